import { expect, test } from '@playwright/test';
import { addAddress, formReady, platformToken, registerShopper, signInContext, tokenCookie } from '../support/account-helpers';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };

test.describe('sessions and safety', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'checked once, at 1280px'));

  test('a signed-out visit to /your-orders signs in and returns there; the token stays out of page JavaScript', async ({ page, request }) => {
    test.setTimeout(120_000);
    const shopper = await registerShopper(request, 'gate');
    await page.goto('/your-orders');
    await expect(page).toHaveURL(/\/login\?next=%2Fyour-orders$/, nav);
    await expect(page).toHaveTitle(/^Login \| localhost$/);
    await formReady(page);
    await page.getByLabel('Username or email').fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page).toHaveURL(/\/your-orders$/, nav);
    await page.getByRole('dialog', { name: 'Login Successful' }).getByRole('button', { name: 'Close' }).click();
    await expect(page.getByText('No orders found.')).toBeVisible(nav);

    const visible = await page.evaluate(() => document.cookie);
    expect(visible).toContain('user_name=');
    expect(visible).not.toContain('user_token');
    const token = (await page.context().cookies()).find((c) => c.name === 'user_token');
    expect(token).toMatchObject({ httpOnly: true, sameSite: 'Lax' });

    // Sign Out (the header's call) clears the session: the orders page is gated again.
    const out = await page.request.post('/store/session/sign-out');
    expect(out.status()).toBe(200);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('user_token');
    await page.goto('/your-orders');
    await expect(page).toHaveURL(/\/login\?next=/, nav);
  });

  test('Sign Out in the browser ends the token on the platform: a client still holding it is refused', async ({ page, request }) => {
    test.setTimeout(120_000);
    const shopper = await registerShopper(request, 'revoke');
    await signInContext(page, shopper);
    const token = await tokenCookie(page.context());
    const orders = () => request.get('/api/Get_OrderDetails', { headers: { authorization: `Bearer ${token}` } });
    expect((await orders()).status()).toBe(200);

    await page.goto('/');
    await page.getByRole('button', { name: /^Hello, Test/ }).click();
    await page.getByRole('button', { name: 'Sign Out' }).click();
    await expect(page).toHaveURL(/\/login/, nav);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('user_token');

    const after = await orders();
    expect(after.status()).toBe(401);
    expect(await after.json()).toEqual({ Message: 'Authorization has been denied for this request.' });
  });

  test('after 5 wrong passwords the sign-in form says to wait; another address can still sign in', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const shopper = await registerShopper(request, 'throttle');
    await page.goto('/login');
    await formReady(page);
    await page.getByLabel('Username or email').fill(shopper.email);
    const attempt = async (password: string) => {
      await page.getByLabel('Password', { exact: true }).fill(password);
      const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/store/session' && r.request().method() === 'POST');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      return (await answered).status();
    };
    for (let i = 0; i < 5; i++) {
      expect(await attempt(`Wrong@${i}234`)).toBe(401);
      await expect(page.getByText('Invalid email or password. Please try again.')).toBeVisible();
    }
    // The right password from the same browser is refused too, with the wait rather than 'wrong password'.
    expect(await attempt(shopper.password)).toBe(429);
    await expect(page.getByText('Too many failed sign-in attempts. Please wait 15 minutes and try again.')).toBeVisible();
    await expect(page.getByText('Invalid email or password. Please try again.')).toHaveCount(0);
    await expect(page).toHaveURL(/\/login$/);
    await keepScreenshot(page, testInfo, 'sign-in-wait');

    // A shopper behind another address (as a proxy in front would say) is not locked out.
    const elsewhere = await request.post('/store/session', {
      headers: { 'x-forwarded-for': '198.51.100.23' },
      data: { username: shopper.email, password: shopper.password },
    });
    expect(elsewhere.status()).toBe(200);
  });

  test('cross-site posts to the storefront handlers are refused', async ({ request }) => {
    const shopper = await registerShopper(request, 'csrf');
    const crossSite = await request.post('/store/session', {
      headers: { origin: 'http://evil.example' },
      data: { username: shopper.email, password: shopper.password },
    });
    expect(crossSite.status()).toBe(403);
    const fetchSite = await request.post('/store/session', {
      headers: { 'sec-fetch-site': 'cross-site' },
      data: { username: shopper.email, password: shopper.password },
    });
    expect(fetchSite.status()).toBe(403);
    const sameSite = await request.post('/store/session', { data: { username: shopper.email, password: shopper.password } });
    expect(sameSite.status()).toBe(200);
    const invalid = await request.post('/store/session', { data: { username: '' } });
    expect(invalid.status()).toBe(400);
  });

  test("one shopper can neither see nor change another's addresses", async ({ browser, request }) => {
    const owner = await registerShopper(request, 'owner');
    const ownerToken = await platformToken(request, owner.email, owner.password);
    await addAddress(request, ownerToken, owner);
    const list = await request.get('/api/Get_AllAddress', { headers: { authorization: `Bearer ${ownerToken}` } });
    const ownerAddress = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;

    const other = await registerShopper(request, 'other');
    const context = await browser.newContext();
    const page = await context.newPage();
    await signInContext(page, other);
    const seen = await page.request.get('/store/addresses');
    expect(((await seen.json()) as { data: unknown[] }).data).toEqual([]);
    const deleted = await page.request.delete(`/store/addresses/${ownerAddress}`);
    expect(deleted.ok()).toBe(false);
    const after = await request.get('/api/Get_AllAddress', { headers: { authorization: `Bearer ${ownerToken}` } });
    expect(((await after.json()) as { data: { id: number }[] }).data.map((a) => a.id)).toContain(ownerAddress);
    await context.close();
  });

  test('a token the platform no longer accepts ends the session with the spec message', async ({ page, baseURL }) => {
    const url = new URL(baseURL!);
    await page.context().addCookies([
      { name: 'user_token', value: 'revoked-or-expired-token', domain: url.hostname, path: '/', httpOnly: true, sameSite: 'Lax' },
      { name: 'user_name', value: 'Ghost', domain: url.hostname, path: '/', sameSite: 'Lax' },
    ]);
    await page.goto('/your-orders');
    await expect(page.getByRole('alert').filter({ hasText: 'Session expired. Please log in again.' })).toBeVisible(nav);
    expect((await page.context().cookies()).map((c) => c.name)).not.toContain('user_token');
    expect(await page.evaluate(() => document.cookie)).not.toContain('user_name');
  });
});
