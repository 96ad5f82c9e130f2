import { stringify } from 'csv-stringify/sync';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProductAnswer } from '../contract/console-catalogue';
import { csvImportAnswer } from '../contract/console-catalogue-csv';
import { csvText, generatedRecords, somePlace } from '../../testing/catalogue-csv-kit';
import { codCaptcha, productByAsin, registerShopper, stockOf, type TestProduct } from '../../testing/order-test-kit';
import { queryRows } from '../../shared/db/database';
import { sql } from 'drizzle-orm';
import { createTestPlatform, OPERATOR, type TestPlatform } from '../../testing/test-platform';
import { CONFLICTS_LEFT, UNVERSIONED_FILE } from '../csv/csv-import';
import { versionsMoved } from '../csv/compare';

/** A catalogue file exported, edited and imported again after a sale: the sale stays, the import says why. */
describe('catalogue CSV: a re-import never undoes what changed since the export', () => {
  let platform: TestPlatform;
  let operator: string;
  let kurta: TestProduct;
  const get = (path: string) => platform.call('GET', `/api/console/catalogue/${path}`, { token: operator });
  const postCsv = async (path: string, text: string) => {
    const answer = await platform.call('POST', `/api/console/catalogue/${path}`, {
      token: operator,
      body: text,
      headers: { 'content-type': 'text/csv; charset=utf-8' },
    });
    expect(answer.status).toBe(200);
    return csvImportAnswer.parse(answer.body);
  };
  const exported = async (query: string) => {
    const answer = await get(`export?${query}`);
    expect(answer.status).toBe(200);
    const text = (answer.body as string).replace(/^\ufeff/, '');
    return Papa.parse<Record<string, string>>(text, { header: true, skipEmptyLines: true }).data;
  };
  const fileOf = (records: Record<string, string>[], columns = Object.keys(records[0]!)) =>
    stringify([columns, ...records.map((record) => columns.map((column) => record[column] ?? ''))]);
  const detail = async (asin: string) => catalogueProductAnswer.parse((await get(`products/detail?asin=${asin}`)).body).product;

  /** A shopper buys `units` of a size, cash on delivery, through the shop's own call. */
  const buy = async (product: TestProduct, size: string, units: number) => {
    const shopper = await registerShopper(platform);
    const placed = await platform.call('POST', '/api/insert_Customer_Order', {
      token: shopper.token,
      json: {
        addressid: shopper.addressId,
        coupan_Code: '',
        paymentmode: 'COD',
        orders: [{ asinid: product.id, quantity: units, productcode: product.asin, size }],
        ...(await codCaptcha(platform, shopper.token)),
      },
    });
    expect(placed.status).toBe(200);
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    operator = await platform.consoleSignIn(OPERATOR.email, OPERATOR.password);
    const place = await somePlace(platform.context.db);
    // Three products of sizes S and M, 10 of each in stock.
    const records = generatedRecords(3, place, { prefix: 'cfl' }).map((record) => ({ ...record, stock: '10' }));
    expect((await postCsv('import/apply', csvText(records))).counts).toMatchObject({ new: 3, errors: 0 });
    kurta = await productByAsin(platform, 'cfl-0');
  });
  afterAll(() => platform.close());

  it('export, change a price, apply; 2 units sold; the same file again keeps the sale and names the conflict', async () => {
    const rows = await exported('q=cfl-0');
    expect(rows.map((row) => [row.asin, row.size, row.stock])).toEqual([
      ['cfl-0', 'S', '10'],
      ['cfl-0', 'M', '10'],
    ]);
    expect(rows[0]!.version).toMatch(/^\d+$/);
    const oldPrice = rows[0]!.price!;
    rows[0]!.price = String(Number(oldPrice) + 50);
    const file = fileOf(rows);

    const dry = await postCsv('import/dry_run', file);
    expect(dry.counts).toMatchObject({ changed: 1, conflicts: 0, unchanged: 0, errors: 0 });
    expect(dry.changes).toEqual([{ row: 2, asin: 'cfl-0', name: kurta.name, fields: [{ column: 'price', now: oldPrice, file: rows[0]!.price }] }]);
    expect(dry.conflicts).toEqual([]);
    expect((await postCsv('import/apply', file)).counts).toMatchObject({ changed: 1, conflicts: 0 });

    await buy(kurta, 'M', 2);
    expect(await stockOf(platform, kurta.id, 'M')).toBe(8);

    const again = await postCsv('import/dry_run', file);
    expect(again.counts).toMatchObject({ changed: 0, unchanged: 0, conflicts: 1, errors: 0 });
    expect(again.changes).toEqual([]);
    expect(again.conflicts).toEqual([{ row: 2, asin: 'cfl-0', name: kurta.name, fields: [{ column: 'stock', size: 'M', now: '8', file: '10' }] }]);
    expect(again.message).toContain(CONFLICTS_LEFT(1));

    const applied = await postCsv('import/apply', file);
    expect(applied).toMatchObject({ applied: true, counts: { changed: 0, conflicts: 1 } });
    expect(applied.conflicts).toEqual(again.conflicts);
    expect(applied.message).toContain('1 product was changed since the file was exported (a sale or an edit) and is left as it is');
    expect(await stockOf(platform, kurta.id, 'M')).toBe(8);
    expect((await detail('cfl-0')).price).toBe(Number(rows[0]!.price));
  });

  it('a conflicting row is left as it is while the rest of the file applies; a fresh export takes the change', async () => {
    const rows = (await exported('state=all')).filter((row) => row.asin!.startsWith('cfl-'));
    expect(rows.map((row) => row.asin)).toEqual(['cfl-0', 'cfl-0', 'cfl-1', 'cfl-1', 'cfl-2', 'cfl-2']);
    rows[0]!.price = '250';
    rows[2]!.price = '251';
    rows[2]!.badge = 'Bestseller';
    rows[5]!.stock = '25';
    await buy(kurta, 'S', 1);

    const dry = await postCsv('import/dry_run', fileOf(rows));
    expect(dry.counts).toMatchObject({ changed: 2, conflicts: 1, unchanged: 0 });
    // Every changed product, old → new, by row.
    expect(dry.changes.map(({ row, asin, fields }) => ({ row, asin, fields }))).toEqual([
      {
        row: 4,
        asin: 'cfl-1',
        fields: [
          { column: 'badge', now: '', file: 'Bestseller' },
          { column: 'price', now: expect.any(String), file: '251' },
        ],
      },
      { row: 6, asin: 'cfl-2', fields: [{ column: 'stock', size: 'M', now: '10', file: '25' }] },
    ]);
    // The sale of one S is newer than the file: its price edit and its stock are not applied.
    expect(dry.conflicts.map(({ asin, fields }) => ({ asin, fields }))).toEqual([
      {
        asin: 'cfl-0',
        fields: [
          { column: 'price', now: expect.any(String), file: '250' },
          { column: 'stock', size: 'S', now: '9', file: '10' },
        ],
      },
    ]);
    await postCsv('import/apply', fileOf(rows));
    expect(await stockOf(platform, kurta.id, 'S')).toBe(9);
    expect((await detail('cfl-0')).price).not.toBe(250);
    expect(await detail('cfl-1')).toMatchObject({ price: 251, badge: 'Bestseller' });
    expect((await detail('cfl-2')).sizes).toEqual([
      { size: 'S', stock: 10 },
      { size: 'M', stock: 25 },
    ]);

    const fresh = await exported('q=cfl-0');
    fresh[0]!.price = '250';
    const retried = await postCsv('import/apply', fileOf(fresh));
    expect(retried.counts).toMatchObject({ changed: 1, conflicts: 0 });
    expect(await detail('cfl-0')).toMatchObject({
      price: 250,
      sizes: [
        { size: 'S', stock: 9 },
        { size: 'M', stock: 8 },
      ],
    });
  });

  it('an edit in the console after the export is a conflict too', async () => {
    const rows = await exported('q=cfl-2');
    rows[0]!.name = 'Renamed in the file';
    const stock = await platform.call('POST', '/api/console/catalogue/stock', { token: operator, json: { asin: 'cfl-2', stock: { S: 3 } } });
    expect(stock.status).toBe(200);
    const dry = await postCsv('import/dry_run', fileOf(rows));
    expect(dry.conflicts.map(({ asin, fields }) => ({ asin, fields }))).toEqual([
      {
        asin: 'cfl-2',
        fields: [
          { column: 'name', now: expect.any(String), file: 'Renamed in the file' },
          { column: 'stock', size: 'S', now: '3', file: '10' },
        ],
      },
    ]);
  });

  it('a file without the version column adds new products and overwrites existing ones, saying so and listing old → new', async () => {
    const rows = await exported('q=cfl-0');
    const columns = Object.keys(rows[0]!).filter((column) => column !== 'version');
    const place = await somePlace(platform.context.db);
    const supplier = [...rows, ...generatedRecords(1, place, { prefix: 'supplier', sizesEach: 1 })].map((row) => ({ ...row }));
    supplier[1]!.stock = '30';

    const dry = await postCsv('import/dry_run', fileOf(supplier, columns));
    expect(dry).toMatchObject({ versioned: false, counts: { new: 1, changed: 1, conflicts: 0 } });
    expect(dry.message).toContain(UNVERSIONED_FILE);
    expect(dry.changes.map(({ asin, fields }) => ({ asin, fields }))).toEqual([
      { asin: 'cfl-0', fields: [{ column: 'stock', size: 'M', now: '8', file: '30' }] },
    ]);
    await postCsv('import/apply', fileOf(supplier, columns));
    expect(await stockOf(platform, kurta.id, 'M')).toBe(30);
    expect((await detail('supplier-0')).name).toBe(supplier[2]!.name);
  });

  it('an apply checks the versions again with the products locked, so a sale between its check and its writes is seen', async () => {
    const [row] = await exported('q=cfl-1');
    const dupatta = await productByAsin(platform, 'cfl-1');
    const seen = [{ id: dupatta.id, version: Number(row!.version) }];
    const moved = () => platform.context.db.transaction((tx) => versionsMoved(tx, seen));
    expect(await moved()).toBe(false);
    await buy(dupatta, 'M', 1);
    expect(await moved()).toBe(true);
    // Only the columns the file holds count: a new featured place is no reason to call a file stale.
    const [before] = await queryRows<{ version: string }>(platform.context.db, sql`select version::text from products where id = ${dupatta.id}`);
    await platform.context.db.execute(sql`update products set position = position + 1, rating_count = rating_count + 1 where id = ${dupatta.id}`);
    const [after] = await queryRows<{ version: string }>(platform.context.db, sql`select version::text from products where id = ${dupatta.id}`);
    expect(after!.version).toBe(before!.version);
  });

  it('refuses a version that is not the export’s number', async () => {
    const rows = await exported('q=cfl-1');
    rows[0]!.version = 'v2';
    const dry = await postCsv('import/dry_run', fileOf(rows));
    expect(dry.problems).toEqual([
      { row: 2, column: 'version', message: '"v2" is not a version: keep the number the export wrote (blank for a new product).' },
    ]);
  });
});
