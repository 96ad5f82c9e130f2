import { z } from 'zod';
import { statusTrue } from '../../shared/contract/common';
import { PICTURE } from './console-catalogue';

/**
 * The CSV's columns, in order: one row per product and size (an unsized product has one row with an empty size).
 * Product columns repeat on each of its rows and must agree; lists (colour_options, images) are separated by '|';
 * prices are whole rupees; archived is yes or no. UTF-8 (a byte-order mark is fine), any language's letters.
 */
export const CATALOGUE_CSV_COLUMNS = [
  'asin',
  'name',
  'category_id',
  'subcategory_id',
  'brand',
  'badge',
  'badge1',
  'material',
  'colour',
  'colour_options',
  'description',
  'youtube_link',
  'price',
  'original_price',
  'supplier_price',
  'delivery',
  'images',
  'archived',
  'size',
  'stock',
] as const;
export type CatalogueCsvColumn = (typeof CATALOGUE_CSV_COLUMNS)[number];
/**
 * The export's last column: the product's version when the file was made (on its first row). An import leaves a
 * product whose version has moved on since (a sale, an edit) as it is and reports it as a conflict. A file without
 * this column (a supplier's own) updates existing products with its values, stock included, and says so.
 */
export const CSV_VERSION_COLUMN = 'version';
export const EXPORTED_CSV_COLUMNS = [...CATALOGUE_CSV_COLUMNS, CSV_VERSION_COLUMN] as const;

export const csvProblem = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type CsvProblem = z.infer<typeof csvProblem>;
export const csvCounts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Products changed since the file was exported, which differ from it: left as they are. */
  conflicts: z.number().int(),
  /** Rows with a problem. */
  errors: z.number().int(),
  rows: z.number().int(),
});
export type CsvCounts = z.infer<typeof csvCounts>;
/** One value of a product that differs: now in the catalogue, and in the file (a size's stock names its size). */
export const csvFieldDifference = z.object({ column: z.string(), size: z.string().optional(), now: z.string(), file: z.string() });
export type CsvFieldDifference = z.infer<typeof csvFieldDifference>;
/** A product whose file row differs from the catalogue, with every value that differs. */
export const csvProductDifference = z.object({ row: z.number().int(), asin: z.string(), name: z.string(), fields: z.array(csvFieldDifference) });
export type CsvProductDifference = z.infer<typeof csvProductDifference>;
const importReport = {
  message: z.string(),
  applied: z.boolean(),
  counts: csvCounts,
  /** At most CSV_PROBLEMS_MAX problems, by row. */
  problems: z.array(csvProblem),
  /** Whether the file has the export's version column (see CSV_VERSION_COLUMN). */
  versioned: z.boolean(),
  /** The products the file changes (or changed), old → new, by row: at most CSV_PROBLEMS_MAX. */
  changes: z.array(csvProductDifference),
  /** The products changed since the file was exported, left as they are, by row: at most CSV_PROBLEMS_MAX. */
  conflicts: z.array(csvProductDifference),
};
/** POST …/import/dry_run and …/import/apply (body: the CSV text, Content-Type text/csv). */
export const csvImportAnswer = z.object({ status: statusTrue, ...importReport });
/** An apply refused because of problems: nothing was saved. */
export const csvImportRefusal = z.object({ ...importReport, status: z.literal('false'), field: z.string().optional(), applied: z.literal(false) });
export const CSV_PROBLEMS_MAX = 1000;
export const CSV_PICTURES_MAX = 5000;
/** An import's pictures (multipart field `pictures`): each uploaded file's own name → the stored name its upload answered. */
export const csvPictureNames = z
  .record(z.string().min(1).max(200), z.string().regex(PICTURE, 'A picture must be an uploaded JPEG, PNG or WebP file name.'), {
    error: 'The pictures must map each file name to its uploaded name.',
  })
  .refine((names) => Object.keys(names).length <= CSV_PICTURES_MAX, `At most ${CSV_PICTURES_MAX} pictures with one import.`);
/** text/csv, not JSON. */
export const catalogueExportAnswer = z.string();
