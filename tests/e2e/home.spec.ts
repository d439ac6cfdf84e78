import type { Page } from '@playwright/test';
import { nextCutOff } from '../../bff/src/shared/cut-off';
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';

const popularProducts = (page: Page) => page.getByRole('region', { name: 'Popular products' }).getByRole('link');

/** Sum of layout-shift scores so far (the CLS metric without session windows): 0 means nothing jumped. */
async function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const shifts = list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[];
          resolve(shifts.filter((shift) => !shift.hadRecentInput).reduce((sum, shift) => sum + shift.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // The observer only calls back when there are entries; no entries means no shift at all.
        setTimeout(() => resolve(0), 250);
      }),
  );
}

/**
 * A first visit comes rendered with its data; coming home from another page, the browser asks for it.
 * Holds that /api/home back to measure the page with its skeletons, then lets it through: the sections
 * below the data-driven ones must not move by a pixel when the slides and products arrive.
 */
async function expectNoJumpWhenDataArrives(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/home', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/contact');
  await page.getByRole('banner').getByRole('link', { name: 'PrintShop London home' }).click();
  const landmarks = [
    page.getByRole('list', { name: 'Our promises' }),
    page.getByRole('heading', { name: 'Accounts that pay for themselves' }),
    page.getByRole('heading', { name: 'Posters from A3 to A0, printed today' }),
  ];
  await expect(page.getByRole('region', { name: 'Popular products' })).toHaveAttribute('aria-busy', 'true');
  const tops = () => Promise.all(landmarks.map(async (landmark) => (await landmark.boundingBox())?.y));
  const before = await tops();

  release();
  await expect(page.getByRole('region', { name: 'Offers' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Popular products' })).not.toHaveAttribute('aria-busy', 'true');
  expect(await tops()).toEqual(before);
}

test.describe('home page, 1280 px wide', () => {
  test('shows the slider as an accessible carousel with its first picture loaded eagerly', async ({ page }) => {
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers' });
    await expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = carousel.locator('[aria-roledescription="slide"]');
    const count = await slides.count();
    expect(count).toBeGreaterThan(1);
    await expect(slides.first()).toHaveAttribute('aria-label', `1 of ${count}`);
    await expect(slides.first().getByRole('img')).toHaveAttribute('fetchpriority', 'high');
    await expect(slides.first().getByRole('link', { name: 'Shop now' })).toBeVisible();

    await carousel.getByRole('button', { name: 'Next slide' }).click();
    await expect(slides.nth(1)).not.toHaveAttribute('inert');
    await expect(slides.first()).toHaveAttribute('inert');
    await expect(carousel.getByRole('button', { name: /^(Pause|Play) slides$/ })).toBeVisible();
  });

  test('does not rotate the slides for shoppers who prefer reduced motion', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers' });
    // Rotation is off from the start, so the control offers to start it rather than to pause it.
    await expect(carousel.getByRole('button', { name: 'Play slides' })).toBeVisible();
  });

  test('rotates the slides for shoppers with no motion preference once the page runs', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Offers' });
    // The server cannot know the preference and renders the calm state; the browser's answer starts rotation.
    await expect(carousel.getByRole('button', { name: 'Pause slides' })).toBeVisible();
  });

  test('lists eight popular products, each linking to the page of the variation it shows, with a from-price', async ({ page }) => {
    await page.goto('/');
    const cards = popularProducts(page);
    await expect(cards).toHaveCount(8);
    for (const card of await cards.all()) {
      const href = (await card.getAttribute('href')) ?? '';
      // /{product}/{variation}: the page of the name, picture and From price on the card.
      const [, product, variation, ...rest] = href.split('/');
      expect(rest, href).toEqual([]);
      expect(product).toMatch(/^[a-z0-9-]+$/);
      expect(variation).toMatch(/^[a-z0-9-]+$/);
      await expect(card).toContainText(/From £\d{1,3}(,\d{3})*\.\d{2}\s*inc\. VAT/);
      await expect(card.locator('img')).toHaveAttribute('srcset', /400w.*800w.*1200w/);
    }
  });

  test("counts down to the 16:00 London cut-off by the server's clock, then to tomorrow", async ({ page }) => {
    // The browser's clock agrees with the server's as the page loads; the page is then left open until
    // 2.5 s before the next cut-off, where the clock stops so each step is exact. The page may be one the
    // server kept (rendered up to 10 s earlier), which makes the server's time read that much early.
    await page.clock.install({ time: new Date() });
    await page.goto('/');
    const cutOff = nextCutOff(undefined, new Date(Date.now() + 60_000)).getTime();
    await page.clock.pauseAt(new Date(cutOff - 2_500));
    const timer = page.getByRole('timer');
    await expect(timer).toHaveText(/00\s*hours\s*00\s*minutes\s*(0[3-9]|1[0-3])\s*seconds/);
    await expect(timer).toHaveAttribute('aria-live', 'off');

    await page.clock.runFor(15_000);
    await expect(timer).toHaveText(/23\s*hours\s*59\s*minutes\s*(4[5-9]|5\d)\s*seconds/);
    await expect(page.getByText("Today's cut-off has passed.", { exact: false })).toBeVisible();
  });

  test("counts down by the server's clock when the browser's is 2 h slow", async ({ page }) => {
    const secondsLeft = async () => {
      const [hours = 0, minutes = 0, seconds = 0] = ((await page.getByRole('timer').textContent()) ?? '').match(/\d{2}/g)?.map(Number) ?? [];
      return hours * 3600 + minutes * 60 + seconds;
    };
    await page.goto('/');
    const right = await secondsLeft();
    await page.clock.install({ time: new Date(Date.now() - 2 * 3600_000) });
    await page.goto('/');
    // A page the server kept reads up to 10 s early; the browser's two hours are not counted.
    expect(Math.abs((await secondsLeft()) - right)).toBeLessThan(15);
  });

  test('opens the how-we-print film in a dialog that Escape closes, returning focus', async ({ page }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Watch how we print' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'How we print' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: /^(Pause|Play) film$/ })).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Chapters' }).getByRole('button')).toHaveCount(4);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('links the account tiles to their registration forms and the banner to /posters', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Open a business account' })).toHaveAttribute(
      'href',
      '/registration/bussiness-account',
    );
    await expect(page.getByRole('link', { name: 'Open a student account' })).toHaveAttribute(
      'href',
      '/registration/student-account',
    );
    await expect(page.getByRole('link', { name: 'Open a reseller account' })).toHaveAttribute(
      'href',
      '/registration/reseller-account',
    );
    await expect(page.getByRole('link', { name: 'Shop posters' })).toHaveAttribute('href', '/posters');
    await expect(page.getByText('Automatic 5% discount on all orders')).toBeVisible();
  });

  test('shows the promises, rating and free delivery, without layout shift or serious axe violations', async ({
    page,
  }) => {
    test.slow(); // axe walks the whole page
    await page.goto('/');
    await expect(popularProducts(page)).toHaveCount(8);
    const promises = page.getByRole('list', { name: 'Our promises' });
    for (const promise of ['Same-day printing', 'Same-day delivery', 'Open 7 days']) {
      await expect(promises.getByText(promise, { exact: true })).toBeVisible();
    }
    await expect(page.getByRole('timer').locator('..').getByText('Free UK delivery', { exact: true })).toBeVisible();
    await expect(page.getByRole('img', { name: /^Rated \d\.\d out of 5$/ })).toBeVisible();
    await expect(page.getByText(/^Based on [\d,]+ reviews$/)).toBeVisible();
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await expectNoSeriousA11yViolations(page);
  });

  test('does not move when the home data arrives after its skeletons', async ({ page }) => {
    await expectNoJumpWhenDataArrives(page);
  });
});

test.describe('home page, 375 px wide', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('shows seven popular products and no serious axe violations', async ({ page }) => {
    test.slow(); // axe walks the whole page
    await page.goto('/');
    await expect(popularProducts(page)).toHaveCount(7);
    await expect(page.getByRole('timer')).toHaveText(/\d{2}\s*hours\s*\d{2}\s*minutes\s*\d{2}\s*seconds/);
    expect(await layoutShift(page)).toBeLessThan(0.05);
    await expectNoSeriousA11yViolations(page);
  });

  test('does not move when the home data arrives after its skeletons', async ({ page }) => {
    await expectNoJumpWhenDataArrives(page);
  });
});
