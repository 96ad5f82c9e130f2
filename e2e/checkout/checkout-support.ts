import fs from 'node:fs';
import type { APIRequestContext, Page, TestInfo } from '@playwright/test';
import { addAddress, platformToken, registerShopper, shot, signInContext, type Shopper } from '../support/account-helpers';

export const nav = { timeout: 30_000 };

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
