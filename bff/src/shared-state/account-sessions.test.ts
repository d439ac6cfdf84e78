import { describe, expect, it } from 'vitest';
import { ACCOUNT_SESSIONS_KEPT } from './shared-state';
import { STORE_KINDS, storesOfEachKind } from './test-redis';

// Each account's list of live sessions behaves alike in process and in Redis: it forgets a session that
// ended, and keeps the most it may, letting go of those nearest their end for the caller to end.

const stores = storesOfEachKind();

const HOUR = 3_600_000;

describe.each(STORE_KINDS)("an account's sessions (%s)", (kind) => {
  const sessions = () => stores()[kind].accountSessions;

  it('forgets a session that ended: a password change has nothing left to end', async () => {
    const account = `${kind}-logged-out`;
    const ends = Date.now() + HOUR;
    expect(await sessions().add(account, 'phone', ends)).toEqual(new Map());
    expect(await sessions().add(account, 'laptop', ends)).toEqual(new Map());
    await sessions().remove(account, 'phone');
    expect(await sessions().takeAllBut(account, 'laptop')).toEqual(new Map());
  });

  it('keeps the most it may, letting go of the session nearest its end and answering it', async () => {
    const account = `${kind}-many`;
    const start = Date.now() + HOUR;
    // Added latest-ending first, so the one let go is not merely the oldest added.
    for (let n = ACCOUNT_SESSIONS_KEPT; n >= 1; n -= 1) expect(await sessions().add(account, `session-${n}`, start + n)).toEqual(new Map());
    expect(await sessions().add(account, 'newest', start)).toEqual(new Map([['session-1', start + 1]]));
    const others = await sessions().takeAllBut(account, 'newest');
    expect(others.size).toBe(ACCOUNT_SESSIONS_KEPT - 1);
    expect(others.has('session-1')).toBe(false);
  });
});
