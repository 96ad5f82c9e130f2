import { cleanDescriptions } from '../description';
import { productFields, type ProductFields } from '../contract/console-catalogue';
import {
  CATALOGUE_CSV_COLUMNS,
  CSV_PROBLEMS_MAX,
  CSV_VERSION_COLUMN,
  type CatalogueCsvColumn,
  type CsvCounts,
  type CsvProblem,
  type CsvProductDifference,
} from '../contract/console-catalogue-csv';
import type { Queryable } from '../../shared/db/database';
import { subcategories } from '../tables';
import { Problem } from '../../shared/problem';
import { eventLoopTurn } from '../../shared/workers/event-loop-turn';
import { missingPictures, PICTURE_NOT_UPLOADED } from '../editing';
import { existingProducts, fileValues, productDifference, sameProduct, type ComparedValues, type ExistingProduct } from './compare';
import { LIST_SEPARATOR, PRODUCT_COLUMNS } from './columns';
import { NO_PICTURE_NAMES, storedPictureName, type PictureNames } from './pictures';
import { groupRowsByAsin, readCells } from './row-groups';

export { CSV_UNREADABLE } from './row-groups';

/**
 * A catalogue CSV checked whole, nothing written: every problem by row and column, and which products would be
 * new, changed or unchanged. The dry run answers it; the apply checks the file again inside its transaction.
 */

const CHUNK = 1000;
/** Products read between two turns of the event loop (about 10 ms of work on a quiet machine). */
const PER_TURN = 500;
/** Columns holding whole numbers (rupees for prices). */
const NUMBER_COLUMNS = ['category_id', 'subcategory_id', 'price', 'original_price', 'supplier_price', 'delivery'] as const;

/** Which CSV column a field of the product's contract is. */
const COLUMN_OF_FIELD: Record<string, CatalogueCsvColumn> = {
  name: 'name',
  subcategoryId: 'subcategory_id',
  brand: 'brand',
  badge: 'badge',
  badge1: 'badge1',
  material: 'material',
  colour: 'colour',
  colourOptions: 'colour_options',
  description: 'description',
  youtubeLink: 'youtube_link',
  price: 'price',
  originalPrice: 'original_price',
  supplierPrice: 'supplier_price',
  delivery: 'delivery',
  images: 'images',
};

export const CSV_EMPTY = 'The file has no rows under its header.';

interface ParsedProduct {
  asin: string;
  /** Spreadsheet row numbers (the header is row 1) of the product's rows, first one first. */
  rows: number[];
  fields: ProductFields;
  archived: boolean;
  /** The version cell: the product's version when the file was exported; null when blank. */
  version: number | null;
}

export interface Analysis {
  counts: CsvCounts;
  problems: CsvProblem[];
  /** Products to write: new and changed ones, with their id and the version compared with when they exist. */
  writes: { product: ParsedProduct; id: number | null; version: number | null; savedDescription: string }[];
  /** Whether the file has the version column: then a product changed since its export is a conflict, not a change. */
  versioned: boolean;
  /** Changed products, old → new (at most CSV_PROBLEMS_MAX). */
  changes: CsvProductDifference[];
  /** Products changed since the file was exported that the file would change: not written (at most CSV_PROBLEMS_MAX). */
  conflicts: CsvProductDifference[];
}

/** Checks every row and compares the file with the catalogue: nothing is written. */
export async function analyseCatalogueCsv(db: Queryable, text: string, pictureNames: PictureNames = NO_PICTURE_NAMES): Promise<Analysis> {
  const cells = readCells(text);
  const header = (cells[0] ?? []).map((name) => name.trim().toLowerCase());
  const missing = CATALOGUE_CSV_COLUMNS.filter((column) => !header.includes(column));
  const unknown = header.filter((name) => name !== CSV_VERSION_COLUMN && !(CATALOGUE_CSV_COLUMNS as readonly string[]).includes(name));
  if (missing.length || unknown.length) {
    const parts = [missing.length ? `missing ${missing.join(', ')}` : '', unknown.length ? `unknown ${unknown.join(', ')}` : ''].filter(Boolean);
    throw new Problem(400, `The header row must name the columns ${CATALOGUE_CSV_COLUMNS.join(', ')} (${parts.join('; ')}).`, 'file');
  }
  if (cells.length < 2) throw new Problem(400, CSV_EMPTY, 'file');
  const index = new Map(header.map((name, i) => [name as CatalogueCsvColumn, i]));
  const versionIndex = header.indexOf(CSV_VERSION_COLUMN);
  const versioned = versionIndex >= 0;

  const problems: CsvProblem[] = [];
  const badRows = new Set<number>();
  const reported = new Set<string>();
  // One problem per cell: the first one found.
  const report = (row: number, column: string, message: string) => {
    badRows.add(row);
    if (reported.has(`${row}:${column}`)) return;
    reported.add(`${row}:${column}`);
    problems.push({ row, column, message });
  };

  const groups = await groupRowsByAsin(cells, { header, index, versionIndex }, report);

  const subcategoryRows = await db.select({ id: subcategories.id, categoryId: subcategories.categoryId }).from(subcategories);
  const categoryOfSub = new Map(subcategoryRows.map((sub) => [sub.id, sub.categoryId]));
  const parsed: ParsedProduct[] = [];
  let read = 0;
  for (const [asin, group] of groups) {
    if (++read % PER_TURN === 0) await eventLoopTurn();
    const first = group.rows[0]!;
    const p = group.product as Record<(typeof PRODUCT_COLUMNS)[number], string>;
    const numberCells: Partial<Record<CatalogueCsvColumn, number>> = {};
    for (const column of NUMBER_COLUMNS) {
      const value = p[column].trim();
      if (!/^\d{1,9}$/.test(value)) report(first, column, value ? `"${value}" is not a whole number.` : `The ${column} is required.`);
      else numberCells[column] = Number(value);
    }
    const sizes = group.sizes.map((size) => {
      if (!/^\d{1,9}$/.test(size.stock.trim()))
        report(size.row, 'stock', size.stock.trim() ? `"${size.stock}" is not a whole number of units.` : 'The stock is required.');
      return { size: size.size.trim(), stock: Number(size.stock.trim()) };
    });
    if (group.version !== '' && !/^\d{1,15}$/.test(group.version)) {
      report(first, CSV_VERSION_COLUMN, `"${group.version}" is not a version: keep the number the export wrote (blank for a new product).`);
    }
    const archived = p.archived.trim().toLowerCase();
    if (!['', 'yes', 'no'].includes(archived)) report(first, 'archived', 'Write yes or no (blank is no).');
    const list = (value: string) => (value.trim() === '' ? [] : value.split(LIST_SEPARATOR).map((item) => item.trim()));
    const input = {
      name: p.name,
      subcategoryId: numberCells.subcategory_id ?? 0,
      brand: p.brand,
      badge: p.badge,
      badge1: p.badge1,
      material: p.material,
      colour: p.colour,
      colourOptions: list(p.colour_options),
      description: p.description,
      youtubeLink: p.youtube_link,
      price: numberCells.price ?? 0,
      originalPrice: numberCells.original_price ?? 0,
      supplierPrice: numberCells.supplier_price ?? 0,
      delivery: numberCells.delivery ?? 0,
      sizes,
      images: list(p.images).map((name) => storedPictureName(name, pictureNames)),
    };
    const result = productFields.safeParse(input);
    const unreadNumber = group.rows.some((row) => badRows.has(row));
    if (!result.success) {
      for (const issue of result.error.issues) {
        // Rules between fields mean nothing when a number in them could not be read.
        if (unreadNumber && issue.code === 'custom') continue;
        const [field, position, part] = issue.path as (string | number)[];
        // A number column already reported as not a number is not reported again.
        if (field === 'sizes' && typeof position === 'number') {
          report(group.sizes[position]?.row ?? first, part === 'stock' ? 'stock' : 'size', issue.message);
        } else if (field === 'sizes' && part === undefined && position === undefined) {
          report(first, 'size', issue.message);
        } else {
          const column = COLUMN_OF_FIELD[String(field)] ?? 'asin';
          if (isNumberColumn(column) && numberCells[column] === undefined) continue;
          report(first, column, issue.message);
        }
      }
      continue;
    }
    if (numberCells.subcategory_id !== undefined) {
      const categoryId = categoryOfSub.get(numberCells.subcategory_id);
      if (categoryId === undefined) {
        report(first, 'subcategory_id', `There is no sub-category ${numberCells.subcategory_id}.`);
        continue;
      }
      if (numberCells.category_id !== undefined && numberCells.category_id !== categoryId) {
        report(first, 'category_id', `Sub-category ${numberCells.subcategory_id} is in category ${categoryId}, not ${numberCells.category_id}.`);
        continue;
      }
    }
    if (badRows.has(first)) continue;
    parsed.push({
      asin,
      rows: group.rows,
      fields: result.data,
      archived: archived === 'yes',
      version: group.version === '' ? null : Number(group.version),
    });
  }

  // Compare with the catalogue, a chunk of ASINs at a time.
  const writes: Analysis['writes'] = [];
  let fresh = 0;
  let changed = 0;
  let unchanged = 0;
  let conflicting = 0;
  const changes: CsvProductDifference[] = [];
  const conflicts: CsvProductDifference[] = [];
  const difference = (product: ParsedProduct, current: ExistingProduct, file: ComparedValues) =>
    productDifference(product.rows[0]!, product.asin, current, file);
  for (let start = 0; start < parsed.length; start += CHUNK) {
    await eventLoopTurn();
    const chunk = parsed.slice(start, start + CHUNK);
    const existing = await existingProducts(
      db,
      chunk.map((product) => product.asin),
    );
    const pictures = await missingPictures(
      db,
      chunk.flatMap((product) => product.fields.images),
      new Set(chunk.flatMap((product) => existing.get(product.asin)?.values.images ?? [])),
    );
    // The descriptions the file changes, sanitised off the event loop ('' stands for the others: nothing to do).
    const same = (product: ParsedProduct) => product.fields.description === existing.get(product.asin)?.values.description;
    const cleaned = await cleanDescriptions(chunk.map((product) => (same(product) ? '' : product.fields.description)));
    for (const [at, product] of chunk.entries()) {
      const current = existing.get(product.asin);
      const own = new Set(current?.values.images ?? []);
      const missingIndex = product.fields.images.findIndex((name) => pictures.has(name) && !own.has(name));
      if (missingIndex >= 0) {
        report(product.rows[0]!, 'images', PICTURE_NOT_UPLOADED(product.fields.images[missingIndex]!));
        continue;
      }
      if (!current) {
        fresh++;
        writes.push({ product, id: null, version: null, savedDescription: cleaned[at]! });
        continue;
      }
      const savedDescription = same(product) ? current.values.description : cleaned[at]!;
      const file = fileValues(product.fields, product.archived, savedDescription);
      if (sameProduct(file, current)) {
        unchanged++;
      } else if (versioned && product.version !== current.version) {
        // Changed since the file was made (a sale, an edit): the file's values would undo that, so it is left as it is.
        conflicting++;
        if (conflicts.length < CSV_PROBLEMS_MAX) conflicts.push(difference(product, current, file));
      } else {
        changed++;
        writes.push({ product, id: current.id, version: current.version, savedDescription });
        if (changes.length < CSV_PROBLEMS_MAX) changes.push(difference(product, current, file));
      }
    }
  }
  problems.sort((a, b) => a.row - b.row);
  return {
    counts: { new: fresh, changed, unchanged, conflicts: conflicting, errors: badRows.size, rows: cells.length - 1 },
    problems: problems.slice(0, CSV_PROBLEMS_MAX),
    writes,
    versioned,
    changes,
    conflicts,
  };
}

function isNumberColumn(column: string): column is (typeof NUMBER_COLUMNS)[number] {
  return (NUMBER_COLUMNS as readonly string[]).includes(column);
}
