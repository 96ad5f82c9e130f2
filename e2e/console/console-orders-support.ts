import fs from 'node:fs';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { platformToken } from '../support/account-helpers';
import { shop1 } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

export const nav = { timeout: 30_000 };
export const PRIYA = { email: 'priya@example.com', password: 'Priya@2024', mobile: '9876501234' };
const adminKey = process.env.E2E_ADMIN_KEY ?? 'e2e-admin-key';
/** A sized product no other journey uses (so its stock is the orders journeys' to count). */
export const ANARKALI = {
  id: 233,
  slug: 'desi-threads-womens-block-printed-rayon-anarkali-kurta-beige-006g',
  size: 'XL',
  name: 'Desi Threads Women',
};

/** Puts a size's stock at `units` through the back office's admin-key call. */
export async function setStock(request: APIRequestContext, product: { slug: string; size: string }, units: number) {
  const answer = await request.post(`${shop1}/api/admin/product`, {
    headers: { 'X-Admin-Key': adminKey },
    data: { ASIN: product.slug, stock: { [product.size]: units } },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A full-page screenshot kept with the test, and copied to SHOTS_DIR as orders-<name>-<width>.png when set. */
export async function snap(page: Page, testInfo: TestInfo, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await keepScreenshot(page, testInfo, `orders-${name}`);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/orders-${name}-${page.viewportSize()?.width ?? 0}.png`, fullPage: true });
  }
}

/** A cash-on-delivery order placed as priya through the platform's API; answers its number. */
export async function placePriyaOrder(
  request: APIRequestContext,
  lines: { id: number; slug: string; size: string; quantity: number }[],
): Promise<string> {
  const token = await platformToken(request, PRIYA.email, PRIYA.password);
  const bearer = { authorization: `Bearer ${token}` };
  const addresses = await request.get(`${shop1}/api/Get_AllAddress`, { headers: bearer });
  const [address] = ((await addresses.json()) as { data: { id: number }[] }).data;
  const captcha = await request.post(`${shop1}/api/New_Captcha`, { headers: bearer });
  const [code] = ((await captcha.json()) as { data: { captcha_id: string; code: string }[] }).data;
  const placed = await request.post(`${shop1}/api/insert_Customer_Order`, {
    headers: bearer,
    data: {
      addressid: address!.id,
      coupan_Code: '',
      paymentmode: 'COD',
      orders: lines.map((l) => ({ asinid: l.id, quantity: l.quantity, productcode: l.slug, size: l.size })),
      captcha_id: code!.captcha_id,
      captcha_code: code!.code,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
  return ((await placed.json()) as { data: { CoOrderID: string } }).data.CoOrderID;
}
