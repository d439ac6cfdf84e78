import { describe, expect, it } from 'vitest';
import { highlightMatch } from './highlight-match';

describe('highlightMatch', () => {
  it('marks the first match, whatever its case', () => {
    expect(highlightMatch('Square Business Cards', 'business')).toEqual([
      { text: 'Square ', match: false },
      { text: 'Business', match: true },
      { text: ' Cards', match: false },
    ]);
  });

  it('leaves text without the query, or an empty query, unmarked', () => {
    expect(highlightMatch('Mugs', 'banner')).toEqual([{ text: 'Mugs', match: false }]);
    expect(highlightMatch('Mugs', '  ')).toEqual([{ text: 'Mugs', match: false }]);
  });

  it('marks a match at the start without an empty piece before it', () => {
    expect(highlightMatch('Cards', 'car')).toEqual([
      { text: 'Car', match: true },
      { text: 'ds', match: false },
    ]);
  });
});
