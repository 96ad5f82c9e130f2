import { z } from 'zod';
import { id, statusTrue } from '../../shared/contract/common';

/**
 * Extension: the operators' catalogue (/admin/catalogue): products, the group → category → sub-category tree, stock
 * per size, and the CSV import and export. Only the platform's operators may call these (every shop sells the same
 * catalogue); every message stands alone and names its field.
 */

export const CATALOGUE_PAGE_SIZE = 20;
export const CATALOGUE_PAGE_SIZE_MAX = 100;
/** Whole rupees; paise stay within a 32-bit integer. */
export const CATALOGUE_PRICE_MAX = 10_00_000;
export const STOCK_MAX = 1_000_000;
export const SIZES_MAX = 30;
export const PICTURES_MAX = 40;
export const COLOURS_MAX = 12;
export const DESCRIPTION_MAX = 20_000;

export const STOCK_STATES = ['all', 'in-stock', 'low', 'out-of-stock'] as const;
/** Low stock: some units left, at most this many over all sizes. */
export const LOW_STOCK_UNITS = 5;
export const PRODUCT_STATES = ['active', 'archived', 'all'] as const;

/** ASINs are the product's URL: lower-case letters, digits and hyphens. */
export const ASIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;
const YOUTUBE = /^https:\/\/(?:www\.)?(?:youtube\.com\/(?:watch\?v=|embed\/|shorts\/)|youtu\.be\/)[A-Za-z0-9_-]{6,20}(?:[?&][A-Za-z0-9_=&-]*)?$/;
/** A picture's stored file name (as uploads/ serves it): letters, digits, '.', '_', '-' and folders, an image extension. */
export const PICTURE = /^(?!.*\.\.)[A-Za-z0-9][A-Za-z0-9._/-]{0,199}\.(?:jpg|jpeg|png|webp)$/;

export const asin = z
  .string()
  .trim()
  .regex(ASIN_PATTERN, 'The ASIN may hold only lower-case letters, digits and hyphens (at most 100), e.g. "cotton-kurta-blue".');

const price = (label: string) =>
  z
    .number({ error: `${label} must be a whole number of rupees.` })
    .int(`${label} must be a whole number of rupees.`)
    .min(1, `${label} must be at least ₹1.`)
    .max(CATALOGUE_PRICE_MAX, `${label} must be at most ₹10,00,000.`);
const shortText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(max, `${label} may be at most ${max} characters.`);

export const productSize = z.object({
  /** '' for an unsized product (its one row). */
  size: shortText('A size', 30),
  stock: z
    .number({ error: 'Stock must be a whole number of units.' })
    .int('Stock must be a whole number of units.')
    .min(0, 'Stock cannot be negative.')
    .max(STOCK_MAX, `Stock may be at most ${STOCK_MAX.toLocaleString('en-IN')} units.`),
});

/** Everything an operator writes about a product; prices in whole rupees. */
const productFieldsShape = {
  name: z.string({ error: 'The name is required.' }).trim().min(1, 'The name is required.').max(200, 'The name may be at most 200 characters.'),
  subcategoryId: z.coerce
    .number({ error: 'Choose a sub-category.' })
    .int('Choose a sub-category.')
    .positive('Choose a sub-category.')
    .max(2_147_483_647, 'Choose a sub-category.'),
  brand: shortText('The brand', 80),
  badge: shortText('A badge', 40),
  badge1: shortText('A badge', 40),
  material: shortText('The material', 80),
  colour: shortText('The colour', 40),
  colourOptions: z
    .array(shortText('A colour', 40).min(1, 'A colour in the list cannot be empty.'), { error: 'The colour list must be a list of colours.' })
    .max(COLOURS_MAX, `At most ${COLOURS_MAX} colours.`),
  /** Rich text; saved sanitised the way the product page shows it. */
  description: z
    .string({ error: 'The description must be text.' })
    .max(DESCRIPTION_MAX, `The description may be at most ${DESCRIPTION_MAX.toLocaleString('en-IN')} characters.`),
  youtubeLink: z
    .string({ error: 'The YouTube link must be text.' })
    .trim()
    .refine((value) => value === '' || YOUTUBE.test(value), 'The YouTube link must be a youtube.com or youtu.be video address.'),
  /** The supplier's selling price (what the shops' markup applies to). */
  price: price('The selling price'),
  /** The MRP shown struck through. */
  originalPrice: price('The original price (MRP)'),
  /** What a shop pays the supplier. */
  supplierPrice: price('The supplier price'),
  /** Recommended selling price's delivery part: the charge per unit, 0 for free delivery. */
  delivery: z
    .number({ error: 'Delivery must be a whole number of rupees.' })
    .int('Delivery must be a whole number of rupees.')
    .min(0, 'Delivery cannot be negative.')
    .max(10_000, 'Delivery may be at most ₹10,000.'),
  sizes: z
    .array(productSize, { error: 'Give the sizes with their stock.' })
    .min(1, 'Give at least one size (an empty size for an unsized product).')
    .max(SIZES_MAX, `At most ${SIZES_MAX} sizes.`),
  /** Stored file names of the pictures, first shown first. */
  images: z
    .array(z.string().regex(PICTURE, 'A picture must be an uploaded JPEG, PNG or WebP file name.'), { error: 'Give the pictures as a list.' })
    .min(1, 'Add at least one picture.')
    .max(PICTURES_MAX, `At most ${PICTURES_MAX} pictures.`),
};

/** The rules between fields, each reported on the field to fix. */
function checkProduct(product: Partial<z.infer<z.ZodObject<typeof productFieldsShape>>>, ctx: z.RefinementCtx): void {
  if (product.price !== undefined && product.originalPrice !== undefined && product.price > product.originalPrice) {
    ctx.addIssue({ code: 'custom', path: ['price'], message: 'The selling price cannot be more than the original price (MRP).' });
  }
  if (product.price !== undefined && product.supplierPrice !== undefined && product.supplierPrice > product.price) {
    ctx.addIssue({ code: 'custom', path: ['supplierPrice'], message: 'The supplier price cannot be more than the selling price.' });
  }
  const sizes = product.sizes ?? [];
  const seen = new Set<string>();
  sizes.forEach((size, index) => {
    if (seen.has(size.size.toLowerCase())) {
      ctx.addIssue({ code: 'custom', path: ['sizes', index, 'size'], message: `The size "${size.size}" is listed twice.` });
    }
    seen.add(size.size.toLowerCase());
    if (size.size === '' && sizes.length > 1) {
      ctx.addIssue({ code: 'custom', path: ['sizes', index, 'size'], message: 'Only an unsized product has an empty size.' });
    }
  });
  if (product.colour !== undefined && product.colourOptions && product.colourOptions.length > 0 && !product.colourOptions.includes(product.colour)) {
    ctx.addIssue({ code: 'custom', path: ['colour'], message: 'The colour must be one of the colour list.' });
  }
}

/** The fields a new product may leave out. */
const withDefaults = {
  ...productFieldsShape,
  brand: productFieldsShape.brand.default(''),
  badge: productFieldsShape.badge.default(''),
  badge1: productFieldsShape.badge1.default(''),
  material: productFieldsShape.material.default(''),
  colour: productFieldsShape.colour.default(''),
  colourOptions: productFieldsShape.colourOptions.default([]),
  description: productFieldsShape.description.default(''),
  youtubeLink: productFieldsShape.youtubeLink.default(''),
};

export const productFields = z.object(withDefaults).superRefine(checkProduct);
export type ProductFields = z.infer<typeof productFields>;

/** POST /api/console/catalogue/products/create: the ASIN is made from the name when not given. */
export const catalogueCreateRequest = z.object({ asin: asin.optional(), ...withDefaults }).superRefine(checkProduct);
/** POST /api/console/catalogue/products/update: the fields sent change; the ASIN (the URL) never does. */
export const catalogueUpdateRequest = z.object({ asin, ...z.object(productFieldsShape).partial().shape }).superRefine(checkProduct);
export type CatalogueUpdateRequest = z.input<typeof catalogueUpdateRequest>;
/** POST /api/console/catalogue/products/archive: archived products leave every shop; restoring brings them back. */
export const catalogueArchiveRequest = z.object({ asin, archived: z.boolean({ error: 'Say whether the product is archived.' }) });
/** POST /api/console/catalogue/stock: units per size ('' for an unsized product). */
export const catalogueStockRequest = z.object({
  asin,
  stock: z.record(z.string().max(40), productSize.shape.stock),
});

/** GET /api/console/catalogue/products (and …/export): filters as query parameters. */
export const catalogueListQuery = z.object({
  /** Words of a name (the storefront's search, spelling included) or an exact ASIN. */
  q: z.string().trim().max(100, 'Search for at most 100 characters.').default(''),
  category: id.optional(),
  subcategory: id.optional(),
  stock: z.enum(STOCK_STATES, { error: 'Choose a stock state.' }).default('all'),
  state: z.enum(PRODUCT_STATES, { error: 'Choose active, archived or all.' }).default('active'),
  /** A band of the selling price, whole rupees. */
  price_min: z.coerce.number().int().min(0).max(CATALOGUE_PRICE_MAX).optional(),
  price_max: z.coerce.number().int().min(0).max(CATALOGUE_PRICE_MAX).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(CATALOGUE_PAGE_SIZE_MAX).default(CATALOGUE_PAGE_SIZE),
});
export type CatalogueListQuery = z.infer<typeof catalogueListQuery>;

export const catalogueProductQuery = z.object({ asin });

export const catalogueProduct = z.object({
  id: z.number().int(),
  asin: z.string(),
  name: z.string(),
  groupId: z.number().int(),
  categoryId: z.number().int(),
  category: z.string(),
  subcategoryId: z.number().int(),
  subcategory: z.string(),
  brand: z.string(),
  badge: z.string(),
  badge1: z.string(),
  material: z.string(),
  colour: z.string(),
  colourOptions: z.array(z.string()),
  description: z.string(),
  youtubeLink: z.string(),
  price: z.number(),
  originalPrice: z.number(),
  supplierPrice: z.number(),
  delivery: z.number(),
  sizes: z.array(z.object({ size: z.string(), stock: z.number().int() })),
  images: z.array(z.string()),
  /** /uploads/… paths of the pictures, for showing them. */
  imageUrls: z.array(z.string()),
  archived: z.boolean(),
  updatedAt: z.string(),
});
export type CatalogueProduct = z.infer<typeof catalogueProduct>;

export const catalogueRow = catalogueProduct
  .pick({
    id: true,
    asin: true,
    name: true,
    categoryId: true,
    category: true,
    subcategoryId: true,
    subcategory: true,
    brand: true,
    price: true,
    originalPrice: true,
    supplierPrice: true,
    sizes: true,
    archived: true,
  })
  .extend({ image: z.string(), stock: z.number().int() });
export type CatalogueRow = z.infer<typeof catalogueRow>;

export const catalogueListAnswer = z.object({
  status: statusTrue,
  rows: z.array(catalogueRow),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** The words searched after spelling correction, when a search ran. */
  searched: z.string().optional(),
});
export const catalogueProductAnswer = z.object({ status: statusTrue, message: z.string().optional(), product: catalogueProduct });

/** POST /api/console/catalogue/pictures (the body is the image's bytes): the stored name to list in `images`. */
export const cataloguePictureBody = z.instanceof(Uint8Array);
export const cataloguePictureAnswer = z.object({ status: statusTrue, message: z.string(), file: z.string(), url: z.string() });
