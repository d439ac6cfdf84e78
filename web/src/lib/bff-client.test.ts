import { describe, expect, it } from 'vitest';
import { BffError, isFinalRefusal, shouldRetryRead } from './bff-client';

const answered = (status: number) => new BffError(status, 'code', 'message');

describe('shouldRetryRead', () => {
  it('never asks again after a 4xx: not found is final, and the page shows at once', () => {
    for (const status of [400, 401, 403, 404, 410, 422]) {
      expect(shouldRetryRead(0, answered(status))).toBe(false);
      expect(isFinalRefusal(answered(status))).toBe(true);
    }
  });

  it('tries once more after no answer, a 5xx, 408 or 429, and then stops', () => {
    for (const error of [answered(0), answered(502), answered(503), answered(408), answered(429), new TypeError('boom')]) {
      expect(shouldRetryRead(0, error)).toBe(true);
      expect(shouldRetryRead(1, error)).toBe(false);
      expect(isFinalRefusal(error)).toBe(false);
    }
  });
});
