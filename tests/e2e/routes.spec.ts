import { expect, expectNoSeriousA11yViolations, test, waitForShell } from '../fixtures';

// Routes of the routing table that have no journey of their own, and how failed lookups end.

test('/sample is the empty test page, kept out of search engines', async ({ page, request }) => {
  const response = await page.goto('/sample');
  expect(response?.status()).toBe(200);
  await waitForShell(page);
  await expect(page).toHaveTitle('Sample page | PrintShop London');
  await expect(page.getByRole('heading', { level: 1, name: 'Sample page' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
  // In the served HTML too, where crawlers read it.
  const html = await (await request.get('/sample')).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});

test('a lookup the BFF answers 404 is asked on the server only, and the not-found page comes with the 404', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/jobs/999/')) asked.push(request.url());
  });
  const response = await page.goto('/job-details/999/no-such-job');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Something is wrong!' })).toBeVisible({ timeout: 3000 });
  expect(asked).toEqual([]);
});

test('/jobs past the last page shows the last page, not an empty one', async ({ page }) => {
  await page.goto('/jobs?page=99');
  // The redirect to the last page happens once the list has loaded: wait for the URL to change.
  await expect(page).toHaveURL(/\/jobs\?page=[1-9]$/);
  await expect(page.getByText(/^Page (\d+) of \1$/)).toBeVisible();
  await expect(page.getByText('Sorry! No current vacancy.')).toHaveCount(0);
  await expect(page.getByText(/Page 99 of/)).toHaveCount(0);
});

test('a blog post has its own title, description and canonical link in the HTML, and is in the sitemap', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  const post = /<loc>[^<]*(\/blogs\/[a-z0-9-]+)<\/loc>/.exec(sitemap)?.[1];
  expect(post).toBeDefined();
  const html = await (await request.get(post ?? '')).text();
  const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
  expect(title).toMatch(/ \| PrintShop London$/);
  expect(title).not.toBe('PrintShop London | Same-day printing');
  expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${post}"`));
  expect(html).toMatch(/<meta property="og:type" content="article"/);
});

test('a page opened in place brings its own head: title, canonical link and JSON-LD', async ({ page }) => {
  await page.goto('/business-cards');
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(1);
  // A mark that a full page load would wipe.
  await page.evaluate(() => document.documentElement.setAttribute('data-same-document', ''));
  await page.getByRole('main').getByRole('link', { name: /^Standard Business Cards/ }).first().click();
  await expect(page).toHaveURL(/\/business-cards\/standard-business-cards$/);
  await expect(page).toHaveTitle('Standard Business Cards | PrintShop London');
  const canonical = page.locator('head link[rel="canonical"]');
  await expect(canonical).toHaveCount(1);
  await expect(canonical).toHaveAttribute('href', /\/business-cards\/standard-business-cards$/);
  await expect(page.locator('head meta[property="og:type"]')).toHaveAttribute('content', 'product');
  // The product and its breadcrumb trail, in place of the category's trail.
  await expect(page.locator('head script[type="application/ld+json"]')).toHaveCount(2);
  await expect(page.locator('html[data-same-document]')).toHaveCount(1);
});

test('/clear, a support tool, is kept out of search engines rather than indexed as a copy of home', async ({ request }) => {
  const html = await (await request.get('/clear')).text();
  expect(html).toMatch(/<meta name="robots" content="noindex, nofollow"/);
});

test('the careers list, a vacancy and order tracking each describe themselves to search engines, not with the home page words', async ({ request }) => {
  const descriptionOf = async (path: string) => /<meta name="description" content="([^"]*)"/.exec(await (await request.get(path)).text())?.[1];
  const home = await descriptionOf('/');
  const pages = ['/jobs', '/jobs?page=2', '/job-details/1/digital-print-operator', '/job-details/2/print-finisher', '/order-tracking'];
  const descriptions = await Promise.all(pages.map(descriptionOf));
  for (const description of descriptions) {
    expect(description).toBeTruthy();
    expect(description).not.toBe(home);
  }
  expect(descriptions[2]).toContain('Digital Print Operator');
  expect(new Set(descriptions.filter((_, index) => index !== 1)).size).toBe(pages.length - 1);
});
