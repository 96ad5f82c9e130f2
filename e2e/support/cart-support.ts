import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type BrowserContext, type Page, type TestInfo } from '@playwright/test';
import { encodeCartCookie, type StoredCartLine } from '@/modules/cart/cart-cookie';
import { encodeWishlistCookie } from '@/modules/wishlist/wishlist-cookie';
import { keepScreenshot } from './screenshots';

/** Helpers of the cart and wishlist journeys: catalogue facts from the platform, cookies through our codecs, shoppers. */

export const port = Number(process.env.E2E_PORT) || 3100;
export const origin = `http://localhost:${port}`;
/** A fresh connection per API call: a kept-alive one the server has just closed answers ECONNRESET. */
const CLOSE = { connection: 'close' };

export interface WireProduct {
  id: number;
  ASIN: string;
  name: string;
  discountPrice: number;
  originalPrice: number;
  recommendedSellingPrice: number;
  quantity: number;
  sizes: { Size_Desc: string; Stock: number }[];
}

/** The products as the platform answers them now (names, prices, stock per size). */
export async function products(request: APIRequestContext, ids: number[]): Promise<WireProduct[]> {
  const response = await request.post(`${origin}/api/GetProductsByIds`, { headers: CLOSE, data: { ids } });
  expect(response.ok()).toBe(true);
  return (await response.json()) as WireProduct[];
}

/** A size of the product with at least `min` in stock ('' for an unsized product), with its stock. */
export function sizeWithStock(product: WireProduct, min = 1): { size: string; stock: number } | null {
  if (product.sizes.length === 0) return product.quantity >= min ? { size: '', stock: product.quantity } : null;
  const size = product.sizes.find((s) => s.Size_Desc !== '' && s.Stock >= min);
  return size ? { size: size.Size_Desc, stock: size.Stock } : null;
}

export async function setCartCookie(context: BrowserContext, lines: StoredCartLine[]): Promise<void> {
  await context.addCookies([{ name: 'cartItems', value: encodeCartCookie(lines), url: origin }]);
}

export async function setWishlistCookie(context: BrowserContext, ids: number[]): Promise<void> {
  await context.addCookies([{ name: 'wishlistItems', value: encodeURIComponent(encodeWishlistCookie(ids)), url: origin }]);
}

export async function cookieValue(context: BrowserContext, name: string): Promise<string | undefined> {
  return (await context.cookies(origin)).find((c) => c.name === name)?.value;
}

export interface Shopper {
  email: string;
  password: string;
  name: string;
  mobile: string;
}

/** Registers a fresh shopper on the platform (POST /api/insert_customer). */
export async function registerShopper(request: APIRequestContext, tag: string): Promise<Shopper> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const shopper = {
    email: `cart-${tag}-${unique}@example.com`,
    password: 'Cart@2024',
    name: 'Meera Cart',
    mobile: `9${String(Date.now()).slice(-9)}`,
  };
  const response = await request.post(`${origin}/api/insert_customer`, {
    headers: CLOSE,
    data: { firstname: 'Meera', lastname: 'Cart', email: shopper.email, mobileno: shopper.mobile, password: shopper.password },
  });
  expect(await response.json()).toMatchObject({ status: 'true' });
  return shopper;
}

/** A bearer token from POST /token, as the sign-in screen gets one. */
export async function tokenFor(request: APIRequestContext, shopper: Shopper): Promise<string> {
  const response = await request.post(`${origin}/token`, {
    headers: CLOSE,
    form: { username: shopper.email, password: shopper.password, grant_type: 'password' },
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** What the real sign-in leaves in the browser: the httpOnly token and the readable profile cookies. */
export async function signInContext(context: BrowserContext, token: string, shopper: Shopper): Promise<void> {
  await context.addCookies([
    { name: 'user_token', value: token, url: origin, httpOnly: true, sameSite: 'Lax' },
    { name: 'user_name', value: encodeURIComponent(shopper.name), url: origin, sameSite: 'Lax' },
    { name: 'email', value: encodeURIComponent(shopper.email), url: origin, sameSite: 'Lax' },
    { name: 'mobile', value: shopper.mobile, url: origin, sameSite: 'Lax' },
  ]);
}

export interface ServerLine {
  id: number;
  cart_size: string;
  Unit: number;
}

/** The shopper's server cart, straight from the platform. */
export async function serverCart(request: APIRequestContext, token: string): Promise<ServerLine[]> {
  const response = await request.post(`${origin}/api/Add_to_cart1`, {
    headers: { ...CLOSE, authorization: `Bearer ${token}` },
    data: [{ user_token: token }],
  });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: ServerLine[] }).data;
}

export async function saveServerCart(
  request: APIRequestContext,
  token: string,
  lines: { prod_id: number; unit: number; cart_size: string }[],
): Promise<void> {
  const response = await request.post(`${origin}/api/Add_to_cart1`, { headers: { ...CLOSE, authorization: `Bearer ${token}` }, data: lines });
  expect(response.ok(), await response.text()).toBe(true);
}

/** The cart screen once its placeholders are gone. */
export async function openCart(page: Page): Promise<void> {
  await page.goto('/addcart');
  // A long cart is priced by the platform first; on a busy machine that can take a while.
  await expect(page.getByTestId('cart-skeleton')).toHaveCount(0, { timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: /Shopping Cart/ })).toBeVisible();
}

/** The value of the cart summary's row with this label (exact, e.g. 'Subtotal (2 items)', 'Delivery Charges', 'Total'). */
export function summaryValue(page: Page, label: string) {
  return page
    .getByTestId('cart-summary')
    .locator('div')
    .filter({ has: page.locator('dt').getByText(label, { exact: true }) })
    .locator('dd');
}

/** The cart row of a product (by name). */
export function cartRow(page: Page, name: string) {
  return page.getByTestId('cart-line').filter({ has: page.getByRole('heading', { name }) });
}

/** Console errors other than the ones a test provokes on purpose. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Keeps a screenshot once the pictures in view have loaded (so the artefact shows what a shopper sees). */
export async function keep(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await page
    .waitForFunction(
      () =>
        [...document.images]
          .filter((img) => {
            const box = img.getBoundingClientRect();
            return box.width > 0 && box.height > 0 && box.bottom > 0 && box.top < innerHeight;
          })
          .every((img) => img.complete),
      null,
      { timeout: 8_000 },
    )
    .catch(() => undefined);
  await keepScreenshot(page, testInfo, name);
}

/** Serious or critical accessibility problems in the page's main content (ours; the shell is checked by its own tests). */
export async function seriousAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
