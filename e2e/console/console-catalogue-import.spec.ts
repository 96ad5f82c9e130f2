import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { stringify } from 'csv-stringify/sync';
import Papa from 'papaparse';
import { addAddress, placeCodOrder, platformToken, registerShopper, sizeStock } from '../support/account-helpers';
import { consoleToken, OPERATOR, shop1, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };

type Row = Record<string, string>;

/** The console's export of one product (its own download link), as rows by column. */
async function exported(page: Page, asin: string): Promise<Row[]> {
  const answer = await page.request.get(`${shop1}/admin/catalogue/export?q=${asin}`);
  expect(answer.ok(), await answer.text()).toBe(true);
  const text = (await answer.text()).replace(/^\ufeff/, '');
  return Papa.parse<Row>(text, { header: true, skipEmptyLines: true }).data.filter((row) => row.asin === asin);
}

const csvOf = (rows: Row[]) => stringify([Object.keys(rows[0]!), ...rows.map((row) => Object.values(row))]);

/** A new shopper buys `quantity` of a size, cash on delivery, through the shop's own calls. */
async function buy(request: APIRequestContext, product: { id: number; asin: string }, size: string, quantity: number) {
  const shopper = await registerShopper(request, 'import');
  const token = await platformToken(request, shopper.email, shopper.password);
  await addAddress(request, token, shopper);
  await placeCodOrder(request, token, [{ asinid: product.id, quantity, productcode: product.asin, size }]);
}

test.describe('console: a catalogue re-import never undoes a sale', () => {
  test('export, change a price, apply; 2 units sold; the same file again shows the conflict and keeps the sale', async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(180_000);
    const word = `Ajrakh${testInfo.project.name === 'phone' ? 'p' : 'd'}${Date.now().toString(36)}`;
    const [stole, dupatta] = [`${word.toLowerCase()}-stole`, `${word.toLowerCase()}-dupatta`];
    await signInToConsole(page, OPERATOR);
    const token = await consoleToken(page);
    const bearer = { authorization: `Bearer ${token}` };

    // Two products of sizes S and M, 10 of each, as an earlier import left them.
    const [template] = await exported(page, 'holi-t-shirt');
    const created = [stole, dupatta].flatMap((asin, n) =>
      ['S', 'M'].map((size, i) => ({
        ...template!,
        asin,
        name: i ? '' : `${word} ${n ? 'Dupatta' : 'Stole'}`,
        price: i ? '' : '599',
        original_price: i ? '' : '999',
        supplier_price: i ? '' : '399',
        size,
        stock: '10',
        version: '',
        ...(i ? { category_id: '', subcategory_id: '', brand: '', badge: '', badge1: '', material: '', colour: '', colour_options: '' } : {}),
        ...(i ? { description: '', youtube_link: '', delivery: '', images: '', archived: '' } : {}),
      })),
    );
    const made = await page.request.post(`${shop1}/api/console/catalogue/import/apply`, {
      headers: { ...bearer, 'content-type': 'text/csv' },
      data: csvOf(created),
    });
    expect(made.ok(), await made.text()).toBe(true);
    const stoleId = (
      (await (await request.post('/api/GetSingleProductFilters', { data: { search: stole, subcat_id: 0, type: '' } })).json()) as {
        id: number;
      }[]
    )[0]!.id;

    // The operator exports both, raises the stole's price and applies the file.
    const rows = [...(await exported(page, stole)), ...(await exported(page, dupatta))];
    expect(rows.map((row) => [row.asin, row.size, row.stock])).toEqual([
      [stole, 'S', '10'],
      [stole, 'M', '10'],
      [dupatta, 'S', '10'],
      [dupatta, 'M', '10'],
    ]);
    rows[0]!.price = '649';
    await page.goto(`${shop1}/admin/catalogue/import`);
    await expect(page.getByRole('heading', { level: 1, name: 'Import & export' })).toBeVisible(nav);
    const check = async (text: string) => {
      await page.getByLabel('CSV file (UTF-8)').setInputFiles({ name: 'catalogue.csv', mimeType: 'text/csv', buffer: Buffer.from(text) });
      await page.getByRole('button', { name: 'Check file' }).click();
    };
    const report = page.getByTestId('import-report');
    await check(csvOf(rows));
    const changes = report.getByTestId('import-changes');
    await expect(changes.getByRole('heading', { name: 'Products the file changes (1)' })).toBeVisible(nav);
    await expect(changes.getByRole('listitem')).toHaveCount(1);
    await expect(changes.getByRole('listitem')).toContainText(`Row 2: ${word} Stole`);
    await expect(changes.getByRole('row', { name: /price/ })).toHaveText(/price\s*599\s*649/);
    await page.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(report.getByText(/^Imported: 4 rows: 0 new, 1 changed and 1 unchanged products/)).toBeVisible(nav);

    // A shopper buys 2 of the stole in M.
    await buy(request, { id: stoleId, asin: stole }, 'M', 2);
    expect(await sizeStock(request, stole, 'M')).toBe(8);

    // The same file again, now also lowering the dupatta's price: the stole is a conflict, the dupatta a change.
    rows[2]!.price = '579';
    await check(csvOf(rows));
    const conflicts = report.getByTestId('import-conflicts');
    await expect(conflicts.getByRole('heading', { name: 'Changed since the file was exported: left as they are (1)' })).toBeVisible(nav);
    const conflict = conflicts.getByRole('listitem');
    await expect(conflict).toHaveCount(1);
    await expect(conflict).toContainText(`Row 2: ${word} Stole`);
    await expect(conflict.getByRole('columnheader')).toHaveText(['Column', 'Now', 'In the file']);
    await expect(conflict.getByRole('row', { name: /stock/ })).toHaveText(/stock \(size M\)\s*8\s*10/);
    await expect(changes.getByRole('row', { name: /price/ })).toHaveText(/price\s*599\s*579/);
    await expect(changes.getByRole('listitem')).toContainText(`Row 4: ${word} Dupatta`);
    await expect(page.getByText('The product changed since the export will be left as it is.')).toBeVisible();
    await keepScreenshot(page, testInfo, 'catalogue-import-conflict');

    await page.getByRole('button', { name: 'Apply 1 change' }).click();
    await expect(
      report.getByText('1 product was changed since the file was exported (a sale or an edit) and is left as it is: export again to change it.', {
        exact: false,
      }),
    ).toBeVisible(nav);
    await expect(report.getByTestId('import-conflicts').getByRole('row', { name: /stock/ })).toHaveText(/stock \(size M\)\s*8\s*10/);
    await keepScreenshot(page, testInfo, 'catalogue-import-conflict-applied');
    expect(await sizeStock(request, stole, 'M')).toBe(8);

    for (const asin of [stole, dupatta]) {
      await page.request.post(`${shop1}/api/console/catalogue/products/archive`, { headers: bearer, data: { asin, archived: true } });
    }
  });
});
