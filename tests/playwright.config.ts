import { defineConfig, devices } from '@playwright/test';

// Each run builds into and serves from its own folder and port, so two runs never collide.
const port = Number(process.env.E2E_PORT ?? 4173);
const webDist = `dist/e2e-${port}`;

export default defineConfig({
  testDir: './e2e',
  // Per port too: a run empties its output folder at start, which broke runs in parallel.
  outputDir: `../test-results/e2e-${port}`,
  fullyParallel: true,
  forbidOnly: !!process.env.CI,
  retries: process.env.CI ? 1 : 0,
  workers: 2,
  reporter: process.env.CI ? [['list']] : [['list']],
  timeout: 45_000,
  expect: { timeout: 7_500 },
  use: {
    baseURL: `http://localhost:${port}`,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } } },
  ],
  webServer: {
    command: `npm run build --silent -- --logLevel warn && npx tsx bff/src/server.ts`,
    cwd: '..',
    url: `http://localhost:${port}/healthz`,
    reuseExistingServer: false,
    // The build comes first, and on a busy shared machine it alone can take two minutes.
    timeout: 300_000,
    env: { PORT: String(port), WEB_DIST: webDist, NODE_ENV: 'test', DEV_ROUTES: '1', RATE_LIMIT_SCALE: '50' },
  },
});
