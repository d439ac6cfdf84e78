import type { Sitemap } from './sitemap';

export interface KeptSitemapOptions {
  /** How long a whole sitemap is served before it is built again. */
  freshMs: number;
  /** ...and one with a listing left out, so the pages it lacks come back soon. */
  retryMs: number;
  /** Told when a build in the background fails (the kept sitemap goes on being served). */
  onRefreshError: (error: unknown) => void;
}

export interface KeptSitemap {
  /**
   * The kept sitemap at once, built again in the background when it is due; before the first build
   * is done, that build (it rejects when the sitemap cannot be built at all).
   */
  read(): Promise<Sitemap>;
}

/**
 * A sitemap built once and kept. A build reads the whole catalogue (thousands of upstream answers for a
 * big one, a few at a time), far longer than a crawler should wait: so the last one built is served
 * while the next is built, one build at a time, and a build that fails leaves the last one in place.
 * Each process keeps its own, like its other ready answers; the upstream answers a build reads are
 * cached as every other read is (shared by all instances when Redis is set).
 */
export function keepSitemap(build: () => Promise<Sitemap>, options: KeptSitemapOptions): KeptSitemap {
  let kept: { sitemap: Sitemap; freshUntil: number } | undefined;
  let building: Promise<Sitemap> | undefined;

  function rebuild(): Promise<Sitemap> {
    building ??= build()
      .then((sitemap) => {
        kept = { sitemap, freshUntil: Date.now() + (sitemap.complete ? options.freshMs : options.retryMs) };
        return sitemap;
      })
      .finally(() => {
        building = undefined;
      });
    return building;
  }

  return {
    read() {
      if (!kept) return rebuild();
      if (!building && Date.now() >= kept.freshUntil) rebuild().catch(options.onRefreshError);
      return Promise.resolve(kept.sitemap);
    },
  };
}
