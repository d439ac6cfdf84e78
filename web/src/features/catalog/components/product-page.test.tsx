import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider, createMemoryHistory, createRootRoute, createRouter } from '@tanstack/react-router';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ChoiceCards } from '@web/components/ui/choice-cards';
import { cartActions, getCart } from '@web/features/cart/cart-store';
import { seedProductQueries } from '../api/catalog-queries';
import { createImage, createProductView } from '../test/catalog-fixtures';
import { ProductGallery } from './product-gallery';
import { ProductGrid } from './product-grid';
import { Section } from './section';
import { ProductPage } from './product-page';

vi.mock('./product-gallery', () => ({ ProductGallery: vi.fn(() => <div />) }));
vi.mock('./product-grid', () => ({ ProductGrid: vi.fn(() => <ul />), ProductGridSkeleton: () => null }));
vi.mock('./section', () => ({ Section: vi.fn(({ children }: { children: React.ReactNode }) => <section>{children}</section>) }));
vi.mock('@web/components/ui/choice-cards', async (importOriginal) => {
  const actual = await importOriginal<{ ChoiceCards: typeof ChoiceCards }>();
  return { ChoiceCards: vi.fn(actual.ChoiceCards) };
});

// jsdom has no scrolling; the router restores scroll on every render.
window.scrollTo = () => {};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
  cartActions.clear();
});

async function renderProductPage() {
  const product = createProductView({
    similar: [{ name: 'Square Business Cards', slug: 'square', href: '/business-cards/square', shortDescription: '', image: createImage(), fromPrice: 1800 }],
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  seedProductQueries(queryClient, product);
  const router = createRouter({
    routeTree: createRootRoute({ component: () => <ProductPage product={product} /> }),
    history: createMemoryHistory({ initialEntries: ['/business-cards/standard-business-cards'] }),
  });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  await screen.findByRole('heading', { level: 1, name: 'Standard Business Cards' });
}

/** How many times each group of option cards has rendered, by its label. */
function choiceCardRenders(): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const [props] of vi.mocked(ChoiceCards).mock.calls) counts[props.label] = (counts[props.label] ?? 0) + 1;
  return counts;
}

// Generous: the whole page renders in jsdom, which a busy machine makes slow.
describe('ProductPage', { timeout: 20_000 }, () => {
  it('re-renders the changed field and the price when an option changes, not the gallery, the description, the product cards or the other fields', async () => {
    // The new selection's price is still being asked for while the test looks.
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await renderProductPage();
    const drawn = {
      gallery: vi.mocked(ProductGallery).mock.calls.length,
      sections: vi.mocked(Section).mock.calls.length,
      grid: vi.mocked(ProductGrid).mock.calls.length,
      cards: choiceCardRenders(),
    };

    await userEvent.click(screen.getByRole('radio', { name: /450gsm Matt/ }));
    expect(screen.getByRole('radio', { name: /450gsm Matt/ })).toBeChecked();
    expect(screen.getByRole('region', { name: 'Your price' })).toHaveAttribute('aria-busy', 'true');

    expect(vi.mocked(ProductGallery).mock.calls.length).toBe(drawn.gallery);
    expect(vi.mocked(Section).mock.calls.length).toBe(drawn.sections);
    expect(vi.mocked(ProductGrid).mock.calls.length).toBe(drawn.grid);
    const cards = choiceCardRenders();
    expect(cards.Paper).toBeGreaterThan(drawn.cards.Paper ?? 0);
    expect(cards.Sides).toBe(drawn.cards.Sides);
    expect(cards['Delivery service']).toBe(drawn.cards['Delivery service']);
  });

  it('puts a double tap on Add to cart in the cart once; a press a second later adds another line', async () => {
    vi.useFakeTimers({ toFake: ['performance'] });
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    await renderProductPage();
    const add = screen.getAllByRole('button', { name: 'Add to cart' })[0]!;
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });

    await user.dblClick(add);
    expect(getCart().items).toHaveLength(1);

    vi.advanceTimersByTime(1000);
    await user.click(add);
    expect(getCart().items).toHaveLength(2);
  });
});
