// Markdown for each part of the bench, each row with its target and whether this run met it. The bench
// only reports: a missed target is a finding for people to weigh, never a failed exit code.
import type { RouteScripts, ScriptBytes, ShellScripts } from './bundle';
import type { LighthouseRow } from './lighthouse';
import type { Comparison, LoadSettings } from './throughput';

export interface Check {
  label: string;
  met: (value: number) => boolean;
}

export const atLeast = (min: number, unit = ''): Check => ({ label: `≥ ${min}${unit}`, met: (value) => value >= min });
export const atMost = (max: number, unit = ''): Check => ({ label: `≤ ${max}${unit}`, met: (value) => value <= max });

const mark = (check: Check | undefined, value: number) => {
  if (!check) return '';
  if (!Number.isFinite(value)) return ' ?';
  return check.met(value) ? ' ✓' : ' ✗';
};

/** "value ✓": the number and, when it has a target, whether it met it. */
const judged = (text: string, value: number, check?: Check) => `${text}${mark(check, value)}`;

const fixed = (value: number, digits = 0) => (Number.isFinite(value) ? value.toFixed(digits) : 'n/a');
const kB = (bytes: number) => (bytes / 1000).toFixed(1);
const table = (header: string[], rows: string[][]) =>
  [`| ${header.join(' | ')} |`, `|${header.map(() => '---').join('|')}|`, ...rows.map((row) => `| ${row.join(' | ')} |`)].join('\n');

/** The rounds' lowest and highest ratio, beside their median. */
const spread = (row: Comparison) => `(${row.ratioRange.map((ratio) => ratio.toFixed(2)).join('–')})`;

/** Rows that carry failures get a note: a ratio over error answers compares nothing. */
function failureNote(comparisons: Comparison[]): string {
  const failing = comparisons.filter((row) => row.bff.failures > 0 || row.bare.failures > 0);
  if (failing.length === 0) return '';
  const lines = failing.map((row) => `- ${row.target.path}: BFF ${row.bff.failures}, bare ${row.bare.failures} non-2xx or errors`);
  return `\n\nRows with failed requests (their numbers are suspect):\n${lines.join('\n')}`;
}

/**
 * `alone`: the API rows measured in rounds of their own (what the targets judge); `amidPages`: the same
 * rows measured again in the rounds of the page rows, shown beside them.
 */
export function apiSection(alone: Comparison[], amidPages: Comparison[], checks: Map<string, Check>, settings: LoadSettings): string {
  const rows = alone.map((row) => {
    const check = checks.get(row.target.name);
    const amid = amidPages.find((other) => other.target.name === row.target.name);
    return [
      row.target.name,
      `${fixed(row.bff.requestsPerSecond)}`,
      `${fixed(row.bff.p99)}`,
      `${fixed(row.bare.requestsPerSecond)}`,
      `${fixed(row.bare.p99)}`,
      `${judged(`${row.ratio.toFixed(2)}x`, row.ratio, check)} ${spread(row)}`,
      amid ? `${amid.ratio.toFixed(2)}x ${spread(amid)}` : '–',
      check?.label ?? 'info only',
    ];
  });
  return [
    '## BFF against a bare node:http server sending the same bytes',
    '',
    `${settings.connections} connections, ${settings.seconds} s a run, ${settings.rounds} rounds a side, BFF and bare taking turns ` +
      '(the first side swaps each round). The bare server replays the body and every header the BFF answered with ' +
      '(security headers, caching, the request id), captured once after a warm-up read: the same bytes on the wire, so ' +
      'the ratio is what the BFF costs on top of writing them. ' +
      "BFF/bare is the median of the rounds' ratios, each round's two runs taken one after the other, so a burst of " +
      "other work on the machine moves one round's ratio, not the result; the lowest and highest round are in brackets. " +
      'The req/s and p99 columns are means over the rounds. ' +
      'No accept-encoding unless the row says gzip, as autocannon sends by default. ' +
      'These rows are measured in rounds of their own, then again in the rounds of the page rows below ' +
      '("amid page rows"): there the BFF serves them between page renders, whose garbage it is still collecting.',
    '',
    table(['target', 'BFF req/s', 'BFF p99 ms', 'bare req/s', 'bare p99 ms', 'BFF/bare', 'BFF/bare amid page rows', 'target'], rows),
  ].join('\n') + failureNote([...alone, ...amidPages]);
}

export function pageSection(comparisons: Comparison[], checks: Map<string, Check>): string {
  const rows = comparisons.map((row) => {
    const check = checks.get(row.target.name);
    return [
      row.target.name,
      `${fixed(row.fixture.body.length / 1000, 1)}`,
      judged(fixed(row.bff.requestsPerSecond), row.bff.requestsPerSecond, check),
      `${fixed(row.bff.p99)}`,
      `${fixed(row.bare.requestsPerSecond)}`,
      `${row.ratio.toFixed(2)}x`,
      check?.label ?? 'info only',
    ];
  });
  return [
    '## Page HTML per second',
    '',
    'A page\'s whole server-rendered HTML, its data read in-process from warm caches, against a bare server sending ' +
      'the same bytes, asked for as Chromium asks (`accept-encoding: gzip, deflate, br, zstd`: the kB are gzip) but ' +
      'for one row of a client that takes no compression. ' +
      "A visitor without the shop's cookies (a first visit, or only other sites' cookies) gets the page " +
      "kept for the last such visitor (PAGE_CACHE_SECONDS) with a new nonce. A signed-in shopper gets the page kept for " +
      "shoppers at the same prices, rendered without their session (the browser fills in the header's account corner): " +
      "one for list prices, one for each account discount (business accounts' 5% among them). An ad click's address carries a `gclid` of its own " +
      '(Google Ads tags every click), and a product read through a shared link may carry anything (`?ref=`): the page ' +
      'is kept for the address without what it does not read (a product reads no query string). Search results are ' +
      'never kept (they tell search engines not to index them), so every answer of the last row is rendered: that row ' +
      'is what a render costs.',
    '',
    table(['page', 'kB sent', 'HTML/s', 'p99 ms', 'bare same bytes req/s', 'BFF/bare', 'target'], rows),
  ].join('\n') + failureNote(comparisons);
}

export function bundleSection(shell: ShellScripts, floor: ScriptBytes, routes: RouteScripts[], homeBudget: Check, routeBudget: Check): string {
  const home = routes.find((route) => route.path === '/');
  const rows = routes.map((route) => {
    const isHome = route.path === '/';
    const budgeted = isHome ? route.total.gzip : route.own.gzip;
    const budget = isHome ? homeBudget : routeBudget;
    return [
      `${route.name} \`${route.path}\``,
      `${route.scripts.size}`,
      isHome ? judged(kB(route.total.gzip), budgeted / 1000, budget) : kB(route.total.gzip),
      isHome ? kB(route.own.gzip) : judged(kB(route.own.gzip), budgeted / 1000, budget),
      isHome ? `total ${budget.label}` : `own ${budget.label}`,
      `${kB(route.total.br)} / ${kB(route.own.br)}`,
      route.ownFiles.length > 0 ? route.ownFiles.join(', ') : '–',
    ];
  });
  return [
    '## First-load JavaScript (gzip)',
    '',
    `Shell (entry script + ${shell.paths.length - 1} modules it preloads, started by every served page after its first paint): **${kB(shell.bytes.gzip)} kB** gzip ` +
      `(home's budget ${homeBudget.label}), ${kB(shell.bytes.br)} kB Brotli.`,
    '',
    `Frameworks alone: **${kB(floor.gzip)} kB** gzip, ${kB(floor.br)} kB Brotli. That is \`tests/bench/framework-floor/\`, ` +
      'React, TanStack Router and Query hydrating a one-route document the way the shop\'s shell uses them, with none ' +
      'of the shop, built and compressed like the shop\'s client: what is left of a first-load budget after it is ' +
      'what the shop\'s own code may take.' +
      (home ? ` Home's first load is ${kB(home.total.gzip - floor.gzip)} kB gzip above it.` : ''),
    '',
    'Per route: every script headless Chromium requested until network idle, in a fresh context, then each asked of ' +
      'the BFF again with `accept-encoding: gzip` and counted as it came over the wire (a file too small to be worth ' +
      'compressing comes plain), and the same with `br`, which browsers take. "Own" is what the route fetched beyond ' +
      'the shell. kB = 1000 bytes.',
    '',
    table(['route', 'scripts', 'total kB', 'own kB', 'budget', 'Brotli total / own kB', 'own files'], rows),
  ].join('\n');
}

export interface LighthouseTargets {
  performance: Check;
  accessibility: Check;
  bestPractices: Check;
  seo: Check;
  cls: Check;
  tbt: Check;
}

export function lighthouseSection(rows: LighthouseRow[], runs: number, targets: LighthouseTargets, noIndexPaths: Set<string>): string {
  const header = ['page', 'performance (runs)', 'accessibility', 'best practices', 'SEO', 'CLS', 'TBT ms', 'FCP ms', 'LCP ms'];
  const targetRow = [
    '*target*',
    targets.performance.label,
    targets.accessibility.label,
    targets.bestPractices.label,
    `${targets.seo.label} (noindex pages: N/A)`,
    targets.cls.label,
    targets.tbt.label,
    '',
    '',
  ];
  const body = rows.map((row) => [
    `${row.name} \`${row.path}\``,
    judged(`${fixed(row.performance)} (${row.performanceRuns.map((value) => fixed(value)).join('/')})`, row.performance, targets.performance),
    judged(fixed(row.accessibility), row.accessibility, targets.accessibility),
    judged(fixed(row.bestPractices), row.bestPractices, targets.bestPractices),
    noIndexPaths.has(row.path) ? `${fixed(row.seo)} (N/A: noindex)` : judged(fixed(row.seo), row.seo, targets.seo),
    judged(fixed(row.cls, 3), row.cls, targets.cls),
    judged(fixed(row.tbtMs), row.tbtMs, targets.tbt),
    fixed(row.fcpMs),
    fixed(row.lcpMs),
  ]);
  const notes = rows.flatMap((row) => [
    ...row.failedAudits
      // The search page is noindex on purpose, so the audit that says so is not a finding.
      .filter((audit) => !(noIndexPaths.has(row.path) && audit === 'seo/is-crawlable'))
      .map((audit) => `- ${row.path}: failed \`${audit}\``),
    ...row.problems.map((problem) => `- ${row.path}: Lighthouse: ${problem}`),
  ]);
  return [
    '## Lighthouse, mobile',
    '',
    `Lighthouse's default mobile config (simulated throttling), ${runs} runs a page with pages taking turns. Performance ` +
      'and the metrics are medians of the runs (each run\'s performance score in brackets); accessibility, best practices ' +
      'and SEO come from the first run, the only one that audits them (they do not depend on timing). Headless Chromium, ' +
      'against the BFF serving the bench build.',
    '',
    table(header, [targetRow, ...body]),
    ...(notes.length > 0 ? ['', 'Audits that cost points (any run), and what Lighthouse said about its runs:', ...notes] : []),
  ].join('\n');
}
