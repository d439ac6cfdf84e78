import { QueryClient, QueryClientProvider, dehydrate, hydrate } from '@tanstack/react-query';
import { act, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPence } from '@web/lib/money';
import { seedProductQueries, type ProductView } from './api/catalog-queries';
import { PricePanel } from './components/price-panel';
import { createProductView } from './test/catalog-fixtures';
import { useConfigurator } from './use-configurator';

/** The price panel as the product page composes it from the configurator. */
function PriceOfPage({ product }: { product: ProductView }) {
  const configurator = useConfigurator(product);
  return (
    <PricePanel
      price={configurator.price}
      isUpdating={configurator.isUpdating}
      isAdding={false}
      problem={null}
      deliveryTitle={undefined}
      actionLabel="Add to cart"
      onAddToCart={() => {}}
      onRetry={() => {}}
      error={null}
      promise={null}
    />
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('useConfigurator', () => {
  it("hydrates the server's price as the server rendered it while the browser asks for it again", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const product = createProductView();
    vi.setSystemTime(new Date('2026-12-01T10:00:00Z'));
    const server = new QueryClient();
    seedProductQueries(server, product);
    const element = (client: QueryClient) => (
      <QueryClientProvider client={client}>
        <PriceOfPage product={product} />
      </QueryClientProvider>
    );
    const container = document.createElement('div');
    container.innerHTML = renderToString(element(server));
    document.body.append(container);

    // The browser takes the page over 31 s later (a kept page, a slow load, a clock ahead): the price is stale.
    vi.setSystemTime(new Date('2026-12-01T10:00:31Z'));
    vi.stubGlobal('fetch', () => new Promise(() => {}));
    const browser = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    hydrate(browser, dehydrate(server));
    const onRecoverableError = vi.fn();
    await act(async () => {
      hydrateRoot(container, element(browser), { onRecoverableError });
    });
    expect(onRecoverableError).not.toHaveBeenCalled();
    // The server's price stays on screen while the new answer is awaited.
    expect(screen.getByTestId('price-total')).toHaveTextContent(formatPence(product.price.total));
    container.remove();
  });
});
