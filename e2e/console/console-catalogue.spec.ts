import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { CONSOLE_OPERATORS_ONLY } from '../../platform/shops/contract/console-auth';
import { consoleToken, OPERATOR, OWNER1, shop1, shop2, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };

/** A small picture of one colour, as a file the browser uploads. */
async function picture(name: string, colour: string) {
  const buffer = await sharp({ create: { width: 900, height: 900, channels: 3, background: colour } })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** What every shop shows of a product: its listing, its search and its sitemap. */
async function expectInEveryShop(page: Page, product: { name: string; asin: string; word: string; subcategoryId: string }) {
  for (const origin of [shop1, shop2]) {
    await page.goto(`${origin}/products-section/${product.subcategoryId}?sort=nameAZ`);
    await expect(page.getByText(product.name).first(), `${origin} listing`).toBeVisible(nav);
    await page.goto(`${origin}/Product-Serach/${product.word}`);
    await expect(page.getByText(product.name).first(), `${origin} search`).toBeVisible(nav);
  }
  const sitemap = await (await page.request.get(`${shop1}/sitemap.xml`)).text();
  expect(sitemap).toContain(`<loc>${shop1}/product/${product.asin}</loc>`);
}

test.describe('console: the operators’ catalogue', () => {
  test('an operator adds a product with two sizes and two pictures: every shop lists, finds and maps it; a new price and stock show at once', async ({
    page,
  }, testInfo) => {
    test.setTimeout(240_000);
    // One word of its own per run and width, so the search finds this product and no earlier one.
    const word = `Bagru${testInfo.project.name === 'phone' ? 'p' : 'd'}${Date.now().toString(36)}`;
    const name = `${word} Handblock Cotton Stole`;
    await signInToConsole(page, OPERATOR);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalogue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible(nav);
    await page.getByRole('link', { name: 'New product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'New product' })).toBeVisible(nav);

    await page.getByLabel('Name', { exact: true }).fill(name);
    const category = page.getByLabel('Category', { exact: true });
    await category.selectOption({ label: 'Backpacks' });
    const subcategoryId = await category.inputValue();
    await page.getByLabel('Brand').fill('Rangrez');
    await page.getByLabel('Selling price (₹)').fill('1299');
    await page.getByLabel('Original price, MRP (₹)').fill('1999');
    await page.getByLabel('Supplier price (₹)').fill('899');
    await page.getByLabel('Size 1', { exact: true }).fill('S');
    await page.getByLabel('Stock 1', { exact: true }).fill('5');
    await page.getByRole('button', { name: 'Add size' }).click();
    await page.getByLabel('Size 2', { exact: true }).fill('M');
    await page.getByLabel('Stock 2', { exact: true }).fill('7');

    // A product without pictures is refused on its field, and nothing is lost.
    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText('Add at least one picture.').first()).toBeVisible(nav);
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(name);

    await page.getByLabel('Add pictures').setInputFiles([await picture('stole-front.png', '#b71c1c'), await picture('stole-back.png', '#1a237e')]);
    await expect(page.getByRole('status').filter({ hasText: '2 of 2 pictures uploaded.' })).toBeVisible(nav);
    const pictures = page.getByTestId('catalogue-picture');
    await expect(pictures).toHaveCount(2);
    const second = await pictures.nth(1).locator('img').getAttribute('src');
    await page.getByRole('button', { name: 'Make picture 2 the main picture' }).click();
    await expect(pictures.first().locator('img')).toHaveAttribute('src', second!);
    await expect(pictures.first().getByText('Main')).toBeVisible();
    await keepScreenshot(page, testInfo, 'catalogue-new-product');

    await page.getByRole('button', { name: 'Add product' }).click();
    await expect(page.getByText(`“${name}” is added to every shop.`)).toBeVisible(nav);
    const asin = new URL(page.url()).pathname.split('/').pop()!;
    expect(asin).toMatch(new RegExp(`^${word.toLowerCase()}-handblock-cotton-stole`));

    try {
      await expectInEveryShop(page, { name, asin, word, subcategoryId });
      await page.goto(`${shop1}/product/${asin}`);
      await expect(page.getByRole('heading', { level: 1, name })).toBeVisible(nav);
      await expect(page.getByText('₹1,299').first()).toBeVisible();
      await expect(
        page
          .getByRole('button', { name: 'S', exact: true })
          .or(page.getByRole('radio', { name: 'S', exact: true }))
          .first(),
      ).toBeVisible();

      // A new price, saved in the console, is the product page's at the next visit.
      await page.goto(`${shop1}/admin/catalogue/${asin}`);
      await page.getByLabel('Selling price (₹)').fill('1099');
      await page.getByRole('button', { name: 'Save changes' }).click();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: `“${name}” is saved.` })
          .or(page.getByText(`"${name}" is saved.`)),
      ).toBeVisible(nav);
      await page.goto(`${shop1}/product/${asin}`);
      await expect(page.getByText('₹1,099').first()).toBeVisible(nav);
      await expect(page.getByText('₹1,299')).toHaveCount(0);

      // Stock edited in place from the list.
      await page.goto(`${shop1}/admin/catalogue?q=${asin}`);
      const row = page.getByTestId('catalogue-row').filter({ hasText: name });
      await expect(row).toHaveCount(1, nav);
      await expect(row.getByText('12 in stock')).toBeVisible();
      await row.getByLabel(`Stock of ${name}, size S`).fill('2');
      await row.getByLabel(`Stock of ${name}, size M`).fill('3');
      await row.getByRole('button', { name: `Save stock of ${name}` }).click();
      await expect(row.getByText(/Stock of .* is saved\./)).toBeVisible(nav);
      await expect(row.getByText('Low: 5 left')).toBeVisible(nav);
      await row.getByLabel(`Stock of ${name}, size M`).fill('-1');
      await row.getByRole('button', { name: `Save stock of ${name}` }).click();
      await expect(row.getByText('Stock cannot be negative.')).toBeVisible(nav);
      await keepScreenshot(page, testInfo, 'catalogue-list');
    } finally {
      // Archived, it leaves every shop, and the journeys after this one see the demo catalogue they expect.
      await page.goto(`${shop1}/admin/catalogue/${asin}`);
      await page.getByRole('button', { name: `Archive ${name}` }).click();
      await expect(page.getByText(/is archived|archived/i).first()).toBeVisible(nav);
    }
    const gone = await page.request.get(`${shop1}/product/${asin}`);
    expect(gone.status()).toBe(404);
  });

  test('a CSV import is checked first, reports each bad row, and applies with pictures matched by file name', async ({ page }, testInfo) => {
    test.setTimeout(180_000);
    const word = `Sanganer${testInfo.project.name === 'phone' ? 'p' : 'd'}${Date.now().toString(36)}`;
    await signInToConsole(page, OPERATOR);
    const token = await consoleToken(page);
    const tree = (await (
      await page.request.get(`${shop1}/api/console/catalogue/tree`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as {
      groups: { categories: { id: number; subcategories: { id: number; name: string }[] }[] }[];
    };
    const category = tree.groups.flatMap((group) => group.categories).find((c) => c.subcategories.some((s) => s.name === 'Wallets'))!;
    const subcategory = category.subcategories.find((s) => s.name === 'Wallets')!;
    const asins = [`${word.toLowerCase()}-wallet-a`, `${word.toLowerCase()}-wallet-b`];
    const header =
      'asin,name,category_id,subcategory_id,brand,badge,badge1,material,colour,colour_options,description,youtube_link,price,original_price,supplier_price,delivery,images,archived,size,stock';
    const row = (asin: string, title: string, price: string, image: string) =>
      `${asin},${title},${category.id},${subcategory.id},Rangrez,,,Leather,Brown,,<p>हाथ से बना</p>,,${price},999,399,0,${image},no,,9`;
    const file = (price: string) =>
      [header, row(asins[0]!, `${word} Wallet A बटुआ`, '599', 'wallet-a.png'), row(asins[1]!, `${word} Wallet B`, price, 'wallet-b.png')].join('\n');

    // The import's route takes the console cookie, so a form posted from another site (another shop's too) is refused.
    const forged = await page.request.post(`${shop1}/admin/catalogue/import/apply`, {
      headers: { origin: shop2 },
      multipart: { file: { name: 'x.csv', mimeType: 'text/csv', buffer: Buffer.from('asin\n') } },
    });
    expect(forged.status()).toBe(403);
    expect((await forged.json()).message).toBe('Requests from other sites are refused.');

    await page.goto(`${shop1}/admin/catalogue/import`);
    await expect(page.getByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible(nav);
    const choose = async (price: string) => {
      await page.getByLabel('CSV file (UTF-8)').setInputFiles({ name: 'wallets.csv', mimeType: 'text/csv', buffer: Buffer.from(file(price)) });
      await page
        .getByLabel('Pictures the file names (optional)')
        .setInputFiles([await picture('wallet-a.png', '#5d4037'), await picture('wallet-b.png', '#3e2723')]);
    };
    await choose('abc');
    await page.getByRole('button', { name: 'Check file' }).click();
    const report = page.getByTestId('import-report');
    await expect(report.getByRole('row').filter({ hasText: '"abc" is not a whole number.' })).toContainText('3');
    await expect(report.getByRole('row').filter({ hasText: '"abc" is not a whole number.' })).toContainText('price');
    await expect(page.getByRole('button', { name: /^Apply/ })).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'catalogue-import-problems');

    await choose('649');
    await page.getByRole('button', { name: 'Check file' }).click();
    await expect(report.getByText('New products')).toBeVisible(nav);
    await expect(report.locator('dd').nth(1)).toHaveText('2');
    await page.getByRole('button', { name: 'Apply 2 changes' }).click();
    await expect(report.getByText('Imported: 2 rows: 2 new, 0 changed and 0 unchanged products, 0 rows with problems.')).toBeVisible(nav);
    try {
      await page.goto(`${shop1}/Product-Serach/${word}`);
      await expect(page.getByText(`${word} Wallet A बटुआ`).first()).toBeVisible(nav);
      await page.goto(`${shop1}/product/${asins[1]}`);
      await expect(page.getByText('₹649').first()).toBeVisible(nav);
      await expect(page.locator('img[src*="/uploads/products/"]').first()).toBeVisible();
    } finally {
      for (const asin of asins) {
        await page.request.post(`${shop1}/api/console/catalogue/products/archive`, {
          headers: { authorization: `Bearer ${token}` },
          data: { asin, archived: true },
        });
      }
    }
  });

  test('an owner has no Catalogue section, and the catalogue’s pages and calls refuse them', async ({ page }) => {
    await signInToConsole(page, OWNER1);
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Prices' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Catalogue' })).toHaveCount(0);
    const visit = await page.goto(`${shop1}/admin/catalogue`);
    expect(visit?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Catalogue' })).toHaveCount(0);
    const token = await consoleToken(page);
    for (const [method, path] of [
      ['GET', '/api/console/catalogue/products'],
      ['GET', '/api/console/catalogue/tree'],
      ['POST', '/api/console/catalogue/products/update'],
    ] as const) {
      const answer = await page.request.fetch(`${shop1}${path}`, {
        method,
        headers: { authorization: `Bearer ${token}` },
        data: method === 'POST' ? {} : undefined,
      });
      expect(answer.status(), path).toBe(403);
      expect((await answer.json()).message).toBe(CONSOLE_OPERATORS_ONLY);
    }
  });
});
