import { asc, sql } from 'drizzle-orm';
import { stringify } from 'csv-stringify/sync';
import { EXPORTED_CSV_COLUMNS } from '../contract/console-catalogue-csv';
import type { Queryable } from '../../shared/db/database';
import { products } from '../tables';
import { LIST_SEPARATOR, PRODUCT_COLUMNS, rupeesCell } from './columns';
import { listConditions, sizesOfProducts } from '../reading';
import { VERSIONED_PRODUCT_COLUMNS } from './compare';

const PRODUCTS_PER_QUERY = 1000;

/**
 * The catalogue (or the operator's filtered list) as CSV that imports back unchanged: UTF-8 with a byte-order mark
 * (spreadsheets then read Hindi right), formulas guarded, a product's columns on its first row only, its version
 * (what the file was made from) last.
 */
export async function exportCatalogueCsv(db: Queryable, query: unknown = {}): Promise<string> {
  const { where } = await listConditions(db, { ...(query as object), state: (query as { state?: string }).state ?? 'all' });
  const chunks: string[] = [`\uFEFF${stringify([[...EXPORTED_CSV_COLUMNS]], { record_delimiter: 'windows' })}`];
  let lastId = 0;
  for (;;) {
    const rows = await db
      .select(VERSIONED_PRODUCT_COLUMNS)
      .from(products)
      .where(where ? sql`${where} and ${products.id} > ${lastId}` : sql`${products.id} > ${lastId}`)
      .orderBy(asc(products.id))
      .limit(PRODUCTS_PER_QUERY);
    if (rows.length === 0) break;
    lastId = rows[rows.length - 1]!.id;
    const sizes = await sizesOfProducts(
      db,
      rows.map((row) => row.id),
    );
    const records: string[][] = [];
    for (const row of rows) {
      const productCells: Record<(typeof PRODUCT_COLUMNS)[number], string> = {
        name: row.name,
        category_id: String(row.categoryId),
        subcategory_id: String(row.subcategoryId),
        brand: row.brand,
        badge: row.badge,
        badge1: row.badge1,
        material: row.material,
        colour: row.colour,
        colour_options: (row.colourOptions ?? []).join(LIST_SEPARATOR),
        description: row.description,
        youtube_link: row.youtubeLink,
        price: rupeesCell(row.basePricePaise),
        original_price: rupeesCell(row.baseMrpPaise),
        supplier_price: rupeesCell(row.supplierPricePaise),
        delivery: rupeesCell(row.deliveryPaise),
        images: row.images.join(LIST_SEPARATOR),
        archived: row.isActive ? 'no' : 'yes',
      };
      (sizes.get(row.id) ?? [{ size: '', stock: 0 }]).forEach((size, i) => {
        records.push(
          EXPORTED_CSV_COLUMNS.map((column) => {
            if (column === 'asin') return row.asin;
            if (column === 'size') return size.size;
            if (column === 'stock') return String(size.stock);
            if (column === 'version') return i === 0 ? String(row.version) : '';
            return i === 0 ? productCells[column] : '';
          }),
        );
      });
    }
    chunks.push(stringify(records, { escape_formulas: true, record_delimiter: 'windows' }));
  }
  return chunks.join('');
}
