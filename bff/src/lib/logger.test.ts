import { execFile, spawn } from 'node:child_process';
import { Writable } from 'node:stream';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { createLogger } from './logger';

const run = promisify(execFile);
const MODULE = new URL('./logger.ts', import.meta.url).href;

/** Runs `script` in a fresh node with this module's createLogger in scope; resolves with its stdout and exit code. */
async function inProcess(script: string): Promise<{ stdout: string; code: number }> {
  const source = `const { createLogger } = await import(${JSON.stringify(MODULE)});\n${script}`;
  try {
    const { stdout } = await run(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source]);
    return { stdout, code: 0 };
  } catch (error) {
    const failed = error as { stdout: string; code: number };
    return { stdout: failed.stdout, code: failed.code };
  }
}

const lines = (stdout: string) => stdout.split('\n').filter(Boolean).map((line) => JSON.parse(line) as Record<string, unknown>);

describe('createLogger', () => {
  it('writes one JSON object per line to a destination it is given, with an ISO time and secrets redacted', () => {
    let written = '';
    const destination = new Writable({
      write(chunk: Buffer, _encoding, done) {
        written += chunk.toString();
        done();
      },
    });
    const log = createLogger('info', destination);
    log.info({ route: '/api/bootstrap', password: 'hunter2' }, 'request');
    log.debug('not at this level');
    const [line, ...rest] = lines(written);
    expect(rest).toEqual([]);
    expect(line).toMatchObject({ level: 30, msg: 'request', route: '/api/bootstrap', password: '[redacted]' });
    expect(new Date(line!.time as string).toISOString()).toBe(line!.time);
  });

  // Stdout is written in chunks: whatever is still waiting must come out however the process ends. The
  // exit hook's synchronous write can land ahead of a chunk whose asynchronous write was under way, so
  // the lines are compared as a set.
  it.each([
    ['an uncaught exception', "setTimeout(() => { throw new Error('boom'); }, 5);", 1],
    ['process.exit', 'process.exit(0);', 0],
    ['the event loop running dry', '', 0],
  ])('loses no line on stdout when the process ends by %s', { timeout: 30_000 }, async (_, end, exitCode) => {
    const { stdout, code } = await inProcess(`const log = createLogger('info');\nfor (let i = 0; i < 50; i++) log.info({ i }, 'request');\n${end}`);
    expect(code).toBe(exitCode);
    const written = lines(stdout).map((line) => line.i as number);
    expect(written.toSorted((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => i));
  });

  it('sends a quiet process its line while it runs, not only once more lines fill a chunk', { timeout: 30_000 }, async () => {
    const source = `const { createLogger } = await import(${JSON.stringify(MODULE)});\ncreateLogger('info').info('listening');\nsetTimeout(() => {}, 20_000);`;
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', source], { stdio: ['ignore', 'pipe', 'inherit'] });
    try {
      let gaveUp: NodeJS.Timeout | undefined;
      const arrived = await new Promise<string>((resolve) => {
        child.stdout.once('data', (chunk: Buffer) => resolve(chunk.toString()));
        gaveUp = setTimeout(() => resolve('{"msg":"nothing within 15 s"}'), 15_000);
      });
      clearTimeout(gaveUp);
      expect(child.exitCode).toBe(null);
      expect(lines(arrived).map((line) => line.msg)).toEqual(['listening']);
    } finally {
      child.kill();
    }
  });
});
