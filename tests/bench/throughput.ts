// The BFF against a bare node:http server that sends the very same bytes, measured in alternating
// rounds: the machine is shared, so whatever noise hits one side in a round hits the other next to it.
import { request } from 'node:http';
import autocannon from 'autocannon';
import type { Fixture } from './bare-server';
import { startBare, type Served } from './servers';

export interface LoadSettings {
  connections: number;
  seconds: number;
  rounds: number;
}

export interface Target {
  name: string;
  path: string;
  /** Request headers both sides get (e.g. accept-encoding); none by default, as autocannon sends. */
  headers?: Record<string, string>;
  /** A query parameter each request gives a value of its own (`?name=1`, `?name=2`, …): an address never asked before. */
  newEachRequest?: string;
}

export interface SideResult {
  /** Mean over rounds of autocannon's mean req/s. */
  requestsPerSecond: number;
  /** Mean over rounds of the p99 latency, ms. */
  p99: number;
  /** Non-2xx answers plus connection errors, summed over rounds: any of these makes the row suspect. */
  failures: number;
}

export interface Comparison {
  target: Target;
  /** What the BFF answered, as the bare server replays it. */
  fixture: Fixture;
  bff: SideResult;
  bare: SideResult;
  /**
   * BFF req/s over bare req/s: the median of the rounds' ratios, each round's two runs taken one after
   * the other, so a burst of other work on the machine skews one round's ratio, not the result.
   */
  ratio: number;
  /** The lowest and highest of the rounds' ratios: how far apart the rounds came out. */
  ratioRange: [number, number];
}

// Node writes these itself (or they describe this one connection); every other header is part of the answer.
const NOT_REPLAYED = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length']);

/** One GET over node:http, so the body is exactly the bytes on the wire (fetch would decompress it). */
function capture(origin: string, target: Target): Promise<{ status: number; headers: Record<string, string>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(`${origin}${target.path}`, { headers: target.headers ?? {} }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const headers: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (typeof value === 'string' && !NOT_REPLAYED.has(name)) headers[name] = value;
        }
        resolve({ status: response.statusCode ?? 0, headers, body: Buffer.concat(chunks) });
      });
      response.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}

async function captureFixture(origin: string, target: Target): Promise<Fixture> {
  // The first read fills the BFF's cache; the second is the cached answer every later request gets.
  await capture(origin, target);
  const answer = await capture(origin, target);
  if (answer.status !== 200) throw new Error(`${target.path} answered ${answer.status}, not 200: ${answer.body.toString('utf8', 0, 200)}`);
  return { path: target.path, asked: target.headers ?? {}, headers: answer.headers, body: answer.body };
}

async function load(origin: string, target: Target, connections: number, seconds: number) {
  let sent = 0;
  const fresh = (request: autocannon.Request) => ({ ...request, path: `${target.path}?${target.newEachRequest}=${(sent += 1)}` });
  const result = await autocannon({
    url: origin + target.path,
    connections,
    duration: seconds,
    headers: target.headers ?? {},
    ...(target.newEachRequest ? { requests: [{ setupRequest: fresh }] } : {}),
  });
  return { requestsPerSecond: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors };
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / Math.max(1, values.length);

/** The middle value (the mean of the middle two for an even count). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : mean(sorted.slice(middle - 1, middle + 1));
}

function summarise(runs: Array<{ requestsPerSecond: number; p99: number; failures: number }>): SideResult {
  return {
    requestsPerSecond: mean(runs.map((run) => run.requestsPerSecond)),
    p99: mean(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
  };
}

/**
 * For each target: capture the BFF's answer, replay it from a bare server, then run BFF and bare in
 * turn for `rounds` rounds, swapping which goes first each round so neither always gets the cooler machine.
 */
export async function compareWithBare(bff: Served, targets: Target[], settings: LoadSettings): Promise<Comparison[]> {
  const fixtures: Fixture[] = [];
  for (const target of targets) fixtures.push(await captureFixture(bff.origin, target));
  const bare = await startBare(fixtures);
  try {
    const sides = { bff: bff.origin, bare: bare.origin };
    // A short run on each side first, so the JIT has compiled the hot paths before anything counts.
    for (const target of targets) {
      for (const origin of Object.values(sides)) await load(origin, target, 10, 1);
    }
    const runs = targets.map(() => ({ bff: [] as SideResult[], bare: [] as SideResult[] }));
    for (let round = 0; round < settings.rounds; round += 1) {
      const order = round % 2 === 0 ? (['bff', 'bare'] as const) : (['bare', 'bff'] as const);
      for (const [index, target] of targets.entries()) {
        for (const side of order) {
          runs[index]![side].push(await load(sides[side], target, settings.connections, settings.seconds));
        }
      }
    }
    return targets.map((target, index) => {
      const { bff: bffRuns, bare: bareRuns } = runs[index]!;
      const ratios = bffRuns.map((run, round) => (bareRuns[round]!.requestsPerSecond > 0 ? run.requestsPerSecond / bareRuns[round]!.requestsPerSecond : 0));
      return {
        target,
        fixture: fixtures[index]!,
        bff: summarise(bffRuns),
        bare: summarise(bareRuns),
        ratio: median(ratios),
        ratioRange: [Math.min(...ratios), Math.max(...ratios)],
      };
    });
  } finally {
    await bare.stop();
  }
}
