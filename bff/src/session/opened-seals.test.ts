import { defaults, seal } from 'iron-webcrypto';
import { describe, expect, it } from 'vitest';
import { OpenedSeals } from './opened-seals';

const SECRET = 'a-secret-of-at-least-thirty-two-characters';
const sealFor = (value: unknown, ttl: number) => seal(value, SECRET, { ...defaults, ttl });

describe('OpenedSeals', () => {
  it('gives back what a seal opened to, until the seal expires', async () => {
    const now = Date.now();
    const sealed = await sealFor({ userId: 7 }, 60_000);
    const seals = new OpenedSeals();
    expect(seals.get(sealed, now)).toBeUndefined();
    seals.remember(sealed, { userId: 7 });
    expect(seals.get(sealed, now + 59_000)).toEqual({ userId: 7 });
    expect(seals.get(sealed, now + 61_000)).toBeUndefined();
    // Gone for good once found expired.
    expect(seals.get(sealed, now)).toBeUndefined();
  });

  it('finds a seal only by its exact text', async () => {
    const sealed = await sealFor({ userId: 7 }, 60_000);
    const seals = new OpenedSeals();
    seals.remember(sealed, { userId: 7 });
    const tampered = `${sealed.slice(0, -1)}${sealed.endsWith('A') ? 'B' : 'A'}`;
    expect(seals.get(tampered)).toBeUndefined();
  });

  it('keeps no seal without an expiry of its own', async () => {
    const sealed = await seal({ userId: 7 }, SECRET, defaults);
    const seals = new OpenedSeals();
    seals.remember(sealed, { userId: 7 });
    expect(seals.get(sealed)).toBeUndefined();
  });

  it('lets the oldest go once it holds its maximum', async () => {
    const [first, second, third] = await Promise.all([1, 2, 3].map((userId) => sealFor({ userId }, 60_000)));
    const seals = new OpenedSeals(2);
    seals.remember(first!, 1);
    seals.remember(second!, 2);
    seals.remember(third!, 3);
    expect([seals.get(first!), seals.get(second!), seals.get(third!)]).toEqual([undefined, 2, 3]);
  });
});
