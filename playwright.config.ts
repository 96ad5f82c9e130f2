import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT) || 3100;
const distDir = process.env.NEXT_DIST_DIR || '.next';
/** A fresh embedded database for every run, so journeys start from the demo data. */
const dataDir = `.data/e2e-${port}`;

export default defineConfig({
  testDir: 'e2e',
  outputDir: 'test-results',
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: 'playwright-report' }]],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
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
    { name: 'desktop', use: { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 800 } } },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } } },
  ],
  webServer: {
    command: `rm -rf ${dataDir} && npm run build && node server/serve.mjs`,
    // NEXT_DIST_DIR (read by next.config.mjs) keeps this run's build apart from others in the same tree.
    url: `http://127.0.0.1:${port}/api/GetResellerLogo`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port), DATA_DIR: dataDir, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', PLATFORM_ADMIN_KEY: 'e2e-admin-key' },
  },
});
