import { expect, test } from '@playwright/test';

test('the shop answers on /', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('PrintShop London');
});
