import { stringify } from 'csv-stringify/sync';
import { sql } from 'drizzle-orm';
import { CATALOGUE_CSV_COLUMNS, type CatalogueCsvColumn } from '../catalogue/contract/console-catalogue-csv';
import { queryRows, type Queryable } from '../shared/db/database';
import { generateProduct } from '../demo/product-generator';

const PRODUCT_COLUMNS = CATALOGUE_CSV_COLUMNS.filter((column) => !['asin', 'size', 'stock'].includes(column));

/** A catalogue CSV's data rows as column → cell, for tests and the benchmark to build and spoil files with. */
export type CsvRecord = Record<CatalogueCsvColumn, string>;

export const csvText = (records: readonly CsvRecord[]): string =>
  stringify([[...CATALOGUE_CSV_COLUMNS], ...records.map((record) => CATALOGUE_CSV_COLUMNS.map((column) => record[column]))]);

export interface CsvPlace {
  categoryId: number;
  subcategoryId: number;
}

/** Some sub-category of the catalogue with its category. */
export async function somePlace(db: Queryable, skip = 0): Promise<CsvPlace> {
  const [row] = await queryRows<CsvPlace>(
    db,
    sql`select category_id as "categoryId", id as "subcategoryId" from subcategories order by id offset ${skip} limit 1`,
  );
  return row!;
}

const WORDS = ['Cotton', 'Silk', 'Printed', 'Festive', 'Classic', 'Handloom', 'Linen', 'Embroidered', 'Block', 'Zari'];
const NOUNS = ['Kurta', 'Saree', 'Dupatta', 'Shirt', 'Stole', 'Bag', 'Cushion', 'Bedsheet', 'Mug', 'Lamp'];

/**
 * `products` new products of `sizesEach` sizes each (so products × sizesEach rows), ASINs `{prefix}-{n}`; every
 * tenth has a Hindi name and description; a product's columns are on its first row only. Names draw on a few words, so searches find many of them.
 */
export function generatedRecords(products: number, place: CsvPlace, options: { prefix?: string; sizesEach?: number } = {}): CsvRecord[] {
  const prefix = options.prefix ?? 'csv';
  const sizes = ['S', 'M', 'L', 'XL', 'XXL'].slice(0, options.sizesEach ?? 2);
  const records: CsvRecord[] = [];
  for (let n = 0; n < products; n++) {
    const hindi = n % 10 === 0;
    const name = `${WORDS[n % WORDS.length]} ${WORDS[Math.floor(n / 10) % WORDS.length]} ${NOUNS[Math.floor(n / 7) % NOUNS.length]} ${n}${hindi ? ' कुर्ता' : ''}`;
    const price = 199 + (n % 800);
    sizes.forEach((size, i) => {
      const record: CsvRecord = {
        asin: `${prefix}-${n}`,
        name,
        category_id: String(place.categoryId),
        subcategory_id: String(place.subcategoryId),
        brand: 'Rangrez',
        badge: n % 3 === 0 ? 'New Arrival' : '',
        badge1: '',
        material: 'Cotton',
        colour: 'Blue',
        colour_options: n % 4 === 0 ? 'Blue|Red' : '',
        description: hindi ? '<p>सूती कुर्ता, हाथ से बना।</p>' : `<p>A ${name.toLowerCase()} made in India.</p>`,
        youtube_link: '',
        price: String(price),
        original_price: String(price * 2),
        supplier_price: String(Math.round(price * 0.7)),
        delivery: n % 2 ? '49' : '0',
        images: 'demo/tshirt-f7f7f2-1.jpg|demo/tshirt-f7f7f2-2.jpg',
        archived: 'no',
        size: sizes.length === 1 ? '' : size,
        stock: String((n + i) % 25),
      };
      // A product's further rows leave its columns blank, as the export writes them.
      if (i > 0) for (const column of PRODUCT_COLUMNS) record[column] = '';
      records.push(record);
    });
  }
  return records;
}

/**
 * `products` products as the demo catalogue makes them (its names, descriptions, sub-categories and pictures), from
 * demo index `offset` on, one row each (a sized product keeps its first size): a catalogue with the demo's variety
 * of words, for measuring search after an import.
 */
export function demoRecords(products: number, offset: number): CsvRecord[] {
  return Array.from({ length: products }, (_, n) => {
    const p = generateProduct(offset + n);
    const rupees = (paise: number) => String(Math.round(paise / 100));
    const price = Math.round(p.basePricePaise / 100);
    return {
      asin: p.asin,
      name: p.name,
      category_id: String(p.categoryId),
      subcategory_id: String(p.subcategoryId),
      brand: p.brand,
      badge: p.badge,
      badge1: p.badge1,
      material: p.material,
      colour: p.color,
      colour_options: (p.colorOptions ?? []).join('|'),
      description: p.descriptionHtml,
      youtube_link: p.youtubeLink,
      price: String(price),
      original_price: rupees(p.baseMrpPaise),
      supplier_price: String(Math.min(price, Math.round(p.supplierPricePaise / 100))),
      delivery: rupees(p.deliveryPaise),
      images: p.images.join('|'),
      archived: 'no',
      size: p.sizes[0]!.sizeDesc,
      stock: String(p.sizes[0]!.stock),
    };
  });
}
