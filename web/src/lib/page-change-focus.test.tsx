import { Link, Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter, useParams, useSearch } from '@tanstack/react-router';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PageChangeFocus } from './page-change-focus';

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

/**
 * A menu that closes as the page changes, after an exit animation, and then gives focus back to its
 * button, as react-aria's menus and drawers do.
 */
function AccountMenu({ name, slug }: { name: string; slug: string }) {
  const [open, setOpen] = useState(true);
  const close = () => {
    setTimeout(() => {
      flushSync(() => setOpen(false));
      document.getElementById(`${slug}-menu`)?.focus();
    }, 100);
  };
  return (
    <>
      <button type="button" id={`${slug}-menu`}>
        {name} menu
      </button>
      {open && (
        <div role="dialog" aria-label={name}>
          <Link to="/$slug" params={{ slug }} onClick={close}>
            {name}
          </Link>
        </div>
      )}
    </>
  );
}

async function renderShop(initialPath = '/about-us') {
  const rootRoute = createRootRoute({
    component: function Shell() {
      return (
        <>
          <input aria-label="Search products" />
          <AccountMenu name="My Orders" slug="orders" />
          <AccountMenu name="Invoices" slug="invoices" />
          <div role="dialog" aria-label="Menu">
            <Link to="/$slug" params={{ slug: 'blogs' }}>
              Blog
            </Link>
          </div>
          <main tabIndex={-1}>
            <Outlet />
          </main>
          <footer>
            <Link to="/$slug" params={{ slug: 'faqs' }}>
              FAQs
            </Link>
            <Link to="/$slug" params={{ slug: 'loading' }}>
              Still loading
            </Link>
            <Link to="." search={{ page: 2 }}>
              Page 2
            </Link>
          </footer>
          <PageChangeFocus />
        </>
      );
    },
  });
  const routeTree = rootRoute.addChildren([
    createRoute({
      getParentRoute: () => rootRoute,
      path: '$slug',
      validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page ?? 1) }),
      // A page whose data takes longer than a menu takes to close.
      loader: ({ params }) => (params.slug === 'invoices' ? new Promise((resolve) => setTimeout(resolve, 300)) : undefined),
      component: function Page() {
        const { slug } = useParams({ strict: false });
        return slug === 'loading' ? (
          <p>Loading…</p>
        ) : (
          <>
            <h1>{slug}</h1>
            <input type="checkbox" aria-label="Express delivery" />
          </>
        );
      },
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: 'list',
      validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page ?? 1) }),
      loaderDeps: ({ search }) => ({ page: search.page }),
      // The next page is slow: its skeleton stands in for the list, page links and all, while it loads.
      loader: ({ deps }) => (deps.page > 1 ? new Promise((resolve) => setTimeout(resolve, 100)) : undefined),
      pendingMs: 0,
      pendingComponent: function ListSkeleton() {
        // The page under it is hidden: a browser moves focus off the hidden link to the body (jsdom does not).
        useEffect(() => (document.activeElement as HTMLElement | null)?.blur(), []);
        return <p>Loading the list…</p>;
      },
      component: function List() {
        return (
          <>
            <h1>Products</h1>
            <Link to="." search={{ page: 2 }}>
              Next page
            </Link>
          </>
        );
      },
    }),
    createRoute({
      getParentRoute: () => rootRoute,
      path: 'posts',
      validateSearch: (search: Record<string, unknown>) => ({ page: Number(search.page ?? 1) }),
      // The page shown stays while the next one loads: the list of two pages drops 'Older posts' only
      // once the last page has come, after the navigation.
      component: function Posts() {
        const { page } = useSearch({ strict: false });
        const [shown, setShown] = useState(page);
        useEffect(() => {
          const timer = setTimeout(() => setShown(page), 100);
          return () => clearTimeout(timer);
        }, [page]);
        return (
          <>
            <h1>Posts</h1>
            {shown === 1 && (
              <Link to="." search={{ page: 2 }}>
                Older posts
              </Link>
            )}
          </>
        );
      },
    }),
  ]);
  const router = createRouter({ routeTree, history: createMemoryHistory({ initialEntries: [initialPath] }) });
  render(<RouterProvider router={router} />);
  await act(() => router.load());
  return router;
}

const announcement = () => screen.getByRole('status');

describe('PageChangeFocus', () => {
  it('leaves focus alone on the first load', async () => {
    await renderShop();
    expect(screen.getByRole('heading', { name: 'about-us' })).toBeInTheDocument();
    expect(document.activeElement).toBe(document.body);
  });

  it("moves focus from the link pressed to the new page's heading, which is read out as it is focused", async () => {
    await renderShop();
    const user = userEvent.setup({ delay: null });
    screen.getByRole('link', { name: 'FAQs' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'faqs' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(announcement()).toHaveTextContent('');
  });

  it('moves focus once the new page has painted, not in the task that drew it', async () => {
    await renderShop();
    const user = userEvent.setup({ delay: null });
    const frames: FrameRequestCallback[] = [];
    const nextFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
    screen.getByRole('link', { name: 'FAQs' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'faqs' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(heading).not.toHaveFocus();

    nextFrame.mockRestore();
    act(() => frames.forEach((callback) => callback(performance.now())));
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('focuses the main landmark and reads the title out while the new page has no heading yet', async () => {
    await renderShop();
    const user = userEvent.setup({ delay: null });
    document.title = 'Loading | PrintShop London';
    await user.click(screen.getByRole('link', { name: 'Still loading' }));
    await screen.findByText('Loading…');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
    expect(announcement()).toHaveTextContent('Loading | PrintShop London');
  });

  it('keeps focus in a text field being typed into and reads the new title out instead', async () => {
    const router = await renderShop();
    const box = screen.getByRole('textbox', { name: 'Search products' });
    box.focus();
    document.title = 'FAQs | PrintShop London';
    await act(() => router.navigate({ to: '/$slug', params: { slug: 'faqs' } }));
    expect(screen.getByRole('heading', { name: 'faqs' })).toBeInTheDocument();
    await waitFor(() => expect(announcement()).toHaveTextContent('FAQs | PrintShop London'));
    expect(box).toHaveFocus();
  });

  it('moves focus on from the button a menu gave it back to as it closed after its link was chosen', async () => {
    await renderShop();
    const user = userEvent.setup({ delay: null });
    document.title = 'My Orders | PrintShop London';
    screen.getByRole('link', { name: 'My Orders' }).focus();
    await user.keyboard('{Enter}');
    const heading = await screen.findByRole('heading', { name: 'orders' });
    // Read out while the menu is still closing, then focused once it has.
    await waitFor(() => expect(announcement()).toHaveTextContent('My Orders | PrintShop London'));
    expect(heading).not.toHaveFocus();
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves focus on from the button a menu gave it back to before the new page came', async () => {
    await renderShop();
    const user = userEvent.setup({ delay: null });
    screen.getByRole('link', { name: 'Invoices' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Invoices menu' })).toHaveFocus());
    const heading = await screen.findByRole('heading', { name: 'invoices' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  describe('leaves focus where the shopper put it on the new page before it painted', () => {
    /** Frames come only when `paint` paints them. */
    function holdFrames() {
      const frames: (FrameRequestCallback | undefined)[] = [];
      const nextFrame = vi.spyOn(window, 'requestAnimationFrame').mockImplementation((callback) => frames.push(callback));
      const cancelFrame = vi.spyOn(window, 'cancelAnimationFrame').mockImplementation((id) => (frames[id - 1] = undefined));
      return async () => {
        nextFrame.mockRestore();
        cancelFrame.mockRestore();
        act(() => frames.forEach((callback) => callback?.(performance.now())));
        await new Promise((resolve) => setTimeout(resolve, 50));
      };
    }

    it('after a link on the page', async () => {
      await renderShop();
      const user = userEvent.setup({ delay: null });
      document.title = 'FAQs | PrintShop London';
      const paint = holdFrames();
      screen.getByRole('link', { name: 'FAQs' }).focus();
      await user.keyboard('{Enter}');
      await screen.findByRole('heading', { name: 'faqs' });
      const checkbox = screen.getByRole('checkbox', { name: 'Express delivery' });
      checkbox.focus();
      await paint();
      expect(checkbox).toHaveFocus();
      expect(announcement()).toHaveTextContent('FAQs | PrintShop London');
    });

    it('after a link in a menu that gave focus back to its button before the page came', async () => {
      await renderShop();
      const user = userEvent.setup({ delay: null });
      document.title = 'Invoices | PrintShop London';
      const paint = holdFrames();
      screen.getByRole('link', { name: 'Invoices' }).focus();
      await user.keyboard('{Enter}');
      await waitFor(() => expect(screen.getByRole('button', { name: 'Invoices menu' })).toHaveFocus());
      await screen.findByRole('heading', { name: 'invoices' });
      const checkbox = screen.getByRole('checkbox', { name: 'Express delivery' });
      checkbox.focus();
      await paint();
      expect(checkbox).toHaveFocus();
      expect(announcement()).toHaveTextContent('Invoices | PrintShop London');
    });
  });

  it('keeps focus in a dialog that stays open', async () => {
    await renderShop();
    const user = userEvent.setup({ delay: null });
    const link = screen.getByRole('link', { name: 'Blog' });
    link.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'blogs' })).toBeInTheDocument();
    expect(link).toHaveFocus();
  });

  it('keeps focus when only the search parameters change (sorting, paging within a page)', async () => {
    const router = await renderShop();
    const user = userEvent.setup({ delay: null });
    const pageLink = screen.getByRole('link', { name: 'Page 2' });
    pageLink.focus();
    await user.keyboard('{Enter}');
    await act(() => router.load());
    expect(router.state.location.search).toEqual({ page: 2 });
    expect(pageLink).toHaveFocus();
  });

  it("moves focus to the heading and reads the title out when paging took the link pressed off the page", async () => {
    await renderShop('/list');
    const user = userEvent.setup({ delay: null });
    document.title = 'Products, page 2 | PrintShop London';
    screen.getByRole('link', { name: 'Next page' }).focus();
    await user.keyboard('{Enter}');
    await screen.findByText('Loading the list…');
    const heading = await screen.findByRole('heading', { name: 'Products' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(announcement()).toHaveTextContent('Products, page 2 | PrintShop London');
  });

  it('moves focus to the heading when the next page, come after the navigation, took the link pressed away', async () => {
    await renderShop('/posts');
    const user = userEvent.setup({ delay: null });
    document.title = 'Posts, page 2 | PrintShop London';
    const older = screen.getByRole('link', { name: 'Older posts' });
    older.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(older).not.toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Posts' })).toHaveFocus());
    expect(announcement()).toHaveTextContent('Posts, page 2 | PrintShop London');
  });
});
