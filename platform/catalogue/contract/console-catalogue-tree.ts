import { z } from 'zod';
import { id, statusTrue } from '../../shared/contract/common';
import { hindiText } from '../../shared/contract/hindi-text';

/** Extension: the operators' group → category → sub-category tree (/admin/catalogue/categories). */

export const TREE_LEVELS = ['group', 'category', 'subcategory'] as const;
export type TreeLevel = (typeof TREE_LEVELS)[number];
const level = z.enum(TREE_LEVELS, { error: 'Say group, category or subcategory.' });
export const TREE_NAME_MAX = 80;
export const ONLY_CATEGORIES_HINDI = 'Only categories have a Hindi name.';
const nodeName = z
  .string({ error: 'The name is required.' })
  .trim()
  .min(1, 'The name is required.')
  .max(TREE_NAME_MAX, `The name may be at most ${TREE_NAME_MAX} characters.`);

export const treeSubcategory = z.object({ id: z.number().int(), name: z.string(), products: z.number().int() });
export const treeCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Its name on Hindi pages ('' = none: the English is shown). */
  nameHi: z.string(),
  slug: z.string(),
  hsnCode: z.string(),
  /** Its picture on the storefront's category carousel (an /uploads path), '' for none yet. */
  imageUrl: z.string(),
  /** Per cent; null when not set. */
  gstRatePercent: z.number().nullable(),
  products: z.number().int(),
  subcategories: z.array(treeSubcategory),
});
export const treeGroup = z.object({ id: z.number().int(), name: z.string(), categories: z.array(treeCategory) });
export type TreeGroup = z.infer<typeof treeGroup>;
export const catalogueTreeAnswer = z.object({ status: statusTrue, message: z.string().optional(), groups: z.array(treeGroup) });

const hsnCode = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})?$/, 'An HSN code is 4, 6 or 8 digits.');
/** The GST slabs, in per cent. */
export const GST_RATES = [0, 0.25, 3, 5, 12, 18, 28];

/** POST …/tree/add: a group (no parent), a category (parent: its group) or a sub-category (parent: its category). */
export const treeAddRequest = z.object({
  level,
  name: nodeName,
  parentId: id.optional(),
  hsnCode: hsnCode.default(''),
});
/** POST …/tree/tax: what a category's invoices print: its HSN code and GST rate (empty: none). */
export const treeTaxRequest = z.object({
  id,
  hsnCode,
  gstRatePercent: z
    .union([z.literal(''), z.coerce.number('A GST rate is a number, like 5 or 18.')])
    .refine((rate) => rate === '' || GST_RATES.includes(rate), `A GST rate is one of ${GST_RATES.join(', ')} per cent.`),
});
/** nameHi (categories only): the category's Hindi name, '' for none; absent: it stays as it is. */
export const treeRenameRequest = z
  .object({ level, id, name: nodeName, nameHi: hindiText(TREE_NAME_MAX, 'The Hindi name').optional() })
  .refine((request) => request.nameHi === undefined || request.level === 'category', { message: ONLY_CATEGORIES_HINDI, path: ['nameHi'] });
/** POST …/tree/reorder: the ids of one parent's children (or of all groups) in their new order. */
export const treeReorderRequest = z.object({ level, ids: z.array(id).min(1, 'Give the new order.').max(500) });
/** POST …/tree/move: a category to another group, a sub-category (and its products) to another category. */
export const treeMoveRequest = z.object({
  level: z.enum(['category', 'subcategory'], { error: 'Only categories and sub-categories move.' }),
  id,
  parentId: id,
});
export const treeDeleteRequest = z.object({ level, id });
/** POST …/tree/picture?id= (the body is the image's bytes): a category's picture, through the product pictures' pipeline. */
export const treePictureQuery = z.object({ id: z.coerce.number('Choose a category.').int('Choose a category.').positive('Choose a category.') });
