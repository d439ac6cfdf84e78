// Lighthouse's default mobile run (simulated throttling: Moto G Power class CPU, slow 4G) against the
// production-like BFF, through its Node API and Debian's Chromium. Performance wobbles between runs,
// more so on a shared machine, so each page runs several times and its numbers are medians of the runs.
import { launch } from 'chrome-launcher';
import type { Result } from 'lighthouse';
import { CHROMIUM_FLAGS, CHROMIUM_PATH, type Route } from './bundle';

export interface LighthouseRow extends Route {
  /** Performance score (0-100) of every run, in run order. */
  performanceRuns: number[];
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  cls: number;
  tbtMs: number;
  fcpMs: number;
  lcpMs: number;
  /** Runtime errors and run warnings Lighthouse reported: a score from a broken run means little. */
  problems: string[];
  /** Weighted accessibility, best-practices and SEO audits that failed in any run: where the points went. */
  failedAudits: string[];
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const MAX_ATTEMPTS = 3;

function median(values: number[]): number {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const score = (lhr: Result, category: (typeof CATEGORIES)[number]) => {
  const value = lhr.categories[category]?.score;
  return typeof value === 'number' ? Math.round(value * 100) : Number.NaN;
};
const metric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function failedAudits(lhr: Result): string[] {
  const failed: string[] = [];
  for (const category of CATEGORIES.slice(1)) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && typeof audit?.score === 'number' && audit.score < 1) failed.push(`${category}/${ref.id}`);
    }
  }
  return failed;
}

// The mock upstream converts a picture on its first request, which a real upstream's image storage never
// does: every picture a page names (each size in its srcset) is asked for once before the runs.
async function warmPictures(origin: string, routes: Route[]) {
  for (const route of routes) {
    const html = await (await fetch(origin + route.path)).text();
    const pictures = new Set(html.match(/\/media\/[^\s"',]+/g) ?? []);
    await Promise.all([...pictures].map(async (picture) => (await fetch(origin + picture)).arrayBuffer()));
  }
}

export async function runLighthouse(origin: string, routes: Route[], runs: number): Promise<LighthouseRow[]> {
  await warmPictures(origin, routes);
  // Imported here: lighthouse is large, and BENCH_SKIP_LIGHTHOUSE runs should not pay for loading it.
  const { default: lighthouse } = await import('lighthouse');
  const chrome = await launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS],
    logLevel: 'silent',
  });
  try {
    const results = new Map<string, Result[]>(routes.map((route) => [route.path, []]));
    const retries = new Map<string, string[]>(routes.map((route) => [route.path, []]));
    // Pages take turns within each round, so a burst of load elsewhere spreads over pages instead of sinking one.
    for (let run = 0; run < runs; run += 1) {
      for (const route of routes) {
        const runStarted = Date.now();
        let lhr: Result | undefined;
        // A run that lost its trace (NO_NAVSTART, seen here when other work starves the machine) scores
        // nothing; Lighthouse's own advice is to run again, so a run gets a few tries before it counts as lost.
        for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt += 1) {
          const answer = await lighthouse(origin + route.path, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            // Accessibility, best practices and SEO do not depend on timing: one run tells them, and the
            // later runs (performance only) take a few seconds less each, which keeps the bench short.
            onlyCategories: run === 0 ? [...CATEGORIES] : ['performance'],
            // The full-page screenshot is for the HTML report, which nobody reads here; it scores nothing.
            disableFullPageScreenshot: true,
          });
          if (!answer) throw new Error(`Lighthouse returned nothing for ${route.path}`);
          lhr = answer.lhr;
          if (!lhr.runtimeError) break;
          retries.get(route.path)!.push(`run ${run + 1} try ${attempt}: ${lhr.runtimeError.code}`);
        }
        results.get(route.path)!.push(lhr!);
        console.info(`  lighthouse ${route.path} run ${run + 1}/${runs}: ${((Date.now() - runStarted) / 1000).toFixed(0)} s`);
      }
    }
    return routes.map((route) => {
      const lhrs = results.get(route.path)!;
      const problems = new Set<string>(retries.get(route.path)!.map((retry) => `ran again after ${retry}`));
      for (const lhr of lhrs) {
        if (lhr.runtimeError) problems.add(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`);
        for (const warning of lhr.runWarnings) problems.add(warning);
      }
      const performanceRuns = lhrs.map((lhr) => score(lhr, 'performance'));
      return {
        ...route,
        performanceRuns,
        performance: median(performanceRuns),
        accessibility: median(lhrs.map((lhr) => score(lhr, 'accessibility'))),
        bestPractices: median(lhrs.map((lhr) => score(lhr, 'best-practices'))),
        seo: median(lhrs.map((lhr) => score(lhr, 'seo'))),
        cls: median(lhrs.map((lhr) => metric(lhr, 'cumulative-layout-shift'))),
        tbtMs: median(lhrs.map((lhr) => metric(lhr, 'total-blocking-time'))),
        fcpMs: median(lhrs.map((lhr) => metric(lhr, 'first-contentful-paint'))),
        lcpMs: median(lhrs.map((lhr) => metric(lhr, 'largest-contentful-paint'))),
        problems: [...problems],
        failedAudits: [...new Set(lhrs.flatMap(failedAudits))],
      };
    });
  } finally {
    chrome.kill();
  }
}
