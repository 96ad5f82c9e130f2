import fs from 'node:fs';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { addAddress, BENGALURU, newShopper, platformToken, registerShopper, shot, signInContext, type Shopper } from '../support/account-helpers';
import { shop2 } from '../support/catalogue-support';

export const nav = { timeout: 30_000 };

/** Size S: the product-page journeys count on the stock of M and XL. */
export const HOLI = { id: 1, slug: 'holi-t-shirt', name: 'HOLI T-SHIRT', size: 'S' };

/** A screenshot kept with the test and, when `dir` (SHOTS_DIR unless given) is set, copied there for a person to look at. */
export async function snap(page: Page, testInfo: TestInfo, name: string, dir = process.env.SHOTS_DIR) {
  await shot(page, testInfo, name);
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: true });
  }
}

/** A fresh shopper with an address, signed in on `page`. */
export async function signedInShopper(page: Page, request: APIRequestContext, tag: string): Promise<{ shopper: Shopper; token: string }> {
  const shopper = await registerShopper(request, tag);
  const token = await platformToken(request, shopper.email, shopper.password);
  await addAddress(request, token, shopper);
  await signInContext(page, shopper);
  return { shopper, token };
}

/** The order as the platform keeps it: its payment state and amounts. */
export async function orderFromPlatform(request: APIRequestContext, token: string, number: string) {
  const response = await request.get(`/api/Get_Order?order_id=${encodeURIComponent(number)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { CoPaymentStatus: string; amounts: { total: number; refunded: number; cancelled: number } } }).data;
}

// Node does not resolve shop2.localhost as Chromium does: the API calls go to localhost naming Kesari Mart's host.
export const kesari = { 'x-forwarded-host': new URL(shop2).host };

/**
 * A new shopper of shop2 (Kesari Mart, the COD showcase) with an address at `place`, signed in from a page of shop2
 * (`signInPage`), so the session cookie is that host's.
 */
export async function shop2Shopper(
  page: Page,
  request: APIRequestContext,
  tag: string,
  { place = BENGALURU, signInPage = '/CustomerSupport' } = {},
): Promise<{ shopper: Shopper; bearer: Record<string, string> }> {
  let shopper: Shopper | null = null;
  for (let attempt = 0; attempt < 3 && !shopper; attempt++) {
    const candidate = newShopper(tag);
    if ((await request.post('/api/insert_customer', { headers: kesari, data: candidate })).ok()) shopper = candidate;
  }
  expect(shopper).not.toBeNull();
  const signedIn = await request.post('/token', {
    headers: kesari,
    form: { username: shopper!.email, password: shopper!.password, grant_type: 'password' },
  });
  expect(signedIn.ok()).toBe(true);
  const token = ((await signedIn.json()) as { access_token: string }).access_token;
  await addAddress(request, token, shopper!, kesari, place);
  await page.goto(`${shop2}${signInPage}`);
  const status = await page.evaluate(
    async (body) =>
      (await fetch('/store/session', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).status,
    { username: shopper!.email, password: shopper!.password },
  );
  expect(status).toBe(200);
  return { shopper: shopper!, bearer: { ...kesari, authorization: `Bearer ${token}` } };
}

/** The text message shop2's development outbox holds for an order (the COD code). */
export async function textForOrder(request: APIRequestContext, orderId: string): Promise<string> {
  const response = await request.get('/api/Dev_Outbox', { headers: kesari });
  expect(response.ok()).toBe(true);
  const { data } = (await response.json()) as { data: { to: string; text: string }[] };
  const sms = data.find((message) => message.text.includes(orderId));
  expect(sms, `a text message for ${orderId}`).toBeDefined();
  return sms!.text;
}
