/** Thrown by withinTime when the time is up. */
export class TimeLimitExceeded extends Error {
  override readonly name = 'TimeLimitExceeded';
}

/**
 * `work`, or a TimeLimitExceeded rejection after `ms`, whichever comes first. The work itself goes on
 * (a load may still warm a cache); only the wait is cut short.
 */
export function withinTime<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new TimeLimitExceeded(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}
