import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProductAnswer } from '../contract/console-catalogue';
import { CATALOGUE_CSV_COLUMNS, csvImportAnswer } from '../contract/console-catalogue-csv';
import { CSV_IMPORT_TOO_LARGE } from '../../shared/contract/upload-limits';
import { csvText, generatedRecords, type CsvPlace, type CsvRecord } from '../../testing/catalogue-csv-kit';
import { consoleCatalogueCalls, setUpConsoleCatalogue } from '../../testing/catalogue-test-kit';
import { SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('console: the operators’ catalogue', () => {
  let platform: TestPlatform;
  let operator: string;
  let owner: string;
  let place: CsvPlace;
  const { get, post, postCsv, productCount, search, shopProduct } = consoleCatalogueCalls(() => ({ platform, operator, owner, place }));

  beforeAll(async () => {
    ({ platform, operator, owner, place } = await setUpConsoleCatalogue());
  });
  afterAll(() => platform.close());

  describe('CSV', () => {
    const BAD_ROWS: [number, keyof CsvRecord, string, string][] = [
      // [record index, column, bad value, message]; the spreadsheet row is the index + 2 (the header is row 1)
      [10, 'price', 'abc', '"abc" is not a whole number.'],
      [201, 'stock', '-4', '"-4" is not a whole number of units.'],
      [402, 'name', '', 'The name is required.'],
      [604, 'subcategory_id', '999999', 'There is no sub-category 999999.'],
      [804, 'youtube_link', 'http://example.com/v', 'The YouTube link must be a youtube.com or youtu.be video address.'],
    ];
    let records: CsvRecord[];

    beforeAll(() => {
      // 500 products × 2 sizes: 1,000 rows; the bad cells are on each product's first row (index even) or its size row.
      records = generatedRecords(500, place, { prefix: 'imp' });
    });

    it('a dry run of a 1,000-row file with 5 bad rows reports exactly those, and applying changes nothing until they are fixed', async () => {
      const spoiled = records.map((record) => ({ ...record }));
      for (const [index, column, value] of BAD_ROWS) spoiled[index]![column] = value;
      const before = await productCount();
      const dry = await postCsv('import/dry_run', csvText(spoiled));
      expect(dry.status).toBe(200);
      const report = csvImportAnswer.parse(dry.body);
      expect(report.problems).toEqual(BAD_ROWS.map(([index, column, , message]) => ({ row: index + 2, column, message })));
      expect(report.counts).toMatchObject({ errors: 5, rows: 1000, new: 495, changed: 0, unchanged: 0 });

      const refused = await postCsv('import/apply', csvText(spoiled));
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ status: 'false', applied: false, counts: { errors: 5 } });
      expect(refused.body.problems).toHaveLength(5);
      expect(await productCount()).toBe(before);

      const applied = await postCsv('import/apply', csvText(records));
      expect(applied.status).toBe(200);
      expect(csvImportAnswer.parse(applied.body)).toMatchObject({
        applied: true,
        counts: { new: 500, changed: 0, unchanged: 0, errors: 0, rows: 1000 },
      });
      expect(await productCount()).toBe(before + 500);
      expect((await search('handloom cotton kurta', SHOP2)).length).toBeGreaterThan(0);
    });

    it('Hindi text survives the import, the product page and the export', async () => {
      const product = catalogueProductAnswer.parse((await get('products/detail?asin=imp-0')).body).product;
      expect(product.name).toBe('Cotton Cotton Kurta 0 कुर्ता');
      expect(product.description).toBe('<p>सूती कुर्ता, हाथ से बना।</p>');
      expect((await shopProduct('imp-0'))?.name).toBe('Cotton Cotton Kurta 0 कुर्ता');
      const exported = await get('export?q=imp-0');
      expect(exported.headers.get('content-type')).toMatch(/^text\/csv/);
      expect(exported.body).toContain('<p>सूती कुर्ता, हाथ से बना।</p>');
    });

    it('an export imports back unchanged (the whole catalogue: demo and imported products, archived ones too)', async () => {
      await post('products/archive', { asin: 'imp-3', archived: true });
      const exported = await get('export');
      expect(exported.status).toBe(200);
      const total = await productCount();
      const again = await postCsv('import/dry_run', exported.body as string);
      expect(csvImportAnswer.parse(again.body)).toMatchObject({ counts: { new: 0, changed: 0, unchanged: total, errors: 0 }, problems: [] });
      const applied = await postCsv('import/apply', exported.body as string);
      expect(applied.body.counts).toMatchObject({ new: 0, changed: 0, unchanged: total });
    });

    it('a changed file changes only what differs, atomically, and the storefront sees it', async () => {
      const changed = records.map((record) => ({ ...record }));
      changed[0]!.price = '250';
      changed[1]!.stock = '77';
      // imp-2 loses its size M.
      changed.splice(5, 1);
      const result = await postCsv('import/apply', csvText(changed));
      // imp-0's price and stock, imp-2's sizes, and imp-3, archived above and not in this file, comes back.
      expect(result.body.counts).toMatchObject({ new: 0, changed: 3, unchanged: 497 });
      expect(catalogueProductAnswer.parse((await get('products/detail?asin=imp-2')).body).product.sizes).toEqual([{ size: 'S', stock: 2 }]);
      expect(catalogueProductAnswer.parse((await get('products/detail?asin=imp-0')).body).product).toMatchObject({
        price: 250,
        sizes: [
          { size: 'S', stock: 0 },
          { size: 'M', stock: 77 },
        ],
      });
    });

    it('matches the images column with pictures sent with the file, by the name each was uploaded with', async () => {
      const png = await sharp({ create: { width: 800, height: 800, channels: 3, background: '#2e7d32' } })
        .png()
        .toBuffer();
      const uploaded = await platform.call('POST', '/api/console/catalogue/pictures', {
        token: operator,
        body: png as unknown as string,
        headers: { 'content-type': 'image/png' },
      });
      const file = uploaded.body.file as string;
      const record = { ...generatedRecords(1, place, { prefix: 'pic', sizesEach: 1 })[0]!, images: 'Kurta Front.PNG|demo/tshirt-f7f7f2-1.jpg' };
      const importForm = (pictures: Record<string, string>) => {
        const form = new FormData();
        form.set('file', new File([csvText([record])], 'catalogue.csv', { type: 'text/csv' }));
        form.set('pictures', JSON.stringify(pictures));
        return form;
      };
      const sendForm = (path: string, form: FormData) =>
        platform.call('POST', `/api/console/catalogue/${path}`, { token: operator, body: form as unknown as string });

      const unmatched = csvImportAnswer.parse((await sendForm('import/dry_run', importForm({}))).body);
      expect(unmatched.problems).toEqual([{ row: 2, column: 'images', message: 'A picture must be an uploaded JPEG, PNG or WebP file name.' }]);
      const applied = await sendForm('import/apply', importForm({ 'Kurta Front.PNG': file }));
      expect(applied.status).toBe(200);
      expect(csvImportAnswer.parse(applied.body).counts).toMatchObject({ new: 1, errors: 0 });
      expect(catalogueProductAnswer.parse((await get('products/detail?asin=pic-0')).body).product.images).toEqual([file, 'demo/tshirt-f7f7f2-1.jpg']);
      const badMap = await sendForm('import/dry_run', importForm({ 'x.jpg': '../../etc/passwd' }));
      expect(badMap).toMatchObject({
        status: 400,
        body: { field: 'pictures', message: 'A picture must be an uploaded JPEG, PNG or WebP file name.' },
      });
    });

    it('takes a file past the usual 8 MB body limit, up to 32 MB, and refuses a larger one saying so', async () => {
      const nineMegabytes = `asin,name\n${'x'.repeat(9 * 1024 * 1024)}\n`;
      // Read (and refused for its columns), not cut off at the usual limit.
      expect(await postCsv('import/dry_run', nineMegabytes)).toMatchObject({ status: 400, body: { field: 'file' } });
      expect((await post('products/create', { name: 'x'.repeat(9 * 1024 * 1024) })).status).toBe(413);
      expect(await postCsv('import/dry_run', 'x'.repeat(33 * 1024 * 1024))).toMatchObject({
        status: 413,
        body: { status: 'false', message: CSV_IMPORT_TOO_LARGE, field: 'file' },
      });
    });

    it('reads a file saved with a byte-order mark, as spreadsheets save UTF-8, and rows ending in CRLF', async () => {
      const text = `\ufeff${csvText(generatedRecords(3, place, { prefix: 'bom' })).replace(/\n/g, '\r\n')}`;
      const dry = await postCsv('import/dry_run', text);
      expect(dry.status).toBe(200);
      expect(csvImportAnswer.parse(dry.body)).toMatchObject({ counts: { rows: 6, new: 3, errors: 0 }, problems: [] });
    });

    it('refuses a body that is not CSV text, and a file without the columns', async () => {
      expect(await post('import/dry_run', { a: 1 })).toMatchObject({ status: 400, body: { field: 'file' } });
      expect(await postCsv('import/dry_run', 'asin,name\nx,y\n')).toMatchObject({ status: 400, body: { field: 'file' } });
      expect(await postCsv('import/dry_run', '"asin,name\n')).toMatchObject({ status: 400, body: { field: 'file' } });
      const header = CATALOGUE_CSV_COLUMNS.join(',');
      expect(await postCsv('import/dry_run', `${header}\nx,"Silk Saree\n`)).toMatchObject({
        status: 400,
        body: { field: 'file', message: 'The file is not readable as CSV: Quoted field unterminated (row 2).' },
      });
      expect(await postCsv('import/dry_run', `${header}\nx,y\nz,"Silk" Saree,1\n`)).toMatchObject({
        status: 400,
        body: { field: 'file', message: 'The file is not readable as CSV: Trailing quote on quoted field is malformed (row 3).' },
      });
    });
  });
});
