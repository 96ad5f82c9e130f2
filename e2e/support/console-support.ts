import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

export const port = Number(process.env.E2E_PORT) || 3100;
export const shop1 = `http://localhost:${port}`;
export const shop2 = `http://shop2.localhost:${port}`;

export const OWNER1 = { email: 'owner@example.com', password: 'Owner@2024' };
export const OWNER2 = { email: 'owner2@example.com', password: 'Owner@2024' };
export const OPERATOR = { email: 'operator@example.com', password: 'Operator@2024' };

const nav = { timeout: 30_000 };

/** Signs in on the console's page of a shop (`origin`, default Apna Bazaar) and waits for the dashboard. */
export async function signInToConsole(page: Page, account = OWNER1, origin = shop1): Promise<void> {
  await page.goto(`${origin}/admin/login`);
  await fillConsoleSignIn(page, account);
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(nav);
}

/** Fills and submits the console sign-in form (the page must be showing it). */
export async function fillConsoleSignIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The console session's token (the httpOnly cookie), for calls made as the signed-in admin. */
export async function consoleToken(page: Page): Promise<string> {
  const cookie = (await page.context().cookies()).find((c) => c.name === 'console_session');
  if (!cookie) throw new Error('No console session cookie');
  return cookie.value;
}

/** Serious or critical accessibility problems on a console page. */
export async function consoleAxeViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).include('#console-main').analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}
