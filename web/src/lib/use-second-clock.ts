import { useSyncExternalStore } from 'react';
import { serverNow } from './server-clock';

// Wakes just after each whole second so the digits change together with the wall clock instead
// of drifting the way a plain 1000 ms interval does.
function subscribe(onTick: () => void) {
  let timer: ReturnType<typeof setTimeout>;
  const schedule = () => {
    timer = setTimeout(
      () => {
        onTick();
        schedule();
      },
      1000 - (serverNow() % 1000) + 5,
    );
  };
  schedule();
  return () => clearTimeout(timer);
}

/** The same value for a whole second, so React sees a stable snapshot between ticks. */
const currentSecond = () => Math.floor(serverNow() / 1000) * 1000;

/**
 * The server's time now (the browser's clock corrected), whole seconds, as epoch milliseconds; `null` when rendered without a clock
 * (pre-rendered HTML), so that markup shows a skeleton rather than a time that is already wrong.
 */
export function useSecondClock(): number | null {
  return useSyncExternalStore(subscribe, currentSecond, () => null);
}
