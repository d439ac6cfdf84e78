import type { Page } from '@playwright/test';
import { NEWSLETTER_MESSAGES } from '../../mocks/handlers/newsletter';
import { expect, expectNoSeriousA11yViolations, londonYear, test, waitForShell } from '../fixtures';

const mainNav = (page: Page) => page.getByRole('banner').getByRole('navigation', { name: 'Main' });
const offlineBanner = (page: Page) =>
  page.getByRole('alert').filter({ hasText: 'You have disconnected! Please check your internet connection and try again' });
const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

test.describe('app shell, 1280 px', () => {
  test('header, navbar and footer show the shop data the BFF serves', async ({ page, bootstrap }) => {
    await page.goto('/');
    await waitForShell(page);
    await expect(page).toHaveTitle('PrintShop London | Same-day printing');

    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Same-day printing in London' })).toHaveAttribute(
      'href',
      '/same-day-printing-service-in-london',
    );
    await expect(header.getByRole('link', { name: 'Blog', exact: true })).toHaveAttribute('href', '/blogs');
    for (const phone of bootstrap.company.phones) {
      await expect(header.getByRole('link', { name: phone, exact: true })).toBeVisible();
    }
    // The search box and the cart fill slots of the header (their own journeys test them).
    await expect(header.getByRole('search')).toBeVisible();
    await expect(header.getByRole('button', { name: /^Cart, / })).toBeVisible();
    await expect(header.getByText('Order by 16:00')).toBeVisible();
    await expect(header.getByText('Free UK delivery')).toBeVisible();

    const nav = mainNav(page);
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(nav.getByRole('button')).toHaveText(['All Products', ...bootstrap.menus.map((menu) => menu.name)]);

    const footer = page.getByRole('contentinfo');
    await expect(footer.getByRole('heading', { name: 'Stay in Touch' })).toBeVisible();
    await expect(footer.getByRole('heading', { name: 'Our Blog' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'READ BLOG' })).toHaveAttribute('href', '/blogs');
    await expect(footer.getByText(bootstrap.company.address)).toBeVisible();
    await expect(footer.getByRole('link', { name: bootstrap.company.email })).toHaveAttribute('href', `mailto:${bootstrap.company.email}`);
    const columns = footer.getByRole('navigation', { name: 'Footer' });
    for (const column of bootstrap.footer) {
      await expect(columns.getByRole('heading', { name: new RegExp(`^${column.name}$`, 'i') })).toBeVisible();
      for (const link of column.pages) {
        await expect(columns.getByRole('link', { name: link.name, exact: true }).first()).toHaveAttribute('href', `/${link.slug}`);
      }
    }
    await expect(columns.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/login');
    await expect(columns.getByRole('link', { name: 'Register', exact: true })).toHaveAttribute('href', '/registration');
    for (const method of ['Visa', 'Mastercard', 'American Express', 'PayPal', 'Apple Pay']) {
      await expect(footer.getByRole('img', { name: method })).toBeVisible();
    }
    await expect(footer.getByText(`© ${londonYear()} ${bootstrap.company.name}. All rights reserved.`)).toBeVisible();
  });

  test('the All Products mega menu opens, is walked and closes with the keyboard alone', async ({ page, bootstrap }) => {
    await page.goto('/');
    await waitForShell(page);
    const trigger = mainNav(page).getByRole('button', { name: 'All Products' });
    for (let presses = 0; presses < 40 && !(await trigger.evaluate((element) => element === document.activeElement)); presses++) {
      await page.keyboard.press('Tab');
    }
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const panel = page.locator(`[id="${await trigger.getAttribute('aria-controls')}"]`);
    await expect(panel).toBeVisible();

    // The category pages come first, then every range A to Z.
    const names = [...bootstrap.categories.map((category) => category.name), ...bootstrap.allProducts.flatMap((group) => group.links.map((link) => link.name))];
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(names[0]);
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(names[1]);
    await page.keyboard.press('ArrowUp');
    expect(await focusedText(page)).toBe(names[0]);
    await page.keyboard.press('End');
    expect(await focusedText(page)).toBe(names.at(-1));
    await page.keyboard.press('Home');
    await page.keyboard.press('Tab');
    expect(await focusedText(page)).toBe(names[1]);

    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(trigger).toBeFocused();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('arrow keys move along the bar; ArrowDown opens a category and its links navigate', async ({ page, bootstrap }) => {
    const category = bootstrap.menus[0]!;
    await page.goto('/');
    await waitForShell(page);
    const nav = mainNav(page);
    await nav.getByRole('link', { name: 'Home' }).focus();

    await page.keyboard.press('ArrowRight');
    await expect(nav.getByRole('button', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('ArrowRight');
    const trigger = nav.getByRole('button', { name: category.name });
    await expect(trigger).toBeFocused();
    await page.keyboard.press('ArrowLeft');
    await expect(nav.getByRole('button', { name: 'All Products' })).toBeFocused();
    await page.keyboard.press('ArrowRight');

    await page.keyboard.press('ArrowDown');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const shopAll = nav.getByRole('link', { name: `Shop all ${category.name}` });
    await expect(shopAll).toBeFocused();
    await page.keyboard.press('ArrowDown');
    expect(await focusedText(page)).toBe(category.groups[0]!.links[0]!.name);

    await page.keyboard.press('ArrowUp');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`/${category.slug}`);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('hovering opens a menu only after 200 ms, and leaving closes it', async ({ page, bootstrap }) => {
    const category = bootstrap.menus[1] ?? bootstrap.menus[0]!;
    await page.clock.install();
    await page.goto('/');
    await waitForShell(page);
    // Stop the clock so only runFor moves it: the delay is measured in fake milliseconds.
    await page.clock.pauseAt(Date.now() + 5_000);

    const trigger = mainNav(page).getByRole('button', { name: category.name });
    const box = (await trigger.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
    await page.clock.runFor(150);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await page.clock.runFor(60);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(mainNav(page).getByRole('link', { name: `Shop all ${category.name}` })).toBeVisible();

    await page.mouse.move(box.x + box.width / 2, 880);
    await page.clock.runFor(400);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  });

  test('a menu opened by a click stays readable under the pointer', async ({ page }) => {
    await page.goto('/');
    await waitForShell(page);
    const trigger = mainNav(page).getByRole('button', { name: 'All Products' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    // Hovered and open: the white tab with dark text, not dark text on the hover blue.
    await expectNoSeriousA11yViolations(page);
  });

  test('the newsletter form shows its messages, then thanks the shopper and resets', async ({ page }) => {
    await page.goto('/');
    const footer = page.getByRole('contentinfo');
    const email = footer.getByLabel('Email address');
    const subscribe = footer.getByRole('button', { name: 'SUBSCRIBE' });

    await email.fill('not-an-email');
    await email.blur();
    await expect(footer.getByText('Please enter a valid email address')).toBeVisible();
    await email.fill('');
    await subscribe.click();
    await expect(footer.getByText('Email filled is required')).toBeVisible();

    const address = `shell-${Date.now()}@example.co.uk`;
    await email.fill(address);
    await subscribe.click();
    await expect(page.getByText(NEWSLETTER_MESSAGES.subscribed)).toBeVisible();
    await expect(email).toHaveValue('');

    await email.fill(address);
    await subscribe.click();
    await expect(page.getByText('Error!', { exact: true })).toBeVisible();
    await expect(page.getByText(NEWSLETTER_MESSAGES.alreadySubscribed)).toBeVisible();
    await expect(email).toHaveValue('');
  });

  test('an unknown address shows the 404 page, and GO HOME goes home', async ({ page }) => {
    await page.goto('/this-page/does-not-exist');
    await expect(page.getByRole('heading', { level: 1, name: 'Something is wrong!' })).toBeVisible();
    await expect(page.getByText('Error 404')).toBeVisible();
    await expect(page.getByText(/may have been moved or removed/)).toBeVisible();
    await expect(page).toHaveTitle('Page not found | PrintShop London');
    await expect(page.getByRole('banner')).toBeVisible();

    await page.getByRole('link', { name: 'GO HOME' }).click();
    await expect(page).toHaveURL('/');
    await expect(page.getByRole('heading', { name: 'Something is wrong!' })).toHaveCount(0);
  });

  test('/not-found is the same page, with the same 404', async ({ page }) => {
    const response = await page.goto('/not-found');
    expect(response?.status()).toBe(404);
    await expect(page).toHaveTitle('Page not found | PrintShop London');
    await expect(page.getByRole('heading', { level: 1, name: 'Something is wrong!' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'GO HOME' })).toHaveAttribute('href', '/');
  });

  test('a page that is still loading shows the route loader until its data arrives', async ({ page, bootstrap }) => {
    const target = bootstrap.footer[0]!.pages[0]!;
    await page.goto('/');
    await waitForShell(page);
    // Hold every page-data call (not the shell's own) until the loader has been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(
      (url) => url.pathname.startsWith('/api/') && !['/api/bootstrap', '/api/session'].includes(url.pathname),
      async (route) => {
        await held;
        await route.continue();
      },
    );

    await page.getByRole('contentinfo').getByRole('link', { name: target.name, exact: true }).click();
    const loader = page.getByRole('progressbar', { name: 'Loading page' });
    await expect(loader).toBeVisible();
    await expect(page.getByRole('main')).toHaveAttribute('aria-busy', 'true');
    release();
    await expect(loader).toHaveCount(0);
    await expect(page).toHaveURL(`/${target.slug}`);
  });

  test('the offline banner comes and goes with the connection', async ({ page, context }) => {
    await page.goto('/');
    await waitForShell(page);
    const banner = offlineBanner(page);
    await expect(banner).toHaveCount(0);
    await context.setOffline(true);
    await expect(banner).toBeVisible();
    await context.setOffline(false);
    await expect(banner).toHaveCount(0);
  });

  test("offline, a press that needs code the page has not loaded yet leaves the page whole; back online, it works", async ({ page, context }) => {
    await page.goto('/business-cards');
    await waitForShell(page);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await context.setOffline(true);
    await expect(offlineBanner(page)).toBeVisible();
    // The first press asks for the toasts' code, and Log in for its popover's: neither can arrive.
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    await expect(offlineBanner(page)).toBeVisible();
    await expect(heading).toBeVisible();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();

    // Back online, what was asked for arrives: the login popover, then a toast.
    await context.setOffline(false);
    await expect(offlineBanner(page)).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel('Email', { exact: true }).fill('olivia.bennett@example.com');
    await dialog.getByLabel('Password', { exact: true }).fill('not-her-password');
    await dialog.getByRole('button', { name: 'LOGIN' }).click();
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'These credentials do not match our records.' })).toBeVisible();
  });

  test('the skip link is the first stop and jumps to the main content', async ({ page }) => {
    await page.goto('/');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    // Tab only once the app has rendered: before that there is nothing to focus.
    await expect(skip).toBeAttached();
    await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test("a page opened from the footer by keyboard starts focus at the new page's heading", async ({ page }) => {
    await page.goto('/about-us');
    await waitForShell(page);
    // The first load leaves focus where the browser puts it.
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(true);
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQs', exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/faqs');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test("Back pressed before a footer link's page has started wins, as it does over a router link's", async ({ page }) => {
    await page.goto('/faqs');
    await waitForShell(page);
    await page.getByRole('contentinfo').getByRole('link', { name: 'About Us', exact: true }).click();
    await expect(page).toHaveURL('/about-us');
    // The press and Back in one task: the press's page would start only after the next frame.
    await page.evaluate(() => {
      document.querySelector<HTMLAnchorElement>('footer a[href="/delivery-information"]')!.click();
      history.back();
    });
    await expect(page).toHaveURL('/faqs');
    // Past the press's frame and the task after it.
    await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 100)))));
    await expect(page).toHaveURL('/faqs');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Frequently Asked Questions');
  });

  test('typing on in the header search while its results load keeps every key in the box, and the new page is announced', async ({ page }) => {
    await page.goto('/about-us');
    await waitForShell(page);
    const box = page.getByRole('search').getByRole('combobox', { name: 'Search products' });
    await box.click();
    await box.pressSequentially('card');
    await box.press('Enter');
    await box.pressSequentially('s');
    await expect(page).toHaveURL('/search/card');
    // Read out once the results page has rendered, which is when focus would have moved. (A CSS query:
    // the open suggestions hide the rest of the page from role queries.)
    await expect(page.locator('[role="status"]', { hasText: 'Search results for "card" | PrintShop London' })).toBeAttached();
    await expect(box).toBeFocused();
    await expect(box).toHaveValue('cards');
  });
});

test.describe('app shell, 1024 px (an iPad held sideways) and up', () => {
  test.use({ viewport: { width: 1024, height: 800 } });

  test('every navbar entry shows whole at every desktop width, with or without a menu open', async ({ page }) => {
    await page.goto('/faqs');
    await waitForShell(page);
    const nav = mainNav(page);
    // The entries cut off by the bar's edge, or left of it when the bar has scrolled sideways.
    const clipped = () =>
      nav.locator('ul').first().evaluate((list) => {
        const bar = list.getBoundingClientRect();
        return Array.from(list.querySelectorAll('[data-nav-top]'))
          .filter((entry) => {
            const box = entry.getBoundingClientRect();
            return box.left < bar.left || box.right > bar.right;
          })
          .map((entry) => entry.textContent);
      });
    for (const width of [1024, 1050, 1099, 1100, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      expect(await clipped(), `${width} px`).toEqual([]);
    }
    await page.setViewportSize({ width: 1024, height: 800 });
    const last = nav.getByRole('button').last();
    await last.click();
    await expect(last).toHaveAttribute('aria-expanded', 'true');
    expect(await clipped()).toEqual([]);
  });
});

test.describe('footer at tablet widths', () => {
  test.use({ viewport: { width: 768, height: 900 } });

  /** Words of the footer's headings that a line break splits: 'INFORMATIO' / 'N'. */
  const wordsSplitAcrossLines = (page: Page) =>
    page
      .getByRole('contentinfo')
      .locator('h2')
      .evaluateAll((headings) =>
        headings.flatMap((heading) => {
          const split: string[] = [];
          const texts = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
          for (let text = texts.nextNode(); text; text = texts.nextNode()) {
            for (const word of text.textContent!.matchAll(/\S+/g)) {
              const range = document.createRange();
              range.setStart(text, word.index);
              range.setEnd(text, word.index + word[0].length);
              if (range.getClientRects().length > 1) split.push(word[0]);
            }
          }
          return split;
        }),
      );

  test('at 768 px the footer takes the phone layout: columns folded, under the contact block', async ({ page, bootstrap }) => {
    await page.goto('/faqs');
    await waitForShell(page);
    const footer = page.getByRole('contentinfo');
    for (const column of bootstrap.footer) {
      await expect(footer.getByRole('button', { name: new RegExp(`^${column.name}$`, 'i') })).toHaveAttribute('aria-expanded', 'false');
    }
    const contact = await footer.getByRole('region', { name: 'Contact us' }).boundingBox();
    const columns = await footer.getByRole('navigation', { name: 'Footer' }).boundingBox();
    expect(columns!.y).toBeGreaterThanOrEqual(contact!.y + contact!.height);
    expect(await wordsSplitAcrossLines(page)).toEqual([]);
  });

  test('no footer heading breaks inside a word, from a phone to a desktop', async ({ page, bootstrap }) => {
    await page.goto('/faqs');
    await waitForShell(page);
    const firstColumn = new RegExp(`^${bootstrap.footer[0]!.name}$`, 'i');
    const footer = page.getByRole('contentinfo');
    for (const width of [1280, 1024, 1023, 849, 800, 769, 768, 375]) {
      await page.setViewportSize({ width, height: 900 });
      // Headed columns wider than 768 px, folds at 768 px and below: the layout settles before it is measured.
      const layout = width > 768 ? footer.getByRole('heading', { name: firstColumn }) : footer.getByRole('button', { name: firstColumn });
      await expect(layout).toBeVisible();
      expect(await wordsSplitAcrossLines(page), `${width} px`).toEqual([]);
    }
  });
});

test.describe('app shell, 375 px', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('the hamburger opens a drawer whose accordion lists the categories', async ({ page, bootstrap }) => {
    const category = bootstrap.menus[0]!;
    await page.goto('/');
    await waitForShell(page);
    await expect(mainNav(page)).toBeHidden();

    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const section = drawer.getByRole('button', { name: category.name });
    await section.click();
    await expect(section).toHaveAttribute('aria-expanded', 'true');
    const first = category.groups[0]!.links[0]!;
    await drawer.getByRole('link', { name: first.name, exact: true }).click();
    await expect(page).toHaveURL(`/${first.slug}`);
    await expect(drawer).toBeHidden();
    // Not back on the hamburger, where the closing drawer gives focus back, but on the new page.
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeFocused();
  });

  test("a long first name is cut short in the top strip, which keeps to the screen; the menu's name stays whole", async ({ page }) => {
    const firstName = 'Christabel-Maximiliana';
    const login = await page.request.post('/api/session', {
      headers: { 'X-Requested-With': 'storefront' },
      data: { email: 'margaret.osei@example.com', password: 'PrintShop123' },
    });
    expect(login.status()).toBe(200);
    // Margaret's session as the BFF answers it, with a first name as long as some customers' are.
    await page.route('/api/session', async (route) => {
      const response = await route.fetch();
      const session = (await response.json()) as { name: string };
      await route.fulfill({ response, json: { ...session, firstName, name: `${firstName} Osei` } });
    });
    await page.goto('/');
    await waitForShell(page);
    const menu = page.getByRole('banner').getByRole('button', { name: `Account menu for ${firstName} Osei` });
    await expect(menu).toBeVisible();
    await expect(menu).toBeInViewport({ ratio: 1 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(375);
    const shown = menu.getByText(firstName, { exact: true });
    expect(await shown.evaluate((name) => name.scrollWidth > name.clientWidth && getComputedStyle(name).textOverflow)).toBe('ellipsis');
  });

  test('footer columns fold into disclosures', async ({ page, bootstrap }) => {
    const column = bootstrap.footer[0]!;
    await page.goto('/');
    await waitForShell(page);
    const toggle = page.getByRole('contentinfo').getByRole('button', { name: new RegExp(`^${column.name}$`, 'i') });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const link = page.getByRole('contentinfo').getByRole('link', { name: column.pages[0]!.name, exact: true });
    await expect(link).toBeHidden();
    await toggle.click();
    await expect(link).toBeVisible();
  });
});

test.describe('320 px, the narrowest phones', () => {
  test.use({ viewport: { width: 320, height: 700 } });

  // Reflow: at 320 CSS px nothing may need scrolling sideways (WCAG 1.4.10).
  test('home, a product, the cart and the login page fit the screen without scrolling sideways', async ({ page }) => {
    for (const path of ['/', '/business-cards/standard-business-cards', '/order-process/shopping-cart', '/login']) {
      await page.goto(path);
      await waitForShell(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(320);
    }
    await expect(page.getByRole('banner').getByRole('link', { name: 'PrintShop London home' })).toBeInViewport({ ratio: 1 });
  });

  test("a product's option cards hold their names ('No lamination', 'Deluxe interchangeable cassette')", async ({ page }) => {
    for (const path of ['/business-cards/standard-business-cards', '/pull-up-roller-banners/85-x-200-cm-economy-roller-banner']) {
      await page.goto(path);
      await waitForShell(page);
      const cards = page.getByRole('main').locator('label:has(> input[type="radio"] + span + span[aria-hidden="true"])');
      expect(await cards.count(), path).toBeGreaterThan(4);
      // Each card's words end before its tick (the ring drawn at its right), none running under it.
      const overlapping = await cards.evaluateAll((labels) =>
        labels
          .filter((label) => {
            const tick = label.querySelector('span[aria-hidden="true"]')!;
            const words = document.createRange();
            words.selectNodeContents(label.querySelector('input + span')!);
            // A quantity card shows no tick (it fills instead).
            return tick.getClientRects().length > 0 && words.getBoundingClientRect().right > tick.getBoundingClientRect().left;
          })
          .map((label) => label.textContent),
      );
      expect(overlapping, path).toEqual([]);
    }
  });
});

for (const width of [1280, 375]) {
  test.describe(`accessibility at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const path of ['/', '/not-found']) {
      test(`${path} has no serious or critical axe violations`, async ({ page }) => {
        await page.goto(path);
        await waitForShell(page);
        await page.waitForLoadState('networkidle');
        await expectNoSeriousA11yViolations(page);
      });
    }
  });
}

test.describe('toasts', () => {
  for (const width of [1280, 375]) {
    test(`${width} px: a toast never crosses the header's cart button, and its close button is a 24 px target`, async ({ page }) => {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/standard-business-cards/standard-business-cards-400gsm-silk');
      await waitForShell(page);
      const cart = page.getByRole('banner').getByRole('button', { name: /^Cart, / });
      const cartBox = (await cart.boundingBox())!;
      // Every frame from the press until the toast has settled: where it comes in from counts too.
      await page.evaluate(() => {
        const state = { boxes: [] as DOMRect[], done: false };
        (window as unknown as { toastFrames: typeof state }).toastFrames = state;
        let firstSeen: number | null = null;
        const sample = () => {
          for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
            firstSeen ??= performance.now();
            state.boxes.push(toast.getBoundingClientRect());
          }
          // Its way in takes sonner 400 ms; a second more covers it settled.
          if (firstSeen !== null && performance.now() - firstSeen > 1_400) state.done = true;
          else requestAnimationFrame(sample);
        };
        requestAnimationFrame(sample);
      });
      await page.getByRole('button', { name: 'Add to cart' }).first().click();
      const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Added to your cart' });
      await expect(toast).toBeVisible();
      await page.waitForFunction(() => (window as unknown as { toastFrames: { done: boolean } }).toastFrames.done);
      const boxes = await page.evaluate(() =>
        (window as unknown as { toastFrames: { boxes: DOMRect[] } }).toastFrames.boxes.map(({ top, bottom, left, right }) => ({ top, bottom, left, right })),
      );
      const over = boxes.filter(
        (box) => box.top < cartBox.y + cartBox.height && box.bottom > cartBox.y && box.left < cartBox.x + cartBox.width && box.right > cartBox.x,
      );
      expect(boxes.length).toBeGreaterThan(0);
      expect(over).toEqual([]);

      const close = (await toast.getByRole('button', { name: /close/i }).boundingBox())!;
      expect(close.width).toBeGreaterThanOrEqual(24);
      expect(close.height).toBeGreaterThanOrEqual(24);
      await page.screenshot({ path: test.info().outputPath(`toast-${width}.png`) });
    });
  }
});
