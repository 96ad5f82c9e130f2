import { expect, type Page, type TestInfo } from '@playwright/test';

export const port = Number(process.env.E2E_PORT) || 3100;

/** Demo products (the seed is deterministic; see platform/demo/product-generator.ts). */
export const PRODUCTS = {
  /** Index 0: sizes S/M/L/XL with L at stock 0, subcategory of 9 products. */
  holi: 'holi-t-shirt',
  /** Indexes 3, 61 and 90: descriptions with unsafe markup (iframe and onerror; javascript: and onclick; script and javascript:). */
  unsafe: [
    'urban-tula-mens-slim-fit-giza-cotton-oxford-shirt-olive-0003',
    'swadesh-mens-festive-khadi-modi-jacket-red-001p',
    'kolhapur-craft-mens-cushioned-genuine-leather-loafers-002i',
  ],
  /** Index 4: a colour list (Olive/Maroon/Indigo/Navy Blue) and a YouTube video. */
  colourVideo: 'swadesh-mens-classic-cotton-pique-polo-t-shirt-olive-0004',
  /** Index 5: a long description. */
  longDescription: 'desi-threads-mens-block-printed-khadi-kurta-pyjama-set-sky-blue-0005',
  /** Index 12: used by the Buy Now refusal, which empties a size's stock. */
  buyNowRefused: 'swadesh-womens-chikankari-rayon-kurta-set-black-000c',
  /** Index 21: no sizes. */
  unsized: 'khel-khilona-plush-elephant-soft-toy-000l',
  /** Index 26: sizes in ml. */
  ml: 'kerala-naturals-matte-toxin-free-nail-lacquer-000q',
  /** Index 25: no stock at all, though discounted. */
  soldOut: 'gulab-jal-co-intense-black-almond-oil-kajal-000p',
  /** Index 34: UK shoe sizes. */
  shoe: 'stride-india-mens-lightweight-mesh-running-shoes-000y',
} as const;

export function productPath(slug: string): string {
  return `/product/${slug}`;
}

/** Errors the page logs while a test runs (hydration warnings and failed requests included). */
export function collectConsoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Opens a product page and waits until it is interactive (its purchase options hydrated). */
export async function openProduct(page: Page, slug: string, host = `localhost:${port}`): Promise<void> {
  await page.goto(`http://${host}${productPath(slug)}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[data-testid="purchase-options"][data-hydrated]')).toHaveCount(1, { timeout: 30_000 });
}

/** The visible one of a control that exists for both layouts (side card on wide screens, bottom bar on narrow). */
export function visibleButton(page: Page, name: string) {
  return page.getByRole('button', { name, exact: true }).filter({ visible: true }).first();
}

export function toast(page: Page) {
  return page.getByTestId('toast');
}

/** Keeps a screenshot of the visible viewport only (a full-page capture resizes the page and ends hover states). */
export async function keepViewportScreenshot(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  const path = testInfo.outputPath(`${name}.png`);
  await page.screenshot({ path });
  await testInfo.attach(name, { path, contentType: 'image/png' });
}
