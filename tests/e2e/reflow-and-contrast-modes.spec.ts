import { expect, test, waitForHydration } from '../fixtures';

/**
 * What axe cannot see: focus hidden under the fixed price bar (WCAG 2.4.11), content a short screen
 * cannot reach or a reader's text spacing breaks (1.4.10, 1.4.12), and focus and selection that vanish
 * in forced colours (Windows contrast themes), which paint every shadow and background away.
 */

const BUSINESS_CARDS = '/business-cards/standard-business-cards';
const T_SHIRT = '/printed-t-shirts/gildan-heavy-cotton-t-shirt';

test.describe('the mobile price bar never hides the focused control', () => {
  for (const [path, width, height] of [
    [BUSINESS_CARDS, 320, 640],
    [T_SHIRT, 768, 1024],
  ] as const) {
    test(`${path} at ${width} x ${height}: every Tab stop ends above the bar`, async ({ page }) => {
      // Instant scrolling, so each stop is measured where the browser left it.
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height });
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.getByRole('complementary', { name: 'Price summary' })).toBeVisible();

      const hidden: string[] = [];
      for (let stop = 0; stop < 90; stop++) {
        await page.keyboard.press('Tab');
        const covered = await page.evaluate(() => {
          const focused = document.activeElement;
          const bar = document.querySelector('aside[aria-label="Price summary"]');
          if (!focused || focused === document.body || !bar || bar.contains(focused) || bar.hasAttribute('data-hidden')) return null;
          const a = focused.getBoundingClientRect();
          const b = bar.getBoundingClientRect();
          const hit = a.bottom > b.top && a.top < b.bottom && a.right > b.left && a.left < b.right;
          return hit ? (focused.getAttribute('aria-label') ?? focused.textContent ?? focused.tagName).trim().slice(0, 40) || focused.tagName : null;
        });
        if (covered) hidden.push(covered);
      }
      expect(hidden).toEqual([]);
    });
  }
});

test.describe('the header login popover on a short screen', () => {
  for (const [width, height] of [
    [740, 360],
    [320, 256],
  ] as const) {
    test(`${width} x ${height}: the form scrolls inside the popover to its LOGIN button`, async ({ page }) => {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await waitForHydration(page);
      await page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Log in' });
      const submit = dialog.getByRole('button', { name: 'LOGIN' });
      await expect(submit).toBeAttached();

      await submit.scrollIntoViewIfNeeded();
      // The popover's box (its content scrolls inside it) holds the whole button, and stays on screen.
      const button = await submit.boundingBox();
      const popover = await page.locator('[data-placement]', { has: dialog }).boundingBox();
      expect(button && popover).toBeTruthy();
      expect(button!.y + button!.height).toBeLessThanOrEqual(popover!.y + popover!.height + 0.5);
      expect(button!.y).toBeGreaterThanOrEqual(popover!.y - 0.5);
      expect(popover!.y + popover!.height).toBeLessThanOrEqual(height + 0.5);
    });
  }
});
