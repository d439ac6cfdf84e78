import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { timeoutSignal, untilAborted } from './time-limit';

const run = promisify(execFile);
const MODULE = new URL('./time-limit.ts', import.meta.url).href;

describe('timeoutSignal', () => {
  it('aborts with a TimeoutError when its time is up, or with the reason of a signal it also follows', async () => {
    const { signal } = timeoutSignal(20);
    await new Promise((resolve) => signal.addEventListener('abort', resolve));
    expect((signal.reason as DOMException).name).toBe('TimeoutError');

    const shopper = new AbortController();
    const followed = timeoutSignal(60_000, shopper.signal);
    shopper.abort(new Error('gone'));
    expect(followed.signal.aborted).toBe(true);
    expect((followed.signal.reason as Error).message).toBe('gone');
    followed.clear();
  });

  // A separate process, so garbage collection can be forced: Node 20 loses AbortSignal.timeout inside AbortSignal.any then.
  it('still aborts after garbage collection has run while it was waiting', async () => {
    const script = [
      `const { timeoutSignal } = await import(${JSON.stringify(MODULE)});`,
      'const { signal } = timeoutSignal(200, new AbortController().signal);',
      "signal.addEventListener('abort', () => { console.log(signal.reason.name); process.exit(0); });",
      'setTimeout(() => globalThis.gc(), 20);',
      "setTimeout(() => { console.log('never aborted'); process.exit(0); }, 3000);",
    ].join('\n');
    const { stdout } = await run(process.execPath, ['--expose-gc', '--import', 'tsx', '--input-type=module', '-e', script]);
    expect(stdout.trim()).toBe('TimeoutError');
  });
});

describe('untilAborted', () => {
  it("is the work's result, or the signal's reason once it aborts first (at once when it already has)", async () => {
    const controller = new AbortController();
    expect(await untilAborted(Promise.resolve('done'), controller.signal)).toBe('done');
    const pending = untilAborted(new Promise(() => undefined), controller.signal);
    controller.abort(new Error('time is up'));
    await expect(pending).rejects.toThrow('time is up');
    await expect(untilAborted(Promise.resolve('done'), controller.signal)).rejects.toThrow('time is up');
  });
});
