import { inArray, sql } from 'drizzle-orm';
import type { ProductFields } from '../contract/console-catalogue';
import type { CsvFieldDifference, CsvProductDifference } from '../contract/console-catalogue-csv';
import { queryRows, type Queryable } from '../../shared/db/database';
import { products } from '../tables';
import { EDITED_PRODUCT_COLUMNS, sizesOfProducts } from '../reading';
import { LIST_SEPARATOR, rupeesCell } from './columns';

/** A product's columns with its version: the greatest of its row's and its sizes' (see CATALOGUE_VERSION). */
export const VERSIONED_PRODUCT_COLUMNS = {
  ...EDITED_PRODUCT_COLUMNS,
  // Spelled out: drizzle writes a one-table select's columns unqualified, and "id" in the subquery would be the size's.
  version: sql<number>`greatest(products.version, (select max(s.version) from product_sizes s where s.product_id = products.id))`.mapWith(Number),
};

/** A product's values as the import compares them: prices in paise. */
export interface ComparedValues {
  name: string;
  subcategoryId: number;
  brand: string;
  badge: string;
  badge1: string;
  material: string;
  colour: string;
  colourOptions: string[];
  description: string;
  youtubeLink: string;
  price: number;
  originalPrice: number;
  supplierPrice: number;
  delivery: number;
  images: string[];
  sizes: { size: string; stock: number }[];
  archived: boolean;
}

export interface ExistingProduct {
  id: number;
  version: number;
  values: ComparedValues;
  compare: string;
}

/** The catalogue's products of these ASINs, as the import compares them with a file's. */
export async function existingProducts(db: Queryable, asins: string[]): Promise<Map<string, ExistingProduct>> {
  if (asins.length === 0) return new Map();
  const rows = await db.select(VERSIONED_PRODUCT_COLUMNS).from(products).where(inArray(products.asin, asins));
  const sizes = await sizesOfProducts(
    db,
    rows.map((row) => row.id),
  );
  return new Map(
    rows.map((row) => {
      const values: ComparedValues = {
        name: row.name,
        subcategoryId: row.subcategoryId,
        brand: row.brand,
        badge: row.badge,
        badge1: row.badge1,
        material: row.material,
        colour: row.colour,
        colourOptions: row.colourOptions ?? [],
        description: row.description,
        youtubeLink: row.youtubeLink,
        price: row.basePricePaise,
        originalPrice: row.baseMrpPaise,
        supplierPrice: row.supplierPricePaise,
        delivery: row.deliveryPaise,
        images: row.images,
        sizes: sizes.get(row.id) ?? [],
        archived: !row.isActive,
      };
      return [row.asin, { id: row.id, version: row.version, values, compare: JSON.stringify(values) }];
    }),
  );
}

/** A file's product as the import compares it (its description as it would be saved). */
export function fileValues(f: ProductFields, archived: boolean, savedDescription: string): ComparedValues {
  return {
    name: f.name,
    subcategoryId: f.subcategoryId,
    brand: f.brand,
    badge: f.badge,
    badge1: f.badge1,
    material: f.material,
    colour: f.colour,
    colourOptions: f.colourOptions,
    description: savedDescription,
    youtubeLink: f.youtubeLink,
    price: f.price * 100,
    originalPrice: f.originalPrice * 100,
    supplierPrice: f.supplierPrice * 100,
    delivery: f.delivery * 100,
    images: f.images,
    sizes: f.sizes,
    archived,
  };
}

/** Whether a file's product is the catalogue's already. */
export function sameProduct(file: ComparedValues, current: ExistingProduct): boolean {
  return JSON.stringify(file) === current.compare;
}

/** A cell shown in a difference: long texts (descriptions) cut short. */
const SHOWN_MAX = 120;
const shown = (value: string) => (value.length > SHOWN_MAX ? `${value.slice(0, SHOWN_MAX - 1)}…` : value);

/** How each compared value reads in the CSV, under its column's name. */
const CELLS: [keyof ComparedValues, string, (value: never) => string][] = [
  ['name', 'name', (v: string) => v],
  ['subcategoryId', 'subcategory_id', (v: number) => String(v)],
  ['brand', 'brand', (v: string) => v],
  ['badge', 'badge', (v: string) => v],
  ['badge1', 'badge1', (v: string) => v],
  ['material', 'material', (v: string) => v],
  ['colour', 'colour', (v: string) => v],
  ['colourOptions', 'colour_options', (v: string[]) => v.join(LIST_SEPARATOR)],
  ['description', 'description', (v: string) => v],
  ['youtubeLink', 'youtube_link', (v: string) => v],
  ['price', 'price', rupeesCell],
  ['originalPrice', 'original_price', rupeesCell],
  ['supplierPrice', 'supplier_price', rupeesCell],
  ['delivery', 'delivery', rupeesCell],
  ['images', 'images', (v: string[]) => v.join(LIST_SEPARATOR)],
  ['archived', 'archived', (v: boolean) => (v ? 'yes' : 'no')],
];

/** Every value that differs between the catalogue (now) and the file, as CSV cells: product columns, then sizes and stock. */
export function differences(now: ComparedValues, file: ComparedValues): CsvFieldDifference[] {
  const found: CsvFieldDifference[] = [];
  for (const [key, column, cellOf] of CELLS) {
    const [before, after] = [(cellOf as (value: unknown) => string)(now[key]), (cellOf as (value: unknown) => string)(file[key])];
    if (before !== after) found.push({ column, now: shown(before), file: shown(after) });
  }
  const names = (sizes: ComparedValues['sizes']) => sizes.map((size) => size.size || '(no size)').join(', ');
  if (names(now.sizes) !== names(file.sizes)) found.push({ column: 'size', now: names(now.sizes), file: names(file.sizes) });
  const stockNow = new Map(now.sizes.map((size) => [size.size, size.stock]));
  for (const size of file.sizes) {
    const before = stockNow.get(size.size);
    if (before === undefined || before === size.stock) continue;
    found.push({ column: 'stock', ...(size.size ? { size: size.size } : {}), now: String(before), file: String(size.stock) });
  }
  return found;
}

/** A product whose file row (first row `row`) differs from the catalogue, named as it is now, with every difference. */
export function productDifference(row: number, asin: string, current: ExistingProduct, file: ComparedValues): CsvProductDifference {
  return { row, asin, name: current.values.name, fields: differences(current.values, file) };
}

/**
 * Locks the products an apply is about to change, and their sizes, in id order (as orders take sizes), and answers
 * whether any version has moved on from the one the analysis compared with: a sale or an edit that committed while
 * the file was being checked. Their rows stay locked until the import's transaction ends.
 */
export async function versionsMoved(tx: Queryable, seen: readonly { id: number; version: number }[]): Promise<boolean> {
  if (seen.length === 0) return false;
  const ids = JSON.stringify(seen.map((product) => product.id));
  const listed = sql`(select value::int from json_array_elements_text(${ids}::json))`;
  await tx.execute(sql`select id from products where id in ${listed} order by id for update`);
  await tx.execute(sql`select id from product_sizes where product_id in ${listed} order by id for update`);
  const now = await queryRows<{ id: number; version: string }>(
    tx,
    sql`select p.id, greatest(p.version, (select max(s.version) from product_sizes s where s.product_id = p.id))::text as version
        from products p where p.id in ${listed}`,
  );
  const versions = new Map(now.map((row) => [row.id, Number(row.version)]));
  return seen.some((product) => versions.get(product.id) !== product.version);
}
