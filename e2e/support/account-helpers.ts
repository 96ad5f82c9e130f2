import { expect, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';

/** Test shoppers and platform calls for the account, checkout and order journeys (each test makes its own). */

export interface Shopper {
  firstname: string;
  lastname: string;
  email: string;
  mobileno: string;
  password: string;
}

let counter = 0;

export function newShopper(tag: string): Shopper {
  counter += 1;
  const unique = `${Date.now().toString(36)}${process.pid.toString(36)}${counter}`;
  const mobile = `9${String(Date.now() * 10 + counter + process.pid).slice(-9)}`;
  return { firstname: 'Test', lastname: `Shopper ${tag}`, email: `e2e-${tag}-${unique}@example.com`, mobileno: mobile, password: 'Secret@123' };
}

export async function registerShopper(request: APIRequestContext, tag: string): Promise<Shopper> {
  for (let attempt = 0; attempt < 3; attempt++) {
    const shopper = newShopper(tag);
    const response = await request.post('/api/insert_customer', { data: shopper });
    if (response.ok()) return shopper;
    if (attempt === 2) expect(response.ok(), await response.text()).toBe(true);
  }
  throw new Error('unreachable');
}

export async function platformToken(request: APIRequestContext, username: string, password: string): Promise<string> {
  const response = await request.post('/token', { form: { username, password, grant_type: 'password' } });
  expect(response.ok(), await response.text()).toBe(true);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Signs the browser context in through the storefront's own handler (sets the httpOnly cookie). */
export async function signInContext(page: Page, shopper: Pick<Shopper, 'email' | 'password'>): Promise<void> {
  const response = await page.request.post('/store/session', { data: { username: shopper.email, password: shopper.password } });
  expect(response.status(), await response.text()).toBe(200);
}

export async function tokenCookie(context: BrowserContext): Promise<string> {
  const cookie = (await context.cookies()).find((c) => c.name === 'user_token');
  expect(cookie, 'user_token cookie').toBeTruthy();
  return cookie!.value;
}

export const BENGALURU = { pincode: '560038', city: 'Bengaluru', state: 'Karnataka' };

/** Saves an address at `place` (Bengaluru unless given) for the shopper; `shopHeaders` picks another shop than the first (its Host header). */
export async function addAddress(
  request: APIRequestContext,
  token: string,
  shopper: Shopper,
  shopHeaders: Record<string, string> = {},
  place: { pincode: string; city: string; state: string } = BENGALURU,
) {
  const response = await request.post('/api/insert_Customer_add', {
    headers: { ...shopHeaders, authorization: `Bearer ${token}` },
    data: {
      name: `${shopper.firstname} ${shopper.lastname}`,
      email: shopper.email,
      mobile: shopper.mobileno,
      address1: '221 MG Road',
      address2: 'Indiranagar',
      country: 'India',
      city: place.city,
      district: '',
      pincode: place.pincode,
      state: place.state,
    },
  });
  expect(response.ok(), await response.text()).toBe(true);
}

/** A cash-on-delivery order of the token's first address, placed through the platform's API with its captcha answered; its number. */
export async function placeCodOrder(
  request: APIRequestContext,
  token: string,
  lines: { asinid: number; productcode: string; quantity: number; size: string }[],
): Promise<string> {
  const bearer = { authorization: `Bearer ${token}` };
  const [address] = ((await (await request.get('/api/Get_AllAddress', { headers: bearer })).json()) as { data: { id: number }[] }).data;
  const [code] = ((await (await request.post('/api/New_Captcha', { headers: bearer })).json()) as { data: { captcha_id: string; code: string }[] })
    .data;
  const placed = await request.post('/api/insert_Customer_Order', {
    headers: bearer,
    data: { addressid: address!.id, coupan_Code: '', paymentmode: 'COD', orders: lines, captcha_id: code!.captcha_id, captcha_code: code!.code },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { data: { CoOrderID: string } }).data.CoOrderID;
}

export async function addToCart(request: APIRequestContext, token: string, lines: { prod_id: number; unit: number; cart_size: string }[]) {
  const response = await request.post('/api/Add_to_cart1', { headers: { authorization: `Bearer ${token}` }, data: lines });
  expect(response.ok(), await response.text()).toBe(true);
}

export async function sizeStock(request: APIRequestContext, slug: string, size: string): Promise<number> {
  const response = await request.post('/api/GetSingleProductFilters', { data: { search: slug, subcat_id: 0, type: '' } });
  const [product] = (await response.json()) as { sizes: { Size_Desc: string; Stock: number }[] }[];
  const row = product?.sizes.find((s) => s.Size_Desc === size);
  expect(row, `size ${size} of ${slug}`).toBeTruthy();
  return row!.Stock;
}

export interface OrderLineWire {
  CoOrderID: string;
  CoProduct: string;
  CoOrderStatus: string;
  CoPaymentMode: string;
  CoPaymentStatus: string;
}

export async function ordersOf(request: APIRequestContext, token: string): Promise<OrderLineWire[]> {
  const response = await request.get('/api/Get_OrderDetails', { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: OrderLineWire[] }).data;
}

/** Products the other journeys leave alone. */
export const PRODUCTS = {
  kurti: { id: 398, slug: 'urban-tula-womens-mirror-work-muslin-a-line-kurti-navy-blue-00b1', size: 'XL', name: "Urban Tula Women's Mirror" },
  rangrez: { id: 178, slug: 'rangrez-womens-mirror-work-georgette-kurti-rani-pink-004x', size: 'M', name: "Rangrez Women's Mirror Work" },
  sneakers: {
    id: 200,
    slug: 'agra-leatherworks-mens-lightweight-synthetic-leather-sneakers-005j',
    size: 'UK 8',
    name: "Agra Leatherworks Men's Lightweight",
  },
  towels: { id: 159, slug: 'moradabad-metals-striped-cotton-towel-set-of-4-004e', size: '', name: 'Moradabad Metals Striped Cotton' },
  cushion: { id: 45, slug: 'rasoi-pro-block-printed-velvet-cushion-cover-16x16-0018', size: '', name: 'Rasoi Pro Block Printed' },
} as const;

/** keepScreenshot from the top of the page (a sticky header otherwise lands mid-way in a full-page shot). */
export async function shot(page: Page, testInfo: import('@playwright/test').TestInfo, name: string): Promise<void> {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.waitForTimeout(150);
  const { keepScreenshot } = await import('./screenshots');
  await keepScreenshot(page, testInfo, name);
}

/** Waits until the sign-in/registration form has hydrated (typing earlier would be reset by React). */
export async function formReady(page: Page): Promise<void> {
  await expect(page.locator('form[data-hydrated]').first()).toBeVisible({ timeout: 30_000 });
}
