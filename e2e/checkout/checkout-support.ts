import fs from 'node:fs';
import { expect, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { addAddress, platformToken, registerShopper, shot, signInContext, type Shopper } from '../support/account-helpers';

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
