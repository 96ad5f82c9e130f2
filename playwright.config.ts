import { defineConfig, devices } from '@playwright/test';

const port = Number(process.env.E2E_PORT) || 3100;
const distDir = process.env.NEXT_DIST_DIR || '.next';
/** A fresh embedded database for every run, so journeys start from the demo data. */
const dataDir = `.data/e2e-${port}`;

const PHONE_SKIPS = [
  'account-security',
  'bad-input',
  'cart-recently-viewed',
  'checkout-razorpay',
  'console-access',
  'console-catalogue',
  'console-catalogue-import',
  'console-catalogue-tree',
  'console-coupons',
  'console-home',
  'console-password',
  'console-prices',
  'coupon-refusals',
  'embedding',
  'fuzz',
  'heavy-uploads',
  'multi-process',
  'nginx',
  'operations',
  'product-description',
  'product-options',
  'product-seo',
  'production-defaults',
  'security-headers',
  'shell-seo',
  'shop-command',
  'wishlist-journeys',
];

export default defineConfig({
  testDir: 'e2e',
  // A folder per port: `npm run test:e2e` runs shards at once (e2e/run-shards.mjs), each on its own port.
  outputDir: `test-results/${port}`,
  fullyParallel: false,
  workers: process.env.CI ? 1 : 2,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['html', { open: 'never', outputFolder: `playwright-report/${port}` }]],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      // Debian's headless shell (Chromium's old headless mode, Playwright's own default for headless runs): the full
      // browser in new headless mode drew its WebUI top chrome too and took three times the CPU for the same pages.
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium-headless-shell',
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
    // The phone pass runs the specs whose screens or behaviour change at 390 px; the rest (requests, process journeys,
    // share tags, headers, flows whose layout the phone specs already cover) run once, at 1280 px.
    {
      name: 'phone',
      use: { ...devices['Pixel 7'], viewport: { width: 390, height: 844 } },
      testIgnore: PHONE_SKIPS.map((name) => `**/${name}.spec.ts`),
    },
  ],
  webServer: {
    // e2e/run-shards.mjs builds once for all its shards (E2E_BUILT); a bare `npx playwright test` builds itself.
    command: `rm -rf ${dataDir} && ${process.env.E2E_BUILT ? '' : 'npm run build && '}node server/serve.mjs`,
    // NEXT_DIST_DIR (read by next.config.mjs) keeps this run's build apart from others in the same tree.
    url: `http://127.0.0.1:${port}/api/GetResellerLogo`,
    timeout: 300_000,
    reuseExistingServer: !process.env.CI,
    env: { PORT: String(port), DATA_DIR: dataDir, NEXT_DIST_DIR: distDir, NEXT_TELEMETRY_DISABLED: '1', PLATFORM_ADMIN_KEY: 'e2e-admin-key' },
  },
});
