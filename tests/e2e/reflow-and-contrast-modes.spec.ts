import type { Locator, Page } from '@playwright/test';
import { expect, test, waitForHydration } from '../fixtures';

/**
 * What axe cannot see: focus hidden under the fixed price bar (WCAG 2.4.11), content a short screen
 * cannot reach or a reader's text spacing breaks (1.4.10, 1.4.12), and focus and selection that vanish
 * in forced colours (Windows contrast themes), which paint every shadow and background away.
 */

const BUSINESS_CARDS = '/business-cards/standard-business-cards';
const T_SHIRT = '/printed-t-shirts/gildan-heavy-cotton-t-shirt';
const TEXT_SPACING = '* { line-height: 1.5 !important; letter-spacing: 0.12em !important; word-spacing: 0.16em !important; } p { margin-bottom: 2em !important; }';

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

test("1280 px: the login popover's arrow shows against what is behind it, pointing at Log in", async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const trigger = page.getByRole('banner').getByRole('button', { name: 'Log in', exact: true });
  await trigger.click();
  const popover = page.locator('[data-placement]', { has: page.getByRole('dialog', { name: 'Log in' }) });
  const arrow = popover.locator('.react-aria-OverlayArrow, [class*="arrow"]').first();
  await expect(arrow).toBeVisible();
  const box = (await arrow.boundingBox())!;
  expect(box.width).toBeGreaterThan(0);
  expect(box.height).toBeGreaterThan(0);
  const button = (await trigger.boundingBox())!;
  expect(box.x + box.width / 2).toBeGreaterThan(button.x);
  expect(box.x + box.width / 2).toBeLessThan(button.x + button.width);
  // Its triangle (the half of its box next to the panel) against the first painted background under it,
  // outside the popover: at least 3:1 (WCAG 1.4.11) for its fill or its outline.
  const contrast = await arrow.evaluate((element) => {
    const rgb = (colour: string) => (colour.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = ([r = 0, g = 0, b = 0]: number[]) => {
      const [lr, lg, lb] = [r, g, b].map((c) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4));
      return 0.2126 * lr! + 0.7152 * lg! + 0.0722 * lb!;
    };
    const ratio = (a: string, b: string) => {
      const [x, y] = [luminance(rgb(a)), luminance(rgb(b))].sort((m, n) => n - m);
      return (x! + 0.05) / (y! + 0.05);
    };
    const panel = element.parentElement!.closest('[data-placement]')!;
    const rect = element.getBoundingClientRect();
    const [x, y] = [rect.left + rect.width / 2, rect.bottom - rect.height / 4];
    // The last painted box there in document order (the open dialog keeps the page from hit tests).
    const under = [...document.body.querySelectorAll('*')]
      .filter((candidate) => {
        const box = candidate.getBoundingClientRect();
        const painted = rgb(getComputedStyle(candidate).backgroundColor)[3] !== 0;
        return !panel.contains(candidate) && painted && box.left <= x && x <= box.right && box.top <= y && y <= box.bottom;
      })
      .at(-1);
    const background = under ? getComputedStyle(under).backgroundColor : 'rgb(255, 255, 255)';
    const svg = getComputedStyle(element.querySelector('svg')!);
    return Math.max(ratio(svg.fill, background), ratio(svg.stroke, background));
  });
  expect(contrast).toBeGreaterThanOrEqual(3);
});

test.describe('forced colours keep focus and selection visible', () => {
  test.beforeEach(async ({ page }) => {
    await page.emulateMedia({ forcedColors: 'active' });
  });

  const outlineStyle = (locator: Locator) => locator.evaluate((element) => getComputedStyle(element).outlineStyle);

  test('the focused login tab is outlined and the chosen tab keeps its bar', async ({ page }) => {
    await page.goto('/login');
    await waitForHydration(page);
    await page.getByRole('tab', { name: 'Login' }).focus();
    await page.keyboard.press('ArrowRight');
    const verification = page.getByRole('tab', { name: 'Verification' });
    await expect(verification).toBeFocused();
    expect(await outlineStyle(verification)).not.toBe('none');

    const bar = (tab: Locator) => tab.evaluate((element) => getComputedStyle(element, '::after').backgroundColor);
    const canvas = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(await bar(verification)).not.toBe(canvas);
    expect(await bar(page.getByRole('tab', { name: 'Login' }))).not.toBe(await bar(verification));
  });

  test('a search suggestion reached with the arrow keys is outlined', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    const box = page.getByRole('banner').getByRole('combobox', { name: /search/i });
    await box.fill('flyers');
    const option = page.getByRole('listbox').getByRole('option').first();
    await expect(option).toBeVisible();
    await box.press('ArrowDown');
    await expect(option).toHaveAttribute('data-focus-visible', 'true');
    expect(await outlineStyle(option)).not.toBe('none');
  });

  test('the chosen popular quantity stands apart from the others', async ({ page }) => {
    await page.goto(BUSINESS_CARDS);
    await waitForHydration(page);
    const chips = page.getByRole('radiogroup', { name: /popular quantities/i }).locator('label');
    const chosen = chips.and(page.locator('[data-selected]')).first();
    const other = chips.and(page.locator(':not([data-selected])')).first();
    const background = (chip: Locator) => chip.evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(await background(chosen)).not.toBe(await background(other));
  });

  test('garment colours keep their colour and the chosen one is ringed', async ({ page }) => {
    await page.goto(T_SHIRT);
    await waitForHydration(page);
    const chips = await page.getByRole('radiogroup', { name: /^Garment colour/ }).locator('span[style*="background"]').evaluateAll((elements) =>
      elements.map((element) => ({
        background: getComputedStyle(element).backgroundColor,
        outline: getComputedStyle(element).outlineStyle,
        chosen: element.parentElement!.hasAttribute('data-selected'),
      })),
    );
    expect(chips.length).toBeGreaterThan(1);
    expect(new Set(chips.map((chip) => chip.background)).size).toBeGreaterThan(1);
    expect(chips.filter((chip) => chip.chosen).map((chip) => chip.outline)).toEqual(['solid']);
  });
});

test("forced colours: the header's icons take the colour of the text beside them", async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto('/');
  await waitForHydration(page);
  const inked = await page
    .getByRole('banner')
    .locator('svg[aria-hidden="true"]')
    .evaluateAll((icons) =>
      icons
        .filter((icon) => getComputedStyle(icon).color !== getComputedStyle(icon.parentElement!).color)
        .map((icon) => `${icon.parentElement!.textContent!.trim().slice(0, 30)}: ${getComputedStyle(icon).color}`),
    );
  expect(inked).toEqual([]);
});

test.describe('hero slides show their whole text', () => {
  for (const width of [320, 1280]) {
    test(`${width} px: no heading or text is cut short, and every slide is the same height`, async ({ page }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/');
      await waitForHydration(page);
      const carousel = page.locator('[aria-roledescription="carousel"]');
      const slides = carousel.locator('[aria-roledescription="slide"]');
      await expect(slides.first()).toBeVisible();
      const cut = await slides.evaluateAll((elements) =>
        elements.flatMap((slide) =>
          [...slide.querySelectorAll('h2, p')]
            .filter((text) => text.scrollHeight > text.clientHeight + 1 || text.scrollWidth > text.clientWidth + 1)
            .map((text) => text.textContent),
        ),
      );
      expect(cut).toEqual([]);

      const heights: number[] = [];
      for (let index = 0; index < (await slides.count()); index++) {
        heights.push((await carousel.boundingBox())!.height);
        await carousel.getByRole('button', { name: 'Next slide' }).click();
      }
      expect(new Set(heights).size).toBe(1);
    });
  }
});

/** Applies the WCAG 1.4.12 text spacing a reader's own style sheet may set. */
async function withTextSpacing(page: Page): Promise<void> {
  await page.addStyleTag({ content: TEXT_SPACING });
}

test.describe("a reader's text spacing", () => {
  test('1280 px: the USP bar wraps rather than widening the page, and every navbar entry stays whole', async ({ page }) => {
    await page.goto('/');
    await waitForHydration(page);
    await withTextSpacing(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    const bar = page.getByRole('banner').getByRole('navigation', { name: 'Main' }).locator('ul').first();
    const cut = () =>
      bar.evaluate((list) => {
        const edge = list.getBoundingClientRect();
        return [...list.querySelectorAll('[data-nav-top]')]
          .filter((entry) => entry.getBoundingClientRect().right > edge.right + 0.5 || entry.getBoundingClientRect().left < edge.left - 0.5)
          .map((entry) => entry.textContent);
      });
    await expect.poll(cut).toEqual([]);
  });

  test('320 px: the home page (hero, film and sample pack tiles) keeps to the screen', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await waitForHydration(page);
    await withTextSpacing(page);
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(320);
    // Nor is any heading, text or call to action cut by the edge of the box it sits in.
    const cut = await page.locator('main').evaluate((main) =>
      [...main.querySelectorAll('h2, p, a, button')]
        .filter((element) => {
          const box = element.getBoundingClientRect();
          const inline = getComputedStyle(element).display === 'inline';
          return box.width > 0 && (box.right > 320.5 || (!inline && element.scrollWidth > element.clientWidth + 1));
        })
        .map((element) => element.textContent?.trim().slice(0, 40)),
    );
    expect(cut).toEqual([]);
  });

  test('320 px: the Search button and the cart badge grow to their text', async ({ page }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await page.goto('/');
    await waitForHydration(page);
    await withTextSpacing(page);
    const banner = page.getByRole('banner');
    const fits = (locator: Locator) =>
      locator.evaluate((element) => element.scrollWidth <= element.clientWidth && element.scrollHeight <= element.clientHeight);
    await expect.poll(() => fits(banner.getByRole('button', { name: 'Search', exact: true }))).toBe(true);
    const badge = banner.getByRole('button', { name: /^Cart, / }).locator('[class*="badge"]');
    await expect.poll(() => fits(badge)).toBe(true);
    // Nor do they push the search box or the badge past the screen's edge.
    for (const part of [banner.getByRole('search'), badge]) {
      const box = (await part.boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(320);
    }
  });
});
