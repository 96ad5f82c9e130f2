import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page, type TestInfo } from '@playwright/test';

/** Helpers of the catalogue and shell journeys. */

export const port = Number(process.env.E2E_PORT) || 3100;
export const origin = `http://localhost:${port}`;
export const shop2 = `http://shop2.localhost:${port}`;

/** Navigations render on the server; on a busy machine they can take a while. */
export const NAV = { timeout: 30_000 };

export const isPhone = (testInfo: TestInfo) => testInfo.project.name === 'phone';

/** '₹1,23,456' → 123456. */
export function rupees(text: string): number {
  return Number(text.replace(/[^\d]/g, ''));
}

/** Selling and original price of every product card on the page, in order. */
export async function cardPrices(page: Page): Promise<{ price: number; original: number }[]> {
  const cards = page.getByTestId('product-grid').getByTestId('product-card');
  return cards.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.querySelector('[data-testid="card-price"]')!;
      const price = box.querySelector('p > span')!.textContent ?? '';
      const original = box.querySelector('s')?.textContent ?? price;
      return { price: Number(price.replace(/[^\d]/g, '')), original: Number(original.replace(/[^\d]/g, '')) };
    }),
  );
}

/** The cards' names. Text content, not innerText: cards far below the fold are not rendered yet (content-visibility). */
export async function cardNames(scope: Page | Locator): Promise<string[]> {
  return (await scope.getByTestId('product-card').getByRole('heading').allTextContents()).map((name) => name.trim());
}

/** Errors the browser logged (React hydration warnings included), for asserting a clean console. */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && !/Failed to load resource/.test(message.text())) errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** No serious or critical axe violations on the page as it stands. */
export async function expectAccessible(page: Page): Promise<void> {
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    bad.map(
      (v) =>
        `${v.id}: ${v.help} (${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(' | ')})`,
    ),
  ).toEqual([]);
}

/** Opens the filter panel: the sidebar on wide screens is already there; on phones it is a drawer. */
export async function openFilters(page: Page, testInfo: TestInfo): Promise<Locator> {
  if (!isPhone(testInfo)) return page.getByRole('complementary', { name: 'Filters' });
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  return drawer;
}

/** Registers a fresh shopper (POST /api/insert_customer) and signs in through the storefront's own handler. */
export async function signIn(page: Page, firstname: string): Promise<void> {
  const unique = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
  const email = `shell-${unique}@example.com`;
  const password = 'Shell@2024';
  const registered = await page.request.post(`${origin}/api/insert_customer`, {
    data: { firstname, lastname: 'Shell', email, mobileno: `8${String(Date.now()).slice(-9)}`, password },
  });
  expect(registered.ok(), await registered.text()).toBe(true);
  const signedIn = await page.request.post(`${origin}/store/session`, { data: { username: email, password } });
  expect(signedIn.ok(), await signedIn.text()).toBe(true);
}

/** Scrolls through the page so lazy pictures load before a full-page screenshot, then back to the top. */
export async function revealImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    for (let y = 0; y < document.body.scrollHeight; y += 500) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForFunction(() => [...document.images].every((image) => image.complete), undefined, { timeout: 10_000 }).catch(() => undefined);
}
