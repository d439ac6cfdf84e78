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

/**
 * `work`, or a rejection with `signal`'s reason as soon as it aborts (at once if it has), whichever
 * comes first. The work itself goes on; only the wait is cut short.
 */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    if (signal.aborted) stop();
    else signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/** What AbortSignal.timeout aborts with, so callers tell a time limit from other aborts the same way. */
const timeUp = () => new DOMException('The operation was aborted due to timeout', 'TimeoutError');

/**
 * A signal that aborts with a TimeoutError after `ms`, or as soon as one of `also` aborts; when the
 * `ms` are up (`endsAt`, ms since the epoch); and `clear()` to let go of its timer once the work is
 * done. Not AbortSignal.timeout inside AbortSignal.any: on Node 20 garbage collection can take the
 * timeout away from the combined signal, which then never aborts. Here the pending timer holds the
 * controller, so the signal it aborts lives as long as its time does.
 */
export function timeoutSignal(ms: number, ...also: AbortSignal[]): { signal: AbortSignal; endsAt: number; clear: () => void } {
  const controller = new AbortController();
  const endsAt = Date.now() + ms;
  const timer = setTimeout(() => controller.abort(timeUp()), ms);
  return {
    signal: also.length > 0 ? AbortSignal.any([controller.signal, ...also]) : controller.signal,
    endsAt,
    clear: () => clearTimeout(timer),
  };
}
