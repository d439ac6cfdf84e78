import PQueue from 'p-queue';

/** How many page renders a process runs at once, and how many more may wait for one, for how long. */
export interface RenderAdmissionLimits {
  /** Renders in flight at once (RENDER_CONCURRENCY). */
  concurrency: number;
  /** Renders waiting for one of those places at most (RENDER_QUEUE); more are refused at once. */
  queue: number;
  /** How long a render may wait for a place (RENDER_WAIT_MS). */
  waitMs: number;
}

const QUEUE_FULL = 'the queue of renders waiting is full';
const WAITED_TOO_LONG = 'it waited too long for a render to finish';
/** Not the server being busy: nobody is left to tell. */
export const CLIENT_LEFT = 'the client left while it waited';

/** Why a render was not admitted: the words of its log line. */
export type RenderRefusal = typeof QUEUE_FULL | typeof WAITED_TOO_LONG | typeof CLIENT_LEFT;

/** What `admit` answers: the render's own result, or why it never ran. */
export type Admitted<T> = { rendered: T } | { refused: RenderRefusal };

/** What the request's deadline aborts with (timeoutSignal), as against its client leaving. */
const isTimeUp = (reason: unknown) => (reason as { name?: unknown } | undefined)?.name === 'TimeoutError';

/**
 * Bounds the page renders of this process. A render is mostly the one core's work (React's render,
 * the page's in-process reads), so renders beyond a few only slow every answer the process gives,
 * /healthz too; and an unbounded number lets anyone queue work without end. Past `concurrency`
 * renders wait their turn, first come first served, `queue` of them at most, each `waitMs` at most,
 * or less when `signal` (the request's deadline, or its client leaving) aborts first. A render holds its
 * place until it has settled, whether it succeeded, threw or its client left: its work goes on until
 * then, so the place is not free before.
 *
 * p-queue keeps the order and takes a waiting render out of the queue when its wait is called off; it
 * refuses nothing on its own, so a full queue is refused here before a render is added.
 */
export function createRenderAdmission({ concurrency, queue: maxWaiting, waitMs }: RenderAdmissionLimits) {
  const renders = new PQueue({ concurrency });

  return {
    /** Renders in flight and renders waiting, for the log line of a refusal. */
    load: () => ({ rendering: renders.pending, waiting: renders.size }),

    async admit<T>(render: () => Promise<T>, signal: AbortSignal): Promise<Admitted<T>> {
      // With a place free there is no wait to call off: the render runs, whatever time its request has
      // left (its reads answer for that), since a server with room is not busy.
      if (renders.pending < concurrency && renders.size === 0) return { rendered: await renders.add(render) };
      if (renders.size >= maxWaiting) return { refused: QUEUE_FULL };
      // Called off only while the render waits: once it runs it keeps its place until it settles.
      const wait = new AbortController();
      const timer = setTimeout(() => wait.abort(WAITED_TOO_LONG), waitMs);
      const callOff = () => wait.abort(isTimeUp(signal.reason) ? WAITED_TOO_LONG : CLIENT_LEFT);
      const stopWaiting = () => {
        clearTimeout(timer);
        signal.removeEventListener('abort', callOff);
      };
      signal.addEventListener('abort', callOff, { once: true });
      if (signal.aborted) callOff();
      try {
        const rendered = await renders.add(
          () => {
            stopWaiting();
            return render();
          },
          { signal: wait.signal },
        );
        return { rendered };
      } catch (error) {
        if (wait.signal.aborted) return { refused: wait.signal.reason as RenderRefusal };
        throw error;
      } finally {
        stopWaiting();
      }
    },
  };
}
