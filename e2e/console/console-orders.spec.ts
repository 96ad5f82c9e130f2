import { expect, test } from '@playwright/test';
import { platformToken, signInContext, tokenCookie } from '../support/account-helpers';
import { consoleAxeViolations, OWNER2, shop1, shop2, signInToConsole } from '../support/console-support';
import { ANARKALI, nav, placePriyaOrder, PRIYA, setStock, snap } from './console-orders-support';

/**
 * The console's Orders lists: an order placed at the storefront is mailed at once and is in the To ship and Today
 * lists; an empty search and a wrong date say so; another shop's owner and a shopper's token reach no orders call.
 * Finding, shipping, cancelling and invoicing an order are console-order-fulfilment.spec.ts.
 */
test.describe('the console: orders', () => {
  test("priya places an order and is mailed at once, with a link on the shop's host and port; the console's To ship and Today lists have it", async ({
    page,
  }, testInfo) => {
    test.setTimeout(180_000);
    await setStock(page.request, ANARKALI, 40);
    // Placed through the storefront's own checkout call, as the checkout page sends it.
    await signInContext(page, PRIYA);
    const token = await tokenCookie(page.context());
    const addresses = await page.request.get('/api/Get_AllAddress', { headers: { authorization: `Bearer ${token}` } });
    const [address] = ((await addresses.json()) as { data: { id: number }[] }).data;
    const captcha = ((await (await page.request.post('/store/checkout/captcha')).json()) as { data: { id: string; code: string } }).data;
    const placed = await page.request.post('/store/checkout/place', {
      data: {
        addressId: address!.id,
        paymentMode: 'COD',
        attemptKey: `mail-${testInfo.project.name}-${Date.now()}`,
        captchaId: captcha.id,
        captchaCode: captcha.code,
        lines: [{ productId: ANARKALI.id, slug: ANARKALI.slug, units: 1, size: ANARKALI.size }],
      },
    });
    expect(placed.status(), await placed.text()).toBe(200);
    const number = ((await placed.json()) as { data: { orderId: string } }).data.orderId;

    await page.goto('/dev-mailbox');
    const mail = page.getByTestId('dev-mail').filter({ hasText: `Your Apna Bazaar order ${number} is placed` });
    await expect(mail).toContainText('To priya@example.com', nav);
    await expect(mail).toContainText('To pay on delivery: ₹');
    const link = mail.getByRole('link', { name: /\/track\?order=/ });
    expect(await link.getAttribute('href')).toBe(`${shop1}/track?order=${number}`);
    await link.click();
    await expect(page).toHaveURL(`${shop1}/track?order=${number}`, nav);
    await expect(page.getByTestId('tracking-events')).toBeVisible(nav);

    // The console: one tap for the orders still to ship and for today's; on a phone the filters stay folded.
    await signInToConsole(page);
    await page.goto('/admin/orders');
    const lists = page.getByRole('navigation', { name: 'Order lists' });
    await expect(lists.getByRole('link', { name: 'All orders' })).toHaveAttribute('aria-current', 'page');
    if (testInfo.project.name === 'phone') {
      await expect(page.getByRole('searchbox', { name: 'Search' })).toBeHidden();
      // The list starts on the first screen, under the shortcuts and the folded filters.
      await expect(page.getByTestId('order-row').filter({ visible: true }).first()).toBeInViewport();
    } else {
      await expect(page.getByRole('searchbox', { name: 'Search' })).toBeVisible();
    }
    await snap(page, testInfo, 'list-shortcuts');
    await lists.getByRole('link', { name: 'To ship' }).click();
    await expect(page).toHaveURL(/[?&]status=To\+ship/, nav);
    await expect(lists.getByRole('link', { name: 'To ship' })).toHaveAttribute('aria-current', 'page');
    const rows = page.getByTestId('order-row').filter({ visible: true });
    await expect(rows.filter({ hasText: number })).toBeVisible(nav);
    for (const text of await rows.allInnerTexts()) expect(text).toMatch(/Confirmed|Packed/);
    expect(await consoleAxeViolations(page)).toEqual([]);
    await lists.getByRole('link', { name: 'Today' }).click();
    await expect(page).toHaveURL(/[?&]from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}/, nav);
    await expect(lists.getByRole('link', { name: 'Today' })).toHaveAttribute('aria-current', 'page');
    await expect(rows.filter({ hasText: number })).toBeVisible(nav);
    await snap(page, testInfo, 'list-today');
  });

  test('an empty search says so, and a wrong date is refused in words', async ({ page }, testInfo) => {
    await signInToConsole(page);
    await page.goto('/admin/orders?q=nobody-orders-like-this');
    await expect(page.getByText('No orders match these filters.')).toBeVisible(nav);
    await snap(page, testInfo, 'list-empty');
    await page.goto('/admin/orders?from=2026-12-31&to=2026-01-01');
    await expect(page.getByRole('alert').filter({ hasText: 'The from date' })).toHaveText('The from date must be on or before the to date.', nav);
  });

  test("Kesari Mart's owner cannot read or change Apna Bazaar's orders, and a shopper's token opens no orders call", async ({ request }) => {
    test.skip(test.info().project.name !== 'desktop', 'checked once, at 1280px');
    const apna = await placePriyaOrder(request, [{ ...ANARKALI, quantity: 1 }]);
    // Node does not resolve shop2.localhost as Chromium does: Kesari Mart's calls name its host in X-Forwarded-Host.
    const kesariHost = { 'x-forwarded-host': new URL(shop2).host };
    const signIn = await request.post(`${shop1}/api/console/sign_in`, {
      headers: kesariHost,
      data: { email: OWNER2.email, password: OWNER2.password },
    });
    expect(signIn.ok(), await signIn.text()).toBe(true);
    const kesari = ((await signIn.json()) as { token: string }).token;
    const shopper = await platformToken(request, PRIYA.email, PRIYA.password);
    const calls = (host: 'kesari' | 'apna', token: string) => {
      const origin = shop1;
      const headers = { authorization: `Bearer ${token}`, ...(host === 'kesari' ? kesariHost : {}) };
      return [
        request.get(`${origin}/api/console/orders/detail?number=${apna}`, { headers }),
        request.get(`${origin}/api/console/orders?q=${apna}`, { headers }),
        request.get(`${origin}/api/console/orders/export?q=${apna}`, { headers }),
        request.post(`${origin}/api/console/orders/status`, { headers, data: { number: apna, status: 'Packed' } }),
        request.post(`${origin}/api/console/orders/cancel`, { headers, data: { number: apna, reason: 'Not my order' } }),
      ];
    };
    // On its own host, Apna Bazaar's order is not Kesari Mart's: not found, and not in its list or export.
    const [detail, list, exported, move, cancel] = await Promise.all(calls('kesari', kesari));
    expect(detail!.status()).toBe(404);
    expect(((await list!.json()) as { total: number }).total).toBe(0);
    expect(await exported!.text()).not.toContain(apna);
    expect(move!.status()).toBe(404);
    expect(cancel!.status()).toBe(404);
    // On Apna Bazaar's host, Kesari Mart's session is refused, and a shopper's token is no console session.
    for (const response of await Promise.all(calls('apna', kesari))) expect(response.status()).toBe(403);
    for (const response of await Promise.all(calls('apna', shopper))) expect(response.status()).toBe(401);
    const token = await platformToken(request, PRIYA.email, PRIYA.password);
    const order = await request.get(`${shop1}/api/Get_OrderDetails`, { headers: { authorization: `Bearer ${token}` } });
    const lines = ((await order.json()) as { data: { CoOrderID: string; CoOrderStatus: string }[] }).data.filter((l) => l.CoOrderID === apna);
    expect(lines.map((l) => l.CoOrderStatus)).toEqual(['Confirmed']);
  });
});
