// Shared helpers for the e2e journeys: an axe check, the bootstrap the BFF serves, and shell waits.
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Locator, type Page } from '@playwright/test';
import type { Bootstrap } from '../bff/src/view-models';

/** Fails, listing rule and targets, if axe finds any serious or critical violation on the page now. */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Legacy mode runs axe in the page itself instead of opening a blank page to merge frame results:
  // half the time per scan, and the only frames it then skips are third-party (cross-origin) ones.
  // A toast sliding in or out is part transparent, and axe measures its text's contrast against what
  // shows through; the scan looks at toasts once their transitions have ended.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => {
          const target = animation.effect instanceof KeyframeEffect ? animation.effect.target : null;
          return target?.closest('[data-sonner-toaster]');
        })
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const { violations } = await new AxeBuilder({ page }).setLegacyMode().analyze();
  const serious = violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(serious).toEqual([]);
}

/** Resolves once the shell shows real data: the footer's page links only render from the bootstrap. */
export async function waitForShell(page: Page): Promise<void> {
  await expect(page.getByRole('contentinfo').locator('nav[aria-label="Footer"]')).toBeAttached();
}

/** Fails if a text field cuts its value off: the shopper must see the whole number without scrolling it. */
export async function expectValueShownWhole(field: Locator): Promise<void> {
  const { value, scrollWidth, clientWidth } = await field.evaluate((input: HTMLInputElement) => ({
    value: input.value,
    scrollWidth: input.scrollWidth,
    clientWidth: input.clientWidth,
  }));
  expect(scrollWidth, `'${value}' needs ${scrollWidth} px and has ${clientWidth}`).toBeLessThanOrEqual(clientWidth);
}

/** The calendar year in London now, as the footer's copyright shows it. */
export function londonYear(): string {
  return new Intl.DateTimeFormat('en-GB', { year: 'numeric', timeZone: 'Europe/London' }).format(new Date());
}

/**
 * Waits until React has hydrated the server-rendered page: the shell (RootDocument marks <html>), then
 * the route's content, which sits in its own Suspense boundary and so hydrates in a later pass (0.2-0.6 s
 * later here). A form filled in between would hold text React's state never saw. Hydrated elements
 * carry React's fiber.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  await page.waitForFunction(() => {
    const content = document.querySelector('main')?.lastElementChild;
    return !content || Object.keys(content).some((key) => key.startsWith('__reactFiber'));
  });
}

export const test = base.extend<{ bootstrap: Bootstrap }>({
  /**
   * Pages arrive server-rendered and come alive when React hydrates them: every visit and reload
   * waits for that before the test acts (with JavaScript off, for nothing). A visit that is not a
   * page (a file, an API answer) has nothing to wait for.
   */
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled) {
      const settle = async (response: Awaited<ReturnType<Page['goto']>>) => {
        if ((await response?.headerValue('content-type'))?.startsWith('text/html')) await waitForHydration(page);
        return response;
      };
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => settle(await goto(url, options));
      page.reload = async (options) => settle(await reload(options));
    }
    await use(page);
  },
  /** The layout data as the BFF serves it from the mock upstream: the source of truth to check the UI against. */
  bootstrap: async ({ request }, use) => {
    const response = await request.get('/api/bootstrap');
    expect(response.ok(), `GET /api/bootstrap answered ${response.status()}`).toBe(true);
    await use((await response.json()) as Bootstrap);
  },
});

export { expect };
