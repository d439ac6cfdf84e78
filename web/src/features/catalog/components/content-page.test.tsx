import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InRouter } from '@web/test/router-context';
import type { CataloguePage } from '../api/catalog-queries';
import { ContentPage } from './content-page';

const page = (updatedAt: string): Extract<CataloguePage, { kind: 'page' }> => ({
  kind: 'page',
  slug: 'delivery',
  path: '/delivery',
  title: 'Delivery',
  html: '<p>We deliver across the UK.</p>',
  updatedAt,
  breadcrumbs: [],
  seo: { title: 'Delivery', description: 'How we deliver', images: [] },
});

describe('ContentPage', () => {
  it("says when the page was last updated on London's calendar, year included", () => {
    // 23:30 UTC on 31 December 2025 is still 2025 in London (GMT); 23:30 UTC on 30 June is 1 July (BST).
    const { unmount } = render(<ContentPage page={page('2025-12-31T23:30:00Z')} />, { wrapper: InRouter });
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated Wednesday 31 December 2025');
    unmount();
    render(<ContentPage page={page('2025-06-30T23:30:00Z')} />, { wrapper: InRouter });
    expect(screen.getByText(/^Last updated/)).toHaveTextContent('Last updated Tuesday 1 July 2025');
  });
});
