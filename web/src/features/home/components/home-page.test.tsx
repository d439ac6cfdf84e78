import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { InRouter } from '@web/test/router-context';
import { homeQueries } from '../api/home-queries';
import { createProductCard, createSlide, stubReducedMotion } from '../test/home-fixtures';
import { HomePage } from './home-page';

function renderHome(client: QueryClient) {
  return render(
    <QueryClientProvider client={client}>
      <InRouter>
        <HomePage />
      </InRouter>
    </QueryClientProvider>,
  );
}

describe('HomePage', () => {
  beforeEach(() => stubReducedMotion(true));
  afterEach(() => vi.restoreAllMocks());

  it('fills the slider, rating and popular products from the home data', () => {
    const client = new QueryClient();
    client.setQueryData(homeQueries.home().queryKey, {
      slides: [createSlide(1), createSlide(2)],
      minDelivery: { day: 'Friday', date: '18', suffix: 'th', month: 'July' },
      rating: { point: 4.8, count: 1250 },
      popular: Array.from({ length: 8 }, (_, index) => createProductCard(index + 1)),
    });
    renderHome(client);

    expect(screen.getByRole('region', { name: 'Offers' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
    expect(screen.getByText('Based on 1,250 reviews')).toBeInTheDocument();
    expect(screen.getByText('Friday 18th July')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Popular products' })).toHaveAttribute('aria-busy', 'false');
  });

  it('keeps the rest of the page working when the home data fails, with a way to retry', async () => {
    vi.spyOn(globalThis, 'fetch').mockResolvedValue(
      Response.json({ error: { code: 'upstream_unavailable', message: 'Down' } }, { status: 503 }),
    );
    renderHome(new QueryClient({ defaultOptions: { queries: { retry: false } } }));

    expect(await screen.findByRole('alert')).toHaveTextContent("Today's offers did not load.");
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Popular products' })).not.toBeInTheDocument();
    expect(screen.getByRole('timer')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open a business account' })).toHaveAttribute(
      'href',
      '/registration/bussiness-account',
    );
  });
});
