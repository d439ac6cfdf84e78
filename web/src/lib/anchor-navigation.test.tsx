import { RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, Outlet } from '@tanstack/react-router';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AnchorLink } from '@web/components/ui/link';
import { useAnchorNavigation } from './anchor-navigation';

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

async function renderShop() {
  const loadProduct = vi.fn(() => 'loaded');
  const rootRoute = createRootRoute({
    component: function Shell() {
      useAnchorNavigation();
      return (
        <>
          <AnchorLink href="/business-cards">Business Cards</AnchorLink>
          <AnchorLink href="/business-cards" target="_blank">
            Business Cards in a new tab
          </AnchorLink>
          <Outlet />
        </>
      );
    },
  });
  const routeTree = rootRoute.addChildren([
    createRoute({ getParentRoute: () => rootRoute, path: '/', component: () => <h1>Home</h1> }),
    createRoute({ getParentRoute: () => rootRoute, path: '$slug', loader: loadProduct, component: () => <h1>Category</h1> }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: ['/'] }) });
  render(<RouterProvider router={router} />);
  await act(() => router.load());
  return { router, loadProduct };
}

afterEach(() => vi.useRealTimers());

describe('useAnchorNavigation', () => {
  it('opens a bare anchor to a page of the shop in place, through the router', async () => {
    const { router } = await renderShop();
    const user = userEvent.setup({ delay: null });
    await user.click(screen.getByRole('link', { name: 'Business Cards' }));
    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business-cards');
  });

  it('lets the press paint before the router starts on the new address', async () => {
    const { router } = await renderShop();
    const frames: FrameRequestCallback[] = [];
    const nextFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    fireEvent.click(screen.getByRole('link', { name: 'Business Cards' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(router.state.location.pathname).toBe('/');

    nextFrame.mockRestore();
    act(() => frames.forEach((callback) => callback(performance.now())));
    expect(await screen.findByRole('heading', { name: 'Category' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/business-cards');
  });

  describe('gives way to what the shopper does before the press has painted, as a router Link does', () => {
    /** On /about-us, reached in the shop; frames come only when the test paints them. */
    async function pressAnchorOnAboutUs() {
      const shop = await renderShop();
      await act(() => shop.router.navigate({ to: '/$slug', params: { slug: 'about-us' } }));
      const frames: (FrameRequestCallback | undefined)[] = [];
      const nextFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => (frames[id - 1] = undefined));
      fireEvent.click(screen.getByRole('link', { name: 'Business Cards' }));
      const paint = async () => {
        nextFrame.mockRestore();
        cancelFrame.mockRestore();
        act(() => frames.forEach((callback) => callback?.(performance.now())));
        await new Promise((resolve) => setTimeout(resolve, 50));
      };
      return { ...shop, paint };
    }

    it('Back', async () => {
      const { router, paint } = await pressAnchorOnAboutUs();
      act(() => router.history.back());
      await waitFor(() => expect(router.state.location.pathname).toBe('/'));
      await paint();
      expect(router.state.location.pathname).toBe('/');
    });

    it('Back or Forward as the browser reports it (popstate)', async () => {
      const { router, paint } = await pressAnchorOnAboutUs();
      window.dispatchEvent(new PopStateEvent('popstate'));
      await paint();
      expect(router.state.location.pathname).toBe('/about-us');
    });

    it('another navigation', async () => {
      const { router, paint } = await pressAnchorOnAboutUs();
      await act(() => router.navigate({ to: '/$slug', params: { slug: 'faqs' } }));
      await paint();
      expect(router.state.location.pathname).toBe('/faqs');
    });

    it('but not the page on screen loaded again', async () => {
      const { router, paint } = await pressAnchorOnAboutUs();
      await act(() => router.invalidate());
      await paint();
      await waitFor(() => expect(router.state.location.pathname).toBe('/business-cards'));
    });
  });

  it('leaves a click with a modifier key, or on a link to another tab, to the browser', async () => {
    const { router } = await renderShop();
    // What the app did with each click, seen after it (then stopped: jsdom cannot open another document).
    const leftToBrowser: boolean[] = [];
    const record = (event: MouseEvent) => {
      leftToBrowser.push(!event.defaultPrevented);
      event.preventDefault();
    };
    window.addEventListener('click', record);
    fireEvent.click(screen.getByRole('link', { name: 'Business Cards' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Business Cards in a new tab' }));
    window.removeEventListener('click', record);
    expect(leftToBrowser).toEqual([true, true]);
    expect(router.state.location.pathname).toBe('/');
  });

  it('preloads the page once the pointer has rested on the link, not when it passes over', async () => {
    const { loadProduct } = await renderShop();
    vi.useFakeTimers();
    const link = screen.getByRole('link', { name: 'Business Cards' });
    fireEvent.mouseOver(link);
    fireEvent.mouseOut(link);
    act(() => vi.advanceTimersByTime(100));
    expect(loadProduct).not.toHaveBeenCalled();

    fireEvent.mouseOver(link);
    act(() => vi.advanceTimersByTime(100));
    vi.useRealTimers();
    await waitFor(() => expect(loadProduct).toHaveBeenCalledTimes(1));
    expect(screen.queryByRole('heading', { name: 'Category' })).not.toBeInTheDocument();
  });
});
