import { z } from 'zod';
import { statusTrue } from './common';
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

export const csvProblem = z.object({ row: z.number().int(), column: z.string(), message: z.string() });
export type CsvProblem = z.infer<typeof csvProblem>;
export const csvCounts = z.object({
  new: z.number().int(),
  changed: z.number().int(),
  unchanged: z.number().int(),
  /** Rows with a problem. */
  errors: z.number().int(),
  rows: z.number().int(),
});
export type CsvCounts = z.infer<typeof csvCounts>;
/** POST …/import/dry_run and …/import/apply (body: the CSV text, Content-Type text/csv). */
export const csvImportAnswer = z.object({
  status: statusTrue,
  message: z.string(),
  applied: z.boolean(),
  counts: csvCounts,
  /** At most CSV_PROBLEMS_MAX problems, by row. */
  problems: z.array(csvProblem),
});
/** An apply refused because of problems: nothing was saved. */
export const csvImportRefusal = z.object({
  status: z.literal('false'),
  message: z.string(),
  field: z.string().optional(),
  applied: z.literal(false),
  counts: csvCounts,
  problems: z.array(csvProblem),
});
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
