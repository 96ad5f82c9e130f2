import { expect, test, type APIResponse, type Page } from '@playwright/test';
import { addAddress, addToCart, platformToken, PRODUCTS, registerShopper, signInContext } from '../support/account-helpers';
import { collectConsoleErrors } from '../support/catalogue-support';
import { signInToConsole } from '../support/console-support';
import { collectCspViolations } from '../support/csp-violations';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };
const RAZORPAY_SCRIPT = 'https://checkout.razorpay.com/v1/checkout.js';
const RAZORPAY_FRAME = 'https://api.razorpay.com/v1/checkout/public';

/** The policy's directives by name: 'script-src' → ["'self'", …]. */
function directives(response: APIResponse): Map<string, string[]> {
  const policy = response.headers()['content-security-policy'];
  expect(policy, `${response.url()} has a Content-Security-Policy`).toBeTruthy();
  return new Map(
    policy!.split(';').map((part) => {
      const [name = '', ...sources] = part.trim().split(/\s+/);
      return [name, sources] as const;
    }),
  );
}

/** What every HTML page's policy holds, whichever kind it is. */
function expectPagePolicy(policy: Map<string, string[]>) {
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(expect.arrayContaining(["'self'", 'data:', 'blob:']));
}

function nonceOf(policy: Map<string, string[]>): string | undefined {
  return policy
    .get('script-src')
    ?.find((source) => source.startsWith("'nonce-"))
    ?.slice(7, -1);
}

test.describe('headers on every kind of answer', () => {
  test.skip(({ isMobile }) => isMobile, 'headers do not depend on the width; the journeys below run at both');

  test('storefront pages: a policy without a nonce that lets Razorpay and YouTube in, the Permissions-Policy, no HSTS over http', async ({
    request,
    page,
  }) => {
    const shopper = await registerShopper(request, 'headers');
    await signInContext(page, shopper);
    const signedIn = page.request;
    const pages = {
      home: '/',
      listing: '/products-section2/101',
      search: '/Product-Serach/shirt',
      product: `/product/${PRODUCTS.rangrez.slug}`,
      cart: '/addcart',
      wishlist: '/wishlist',
      'sign-in': '/login',
      orders: '/your-orders',
      profile: '/UserProfile',
      addresses: '/your-address',
      'not found': '/no-such-page-here',
    };
    for (const [kind, path] of Object.entries(pages)) {
      const response = await signedIn.get(path);
      expect(response.status(), kind).toBe(kind === 'not found' ? 404 : 200);
      const policy = directives(response);
      expectPagePolicy(policy);
      expect(policy.get('script-src'), kind).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'", 'https://checkout.razorpay.com']));
      expect(nonceOf(policy), kind).toBeUndefined();
      expect(policy.get('frame-src'), kind).toEqual(expect.arrayContaining(['https://api.razorpay.com', 'https://www.youtube-nocookie.com']));
      expect(policy.get('connect-src'), kind).toContain("'self'");
      const permissions = response.headers()['permissions-policy'];
      expect(permissions, kind).toContain('camera=()');
      expect(permissions, kind).toContain('microphone=()');
      expect(permissions, kind).toContain('geolocation=()');
      expect(permissions, kind).toContain('payment=(self "https://api.razorpay.com"');
      expect(response.headers()['strict-transport-security'], kind).toBeUndefined();
    }
  });

  test('the checkout: a fresh nonce on every request, on every script Next.js renders, and Razorpay allowed', async ({ request, page }) => {
    const shopper = await registerShopper(request, 'headers-checkout');
    const token = await platformToken(request, shopper.email, shopper.password);
    await addToCart(request, token, [{ prod_id: PRODUCTS.towels.id, unit: 1, cart_size: '' }]);
    await signInContext(page, shopper);
    const nonces = [];
    for (let i = 0; i < 2; i++) {
      const response = await page.request.get('/checkout2');
      expect(response.status()).toBe(200);
      const policy = directives(response);
      expectPagePolicy(policy);
      const nonce = nonceOf(policy);
      expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
      expect(policy.get('script-src')).toEqual(expect.arrayContaining(["'self'", 'https://checkout.razorpay.com']));
      expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
      expect(policy.get('frame-src')).toContain('https://api.razorpay.com');
      const scripts = [...(await response.text()).matchAll(/<script\b[^>]*>/g)]
        .map(([tag]) => tag)
        .filter((tag) => !/application\/ld\+json/.test(tag));
      expect(scripts.length).toBeGreaterThan(3);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      nonces.push(nonce);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  test('the console: a nonce, no inline code, nothing from Razorpay or YouTube', async ({ page }) => {
    await signInToConsole(page);
    for (const path of ['/admin/login', '/admin', '/admin/orders', '/admin/prices', '/admin/branding']) {
      const response = await page.request.get(path);
      expect(response.status(), path).toBe(200);
      const policy = directives(response);
      expectPagePolicy(policy);
      expect(nonceOf(policy), path).toBeTruthy();
      expect(policy.get('script-src'), path).not.toContain("'unsafe-inline'");
      expect(response.headers()['content-security-policy'], path).not.toContain('razorpay');
      expect(policy.get('frame-src'), path).toEqual(["'none'"]);
      expect(policy.get('connect-src'), path).toEqual(["'self'"]);
      expect(response.headers()['permissions-policy'], path).toContain('camera=()');
    }
  });

  test('uploads, the API and the storefront handlers: nothing may load, run or frame', async ({ request }) => {
    const image = await request.get('/uploads/demo/tshirt-f7f7f2-1.jpg');
    expect(image.status()).toBe(200);
    expect(image.headers()['content-type']).toBe('image/jpeg');
    const uploads = directives(image);
    expect(uploads.get('default-src')).toEqual(["'none'"]);
    expect(uploads.has('sandbox')).toBe(true);
    expect(uploads.has('script-src')).toBe(false);
    for (const path of ['/api/GetResellerLogo', '/store/cart']) {
      const response = await request.get(path);
      expect(response.status(), path).toBeLessThan(500);
      expect(response.headers()['content-type'], path).toContain('application/json');
      const policy = directives(response);
      expect(policy.get('default-src'), path).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    }
  });

  test('HSTS when the shopper came over https (X-Forwarded-Proto from the TLS proxy), cached pages included', async ({ request }) => {
    for (const path of ['/', `/product/${PRODUCTS.cushion.slug}`, '/login', '/api/GetResellerLogo']) {
      // Over http first, so a cached copy made then is what the https request meets.
      expect((await request.get(path)).headers()['strict-transport-security'], path).toBeUndefined();
      const secure = await request.get(path, { headers: { 'x-forwarded-proto': 'https' } });
      expect(secure.headers()['strict-transport-security'], path).toBe('max-age=31536000');
    }
  });
});

/** Loads Razorpay's checkout script and frame as checkout-script.ts does (answered here: the machine is offline). */
async function razorpayLoads(page: Page): Promise<{ script: boolean; frame: boolean }> {
  return page.evaluate(
    ({ scriptUrl, frameUrl }) =>
      Promise.all([
        new Promise<boolean>((resolve) => {
          const script = document.createElement('script');
          script.src = scriptUrl;
          script.onload = () => resolve((window as unknown as { __razorpayStub?: boolean }).__razorpayStub === true);
          script.onerror = () => resolve(false);
          document.body.appendChild(script);
        }),
        new Promise<boolean>((resolve) => {
          const frame = document.createElement('iframe');
          frame.src = frameUrl;
          frame.style.display = 'none';
          window.addEventListener('message', (event) => event.data === 'razorpay-frame' && resolve(true));
          setTimeout(() => resolve(false), 3000);
          document.body.appendChild(frame);
        }),
      ]).then(([script, frame]) => ({ script, frame })),
    { scriptUrl: RAZORPAY_SCRIPT, frameUrl: RAZORPAY_FRAME },
  );
}

async function stubRazorpay(page: Page) {
  await page.route(RAZORPAY_SCRIPT, (route) => route.fulfill({ contentType: 'application/javascript', body: 'window.__razorpayStub = true;' }));
  await page.route(`${RAZORPAY_FRAME}*`, (route) =>
    route.fulfill({ contentType: 'text/html', body: "<script>parent.postMessage('razorpay-frame', '*')</script>" }),
  );
}

test('a shopper’s journey, every page type, breaks no policy; Razorpay loads on the checkout reached by a click', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const violations = await collectCspViolations(page);
  const shopper = await registerShopper(request, 'csp-journey');
  const token = await platformToken(request, shopper.email, shopper.password);
  await addAddress(request, token, shopper);
  await signInContext(page, shopper);
  await stubRazorpay(page);

  for (const path of ['/', '/products-section2/101', '/Product-Serach/shirt', '/wishlist', '/your-orders', '/overview', '/no-such-page-here']) {
    await page.goto(path);
    await expect(page.locator('#main')).toBeVisible(nav);
    await page.waitForLoadState('networkidle');
  }
  await page.goto(`/product/${PRODUCTS.towels.slug}`);
  await expect(page.locator('[data-testid="purchase-options"][data-hydrated]')).toHaveCount(1, nav);
  await addToCart(request, token, [{ prod_id: PRODUCTS.towels.id, unit: 1, cart_size: '' }]);
  await page.goto('/addcart');
  await expect(page.getByTestId('cart-line').first()).toBeVisible(nav);
  await keepScreenshot(page, testInfo, 'csp-cart');
  // Into the checkout by the cart's own button: a client-side navigation keeps the cart page's policy.
  await page.getByRole('button', { name: 'Place Order' }).filter({ visible: true }).first().click();
  await expect(page).toHaveURL(/\/checkout2/, nav);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeVisible(nav);
  expect(await razorpayLoads(page)).toEqual({ script: true, frame: true });
  // Opened directly, the checkout has its own policy with a nonce: Next.js's scripts run (the page works), Razorpay loads.
  await page.reload();
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled(nav);
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await expect(page.getByTestId('online-discount')).toBeVisible();
  expect(await razorpayLoads(page)).toEqual({ script: true, frame: true });
  await keepScreenshot(page, testInfo, 'csp-checkout');
  expect(violations).toEqual([]);
});

test('the console’s pages break no policy, and its policy stops injected code and Razorpay', async ({ page }, testInfo) => {
  test.setTimeout(120_000);
  const violations = await collectCspViolations(page);
  await stubRazorpay(page);
  await signInToConsole(page);
  for (const path of ['/admin/orders', '/admin/prices', '/admin/branding', '/admin/banners', '/admin/sections', '/admin/team']) {
    await page.goto(path);
    await expect(page.locator('#console-main h1').first()).toBeVisible(nav);
    await page.waitForLoadState('networkidle');
  }
  await keepScreenshot(page, testInfo, 'csp-console');
  expect(violations).toEqual([]);

  // Markup that got into the page with an event handler does not run, and says so.
  const ran = await page.evaluate(async () => {
    document.body.insertAdjacentHTML('beforeend', '<img alt="" src="data:," onerror="window.__injected = true">');
    await new Promise((resolve) => setTimeout(resolve, 300));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  expect(await razorpayLoads(page)).toEqual({ script: false, frame: false });
  expect(violations.join('\n')).toMatch(/script-src-attr blocked inline/);
  expect(violations.join('\n')).toMatch(/frame-src blocked https:\/\/api\.razorpay\.com/);
});

test('a policy violation fails the journeys’ console checks', async ({ page }) => {
  const errors = collectConsoleErrors(page);
  await page.goto('/');
  await expect(page.locator('#main')).toBeVisible(nav);
  expect(errors).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.src = 'https://scripts.example/tracker.js';
    document.body.appendChild(script);
  });
  // Chromium's words: "Loading the script '…' violates the following Content Security Policy directive …".
  await expect.poll(() => errors.join('\n')).toMatch(/'https:\/\/scripts\.example\/tracker\.js' violates the following Content Security Policy/);
});
