import { describe, expect, it } from 'vitest';
import { STORE_KINDS, storesOfEachKind } from './test-redis';

// The field maps behave alike in process and in Redis: fields written on their own, a bound on how
// many a map holds, kept for the longest time asked.

const stores = storesOfEachKind();

const HOUR = 3_600_000;

describe.each(STORE_KINDS)('checkout artwork field maps (%s)', (kind) => {
  const maps = () => stores()[kind].checkoutArtwork;

  it('keeps each field written at the same time, and forgets the fields removed', async () => {
    const key = `${kind}-together`;
    const written = await Promise.all(['a', 'b', 'c'].map((field) => maps().set(key, field, `value ${field}`, { keepForMs: HOUR, maxFields: 5 })));
    expect(written).toEqual([true, true, true]);
    expect(await maps().get(key)).toEqual({ a: 'value a', b: 'value b', c: 'value c' });
    await maps().delete(key, ['a', 'c']);
    expect(await maps().get(key)).toEqual({ b: 'value b' });
    expect(await maps().get(`${kind}-never-written`)).toEqual({});
  });

  it('refuses a new field past the most fields, but still replaces one it holds', async () => {
    const key = `${kind}-full`;
    const limits = { keepForMs: HOUR, maxFields: 2 };
    expect(await maps().set(key, 'a', '1', limits)).toBe(true);
    expect(await maps().set(key, 'b', '1', limits)).toBe(true);
    expect(await maps().set(key, 'c', '1', limits)).toBe(false);
    expect(await maps().set(key, 'a', '2', limits)).toBe(true);
    expect(await maps().get(key)).toEqual({ a: '2', b: '1' });
  });

  it('keeps a map for the longest time asked, then forgets it', async () => {
    const key = `${kind}-expiring`;
    await maps().set(key, 'a', '1', { keepForMs: 300, maxFields: 5 });
    await maps().set(key, 'b', '1', { keepForMs: 50, maxFields: 5 });
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(await maps().get(key)).toEqual({ a: '1', b: '1' });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await maps().get(key)).toEqual({});
  });
});
