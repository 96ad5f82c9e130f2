import { z } from 'zod';
import { id, okAnswer } from '../../shared/contract/common';
import { hindiText } from '../../shared/contract/hindi-text';

/**
 * Extension: the console's home sections (the legacy "headers" of GET /api/GetAllHeaderWithProduct). A section
 * shows the products the shop chose for it, in their order, or the first products of one category; a hidden
 * section stays in the console and is left off the home page.
 */

export const SECTION_NAME_MAX = 60;
/**
 * A home section shows this many products (the spec's "up to the first 6"): it holds at most this many chosen
 * products, and a category section shows that many of its category's first. The home page reads the same number.
 */
export const SECTION_PRODUCTS_MAX = 6;
/** The product picker answers at most this many matches. */
export const PRODUCT_PICKER_LIMIT = 20;
export const PRODUCT_SEARCH_MAX = 100;

export const SECTION_NOT_FOUND = 'There is no such home section in this shop.';

const sectionName = z
  .string('Enter a name for the section.')
  .trim()
  .min(1, 'Enter a name for the section.')
  .max(SECTION_NAME_MAX, `A section name can be at most ${SECTION_NAME_MAX} characters.`);
/** Its name on Hindi pages ('' = none: the English is shown). */
const sectionNameHi = hindiText(SECTION_NAME_MAX, 'The Hindi section name');

export const sectionSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  nameHi: z.string(),
  hidden: z.boolean(),
  /** Null: the section shows its chosen products. */
  categoryId: z.number().int().nullable(),
  categoryName: z.string().nullable(),
  /** Chosen products (kept while a category is shown instead). */
  productCount: z.number().int().nonnegative(),
});
export type SectionSummary = z.infer<typeof sectionSummary>;

export const pickedProduct = z.object({
  id: z.number().int(),
  asin: z.string(),
  name: z.string(),
  /** The first image's file name under /uploads ('' for none). */
  image: z.string(),
  /** Whether shoppers can see it (active, and not hidden by this shop): a chosen product that is not is skipped. */
  shown: z.boolean(),
});
export type PickedProduct = z.infer<typeof pickedProduct>;

export const consoleSectionsAnswer = z.object({ status: z.literal('true'), sections: z.array(sectionSummary) });

export const sectionQuery = z.object({ id });
export const consoleSectionAnswer = z.object({
  status: z.literal('true'),
  section: sectionSummary.extend({ products: z.array(pickedProduct) }),
  /** The categories this shop sells, for a category section. */
  categories: z.array(z.object({ id: z.number().int(), name: z.string() })),
});
export type ConsoleSection = z.infer<typeof consoleSectionAnswer>;

export const sectionCreateRequest = z.object({ name: sectionName, nameHi: sectionNameHi.default('') });
/** nameHi absent: the Hindi name stays as it is. */
export const sectionRenameRequest = z.object({ id, name: sectionName, nameHi: sectionNameHi.optional() });
export const sectionMoveRequest = z.object({ id, direction: z.enum(['up', 'down'], "The direction must be 'up' or 'down'.") });
export const sectionHideRequest = z.object({ id, hidden: z.boolean('Say whether the section is hidden.') });
export const sectionDeleteRequest = z.object({ id });
/** categoryId null: show the chosen products. */
export const sectionSourceRequest = z.object({ id, categoryId: id.nullable() });
/** The section's chosen products, in order (replacing the list). */
export const sectionProductsRequest = z.object({
  id,
  productIds: z
    .array(id, 'Give the products as a list.')
    .max(SECTION_PRODUCTS_MAX, `A section can hold at most ${SECTION_PRODUCTS_MAX} products.`)
    .refine((ids) => new Set(ids).size === ids.length, 'A product can be in a section only once.'),
});

export const sectionChangeAnswer = okAnswer.extend({ id: z.number().int() });

export const productSearchQuery = z.object({
  q: z
    .string('Type a product name or ASIN.')
    .trim()
    .min(1, 'Type a product name or ASIN.')
    .max(PRODUCT_SEARCH_MAX, `Search with at most ${PRODUCT_SEARCH_MAX} characters.`),
});
export const productSearchAnswer = z.object({ status: z.literal('true'), products: z.array(pickedProduct) });
