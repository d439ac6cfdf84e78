import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { keepSitemap } from './kept-sitemap';
import type { Sitemap } from './sitemap';

const FRESH_MS = 60_000;
const RETRY_MS = 5_000;

/** A build the test finishes by hand, and every build asked for. */
function builds() {
  const started: { finish: (sitemap: Sitemap) => void; fail: (error: Error) => void }[] = [];
  const build = () =>
    new Promise<Sitemap>((resolve, reject) => {
      started.push({ finish: resolve, fail: reject });
    });
  return { started, build };
}
const sitemapOf = (...paths: string[]): Sitemap => ({ paths, complete: true });
const later = (ms: number) => vi.setSystemTime(Date.now() + ms);

describe('keepSitemap', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  function kept() {
    const { started, build } = builds();
    const refreshErrors: unknown[] = [];
    const sitemap = keepSitemap(build, { freshMs: FRESH_MS, retryMs: RETRY_MS, onRefreshError: (error) => refreshErrors.push(error) });
    return { sitemap, started, refreshErrors };
  }

  it('waits for the first build, which every read until then shares, then serves it without building again while it is fresh', async () => {
    const { sitemap, started } = kept();
    const first = sitemap.read();
    const second = sitemap.read();
    expect(started).toHaveLength(1);
    started[0]!.finish(sitemapOf('/'));
    expect(await first).toEqual(sitemapOf('/'));
    expect(await second).toEqual(sitemapOf('/'));
    later(FRESH_MS - 1);
    expect(await sitemap.read()).toEqual(sitemapOf('/'));
    expect(started).toHaveLength(1);
  });

  it('once due, serves the kept sitemap at once while one build runs in the background, then the new one', async () => {
    const { sitemap, started } = kept();
    const first = sitemap.read();
    started[0]!.finish(sitemapOf('/'));
    await first;
    later(FRESH_MS);
    expect(await sitemap.read()).toEqual(sitemapOf('/'));
    expect(await sitemap.read()).toEqual(sitemapOf('/'));
    expect(started).toHaveLength(2);
    started[1]!.finish(sitemapOf('/', '/contact'));
    await vi.waitFor(async () => expect(await sitemap.read()).toEqual(sitemapOf('/', '/contact')));
    expect(started).toHaveLength(2);
  });

  it('builds a sitemap with a listing left out again after the shorter wait', async () => {
    const { sitemap, started } = kept();
    const first = sitemap.read();
    started[0]!.finish({ paths: ['/'], complete: false });
    await first;
    later(RETRY_MS);
    await sitemap.read();
    expect(started).toHaveLength(2);
  });

  it('keeps serving the last sitemap when a build fails, tells of it, and tries again at the next read', async () => {
    const { sitemap, started, refreshErrors } = kept();
    const first = sitemap.read();
    started[0]!.finish(sitemapOf('/'));
    await first;
    later(FRESH_MS);
    await sitemap.read();
    started[1]!.fail(new Error('no outline'));
    await vi.waitFor(() => expect(refreshErrors).toEqual([new Error('no outline')]));
    expect(await sitemap.read()).toEqual(sitemapOf('/'));
    expect(started).toHaveLength(3);
  });

  it('rejects a first build that fails, and builds again at the next read', async () => {
    const { sitemap, started, refreshErrors } = kept();
    const first = sitemap.read();
    started[0]!.fail(new Error('no outline'));
    await expect(first).rejects.toThrow('no outline');
    const second = sitemap.read();
    expect(started).toHaveLength(2);
    started[1]!.finish(sitemapOf('/'));
    expect(await second).toEqual(sitemapOf('/'));
    expect(refreshErrors).toEqual([]);
  });
});
