import { Link, Outlet, RouterProvider, createMemoryHistory, createRootRoute, createRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppShell } from './app-shell';
import { Footer } from './footer';
import { Header } from './header';

vi.mock('./header', () => ({ Header: vi.fn(() => <header />) }));
vi.mock('./footer', () => ({ Footer: vi.fn(() => <footer />) }));

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

/** While set, the pages' data waits for it: the test sees the page loading however slow the machine. */
let dataHeldBy: Promise<void> | undefined;

function renderShop() {
  const rootRoute = createRootRoute({
    component: () => (
      <AppShell newsletter={null} account={null} search={null} cart={null}>
        <Outlet />
      </AppShell>
    ),
  });
  const page = (path: string, heading: string) =>
    createRoute({
      getParentRoute: () => rootRoute,
      path,
      loader: () => dataHeldBy,
      component: () => (
        <>
          <h1>{heading}</h1>
          <Link to="/$slug" params={{ slug: 'flyers' }}>
            Flyers
          </Link>
        </>
      ),
    });
  const router = createRouter({
    routeTree: rootRoute.addChildren([page('/', 'Home'), page('/$slug', 'Flyers')]),
    history: createMemoryHistory({ initialEntries: ['/'] }),
  });
  render(<RouterProvider router={router} />);
}

describe('AppShell', () => {
  it('marks the page busy while the router loads without drawing the header and footer again', async () => {
    renderShop();
    await screen.findByRole('heading', { name: 'Home' });
    const drawn = { header: vi.mocked(Header).mock.calls.length, footer: vi.mocked(Footer).mock.calls.length };

    let letDataCome = () => {};
    dataHeldBy = new Promise<void>((resolve) => (letDataCome = resolve));
    await userEvent.click(screen.getByRole('link', { name: 'Flyers' }));
    await vi.waitFor(() => expect(screen.getByRole('main')).toHaveAttribute('aria-busy', 'true'));
    letDataCome();
    await screen.findByRole('heading', { name: 'Flyers' });
    await vi.waitFor(() => expect(screen.getByRole('main')).not.toHaveAttribute('aria-busy'));

    expect(vi.mocked(Header).mock.calls.length).toBe(drawn.header);
    expect(vi.mocked(Footer).mock.calls.length).toBe(drawn.footer);
  });
});
