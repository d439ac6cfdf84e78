import { describe, expect, it } from 'vitest';
import { cleanSearchText, searchParamsForNewText, withPage, withPageSize, withSort } from './search-text';

describe('cleanSearchText', () => {
  it('removes ( ) [ ] { } / and trims', () => {
    expect(cleanSearchText('  business (cards) [a5] {gloss} a/b  ')).toBe('business cards a5 gloss ab');
    expect(cleanSearchText('()[]{}/')).toBe('');
  });

  it('keeps everything else', () => {
    expect(cleanSearchText("T-shirts & hoodies: 100% cotton, kids' sizes?")).toBe(
      "T-shirts & hoodies: 100% cotton, kids' sizes?",
    );
  });

  it('collapses the spaces a removal leaves inside, as the BFF does', () => {
    expect(cleanSearchText('A5 ( gloss )  flyers')).toBe('A5 gloss flyers');
  });

  it('trims what the removal leaves at the ends', () => {
    expect(cleanSearchText('( flyers )')).toBe('flyers');
  });
});

describe('search URL state', () => {
  const browsing = { sort: 'high', size: 36, page: 4 } as const;

  it('starts, and restarts on new text, at relevance, 9 a page, page 1', () => {
    expect(searchParamsForNewText()).toEqual({ sort: '', size: 9, page: 1 });
  });

  it('goes back to page 1 when the sort changes, keeping the size', () => {
    expect(withSort(browsing, 'low')).toEqual({ sort: 'low', size: 36, page: 1 });
  });

  it('goes back to page 1 when the size changes, keeping the sort', () => {
    expect(withPageSize(browsing, 18)).toEqual({ sort: 'high', size: 18, page: 1 });
  });

  it('keeps sort and size when paging', () => {
    expect(withPage(browsing, 7)).toEqual({ sort: 'high', size: 36, page: 7 });
  });

  it('never goes below page 1', () => {
    expect(withPage(browsing, 0).page).toBe(1);
    expect(withPage(browsing, 2.7).page).toBe(2);
  });

  it('does not change the state it was given', () => {
    const state = { ...browsing };
    withSort(state, 'low');
    withPageSize(state, 9);
    withPage(state, 1);
    expect(state).toEqual(browsing);
  });
});
