import { describe, expect, it, vi } from 'vitest';
import { memoizePerObject } from './memoize-per-object';

describe('memoizePerObject', () => {
  it('builds once per source object, again for another', () => {
    const build = vi.fn((source: { html: string }) => ({ html: source.html.toUpperCase() }));
    const view = memoizePerObject(build);
    const first = { html: 'a' };
    expect(view(first)).toBe(view(first));
    expect(build).toHaveBeenCalledTimes(1);
    expect(view({ html: 'a' })).toEqual({ html: 'A' });
    expect(build).toHaveBeenCalledTimes(2);
  });
});
