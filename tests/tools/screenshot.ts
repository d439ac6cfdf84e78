// Screenshots of running pages at the two widths the shop is designed for.
// Usage: npx tsx tests/tools/screenshot.ts http://localhost:3000 out-dir / /some/path …
import { chromium } from '@playwright/test';

const [baseUrl = 'http://localhost:3000', outDir = 'dist/screenshots', ...paths] = process.argv.slice(2);
const widths = [1280, 375];

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
for (const width of widths) {
  const page = await browser.newPage({ viewport: { width, height: 900 } });
  for (const path of paths.length ? paths : ['/']) {
    await page.goto(new URL(path, baseUrl).href, { waitUntil: 'networkidle' });
    const name = path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '') || 'home';
    const file = `${outDir}/${name}-${width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.info(file);
  }
  await page.close();
}
await browser.close();
