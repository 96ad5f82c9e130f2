import { expect, type APIRequestContext, type Page, type PlaywrightWorkerArgs } from '@playwright/test';
import { products, sizeWithStock, type WireProduct } from '../support/cart-support';
import { OWNER1, shop1 } from '../support/console-support';
import { nav } from './checkout-support';

/** Products no other journey counts the stock of, one unsized (a single line is enough for a cart). */
export const CANDIDATES = [52, 57, 63, 71, 84, 96, 103, 117, 124, 131, 142, 153, 166, 187, 194, 211, 226, 241, 258, 263];

export { snap } from './checkout-support';

/** A product whose one unit costs between `min` and `max` rupees (list price), with a size that has `stock` units. */
export async function productPriced(
  request: APIRequestContext,
  min: number,
  max: number,
  stock = 3,
): Promise<{ product: WireProduct; size: string }> {
  for (const product of await products(request, CANDIDATES)) {
    const size = sizeWithStock(product, stock);
    if (size && product.discountPrice >= min && product.discountPrice <= max) return { product, size: size.size };
  }
  throw new Error(`No candidate product priced ₹${min}–₹${max}`);
}

export async function consoleHeaders(request: APIRequestContext) {
  const signIn = await request.post(`${shop1}/api/console/sign_in`, { data: OWNER1 });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return { authorization: `Bearer ${((await signIn.json()) as { token: string }).token}` };
}

/** Creates (or, when a failed run left it, edits back) a coupon of the first demo shop through the console's API. */
export async function saveCoupon(request: APIRequestContext, coupon: Record<string, unknown> & { code: string }) {
  const headers = await consoleHeaders(request);
  const listed = (await (await request.get(`${shop1}/api/console/coupons`, { headers })).json()) as { data: { id: number; code: string }[] };
  const existing = listed.data.find((row) => row.code === coupon.code);
  const body = {
    kind: 'PERCENT',
    percent: 10,
    minCartRupees: 0,
    usesPerShopper: 1,
    status: 'active',
    ...coupon,
    ...(existing ? { id: existing.id } : {}),
  };
  const saved = await request.post(`${shop1}/api/console/coupons/save`, { headers, data: body });
  expect(saved.ok(), await saved.text()).toBe(true);
  return ((await saved.json()) as { data: { id: number } }).data.id;
}

/** The demo shop's two coupons as the issue describes them (the demo data makes them; made here if it has not). */
export async function ensureShopCoupons(playwright: PlaywrightWorkerArgs['playwright']) {
  const request = await playwright.request.newContext({ baseURL: shop1 });
  const headers = await consoleHeaders(request);
  const listed = (await (await request.get(`${shop1}/api/console/coupons`, { headers })).json()) as { data: { code: string }[] };
  const has = (code: string) => listed.data.some((row) => row.code === code);
  if (!has('WELCOME10')) await saveCoupon(request, { code: 'WELCOME10', kind: 'PERCENT', percent: 10, capRupees: 200, minCartRupees: 499 });
  if (!has('FLAT100')) await saveCoupon(request, { code: 'FLAT100', kind: 'FLAT', percent: 0, flatRupees: 100, minCartRupees: 999 });
  await request.dispose();
}

/** The coupons these journeys made go again (a used one is archived), so the product page's best offer is the shop's own. */
export async function deleteTestCoupons(request: APIRequestContext) {
  const headers = await consoleHeaders(request);
  const listed = (await (await request.get(`${shop1}/api/console/coupons`, { headers })).json()) as { data: { id: number; code: string }[] };
  for (const coupon of listed.data.filter((row) => row.code.startsWith('E2E'))) {
    await request.post(`${shop1}/api/console/coupons/delete`, { headers, data: { id: coupon.id } });
  }
}

/** The last rupee figure of a text ("WELCOME10 applied: you save ₹1,087" → 1087; "FREE" → 0). */
export const rupees = (text: string | null) => Number(/₹([\d,]+)(?!.*₹)/.exec(text ?? '')?.[1]?.replace(/,/g, '') ?? 0);

/** The cart once the platform has priced it (its coupon row and summary are on screen). */
export async function openPricedCart(page: Page) {
  await page.goto('/addcart');
  await expect(page.getByTestId('cart-summary')).toBeVisible(nav);
  await expect(page.getByTestId('coupon-row')).toBeVisible();
}

export async function applyCode(page: Page, code: string) {
  const row = page.getByTestId('coupon-row');
  await row.getByLabel('Coupon code').fill(code);
  await row.getByRole('button', { name: 'Apply', exact: true }).click();
}
