import { describe, expect, it } from 'vitest';
import { MEMORY_BOUNDS, memoryStores } from './shared-state';

// In process, revoked sessions are bounded in number: past the bound, the revocations no longer needed
// (their session would have ended anyway) go first, so a logged-out cookie never opens again early.

const HOUR = 3_600_000;
const MAX = MEMORY_BOUNDS.revokedSessions;

describe('revoked sessions in process, past their bound', () => {
  it("drop those whose session has ended, never a live one, however long it has been kept", async () => {
    const revoked = memoryStores().revokedSessions;
    await revoked.add('logged-out-first', HOUR);
    for (let n = 1; n < MAX; n += 1) await revoked.add(`ended-${n}`, 1);
    // Each of those sessions is over now.
    await new Promise((resolve) => setTimeout(resolve, 10));
    await revoked.add('logged-out-now', HOUR);
    expect(await revoked.has('logged-out-first')).toBe(true);
    expect(await revoked.has('logged-out-now')).toBe(true);
    expect(await revoked.has('ended-1')).toBe(false);
  });

  it('drop the one nearest its end when every one is live', async () => {
    const revoked = memoryStores().revokedSessions;
    for (let n = 1; n < MAX; n += 1) await revoked.add(`later-${n}`, 2 * HOUR);
    await revoked.add('sooner', HOUR);
    await revoked.add('logged-out-now', 2 * HOUR);
    expect(await revoked.has('sooner')).toBe(false);
    expect(await revoked.has('later-1')).toBe(true);
    expect(await revoked.has('logged-out-now')).toBe(true);
  });

  it('remember a key once, answer its value, and forget it when deleted', async () => {
    const used = memoryStores().usedCaptchas;
    expect(await used.add('nonce', HOUR, 'claim')).toBe(true);
    expect(await used.add('nonce', HOUR, 'other')).toBe(false);
    await used.set('nonce', 'answered', HOUR);
    expect(await used.get('nonce')).toBe('answered');
    await used.delete('nonce');
    expect(await used.has('nonce')).toBe(false);
    expect(await used.add('nonce', HOUR)).toBe(true);
  });
});
