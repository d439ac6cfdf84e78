import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { handlers } from '@mocks/handlers';
import { resetStore } from '@mocks/store';
import { createTestApp, startTestUpstream, type TestUpstream } from '../upstream/test-upstream';
import { createTestBrowser } from './test-browser';

export interface ShopHarness {
  /** The mock upstream over loopback, started once per file. */
  upstream: TestUpstream;
  /** A fresh BFF per test. */
  bff: ReturnType<typeof createTestApp>;
  /** A cookie-keeping client of that BFF. */
  browser: ReturnType<typeof createTestBrowser>;
}

/**
 * Registers the hooks every session-bearing route test needs: the mock upstream once, then for each
 * test a clean store, a new BFF with these settings (and its own rate-limit counters) and a browser
 * with an empty cookie jar.
 * Read the fields inside tests (they are replaced before each one).
 */
export function useShopHarness(settings: Record<string, string> = {}): ShopHarness {
  const shop = {} as ShopHarness;
  beforeAll(async () => {
    shop.upstream = await startTestUpstream(handlers);
  });
  beforeEach(() => {
    resetStore();
    shop.bff = createTestApp(shop.upstream.url, settings);
    shop.browser = createTestBrowser(shop.bff.app);
  });
  afterEach(async () => {
    shop.upstream.reset();
    await shop.bff.close();
  });
  afterAll(() => shop.upstream.close());
  return shop;
}
