import { z } from 'zod';
import {
  DISCOUNT_STEPS,
  MAX_FILTER_VALUE_LENGTH,
  MAX_FILTER_VALUES,
  MAX_PRICE_FILTER,
  PRICE_BANDS,
  PRODUCT_SORTS,
  RATING_STEPS,
} from './listing-options';
import { id, statusTrue, text } from '../../shared/contract/common';

export const subcategory = z.object({ subcategory_id: z.number().int(), subcategory_desc: z.string() });
export const category = z.object({
  category_id: z.number().int(),
  category_desc: z.string(),
  /** Extension (issue 29): its name in Hindi, where the operator gave one (absent: none). */
  category_desc_hi: z.string().optional(),
  /** Image path under /uploads. */
  cocategory_image: z.string(),
  /** Slug of the category. */
  url: z.string(),
  Subcategories: z.array(subcategory),
});
export const group = z.object({ group_id: z.number().int(), group_desc: z.string(), categories: z.array(category) });

/** POST /api/GetAllGroupWithCategory: array of groups. */
export const groupsAnswer = z.array(group);
/** POST /api/GetAllCategory: array of categories with their sub-categories. */
export const categoriesAnswer = z.array(category);

export const sizeOption = z.object({ unit_id: z.number().int(), Size_Desc: z.string(), Stock: z.number().int() });

/**
 * A product as every catalogue call answers it. Prices are whole rupees at the requesting reseller's selling
 * price. `recommendedSellingPrice` is the per-unit delivery charge (0 = free delivery), as the specs' totals use it.
 * Extensions: ratingCount, subcategory_id, category_id, group_id, brand, countryOfOrigin.
 */
export const product = z.object({
  id: z.number().int(),
  categoryid: z.number().int(),
  name: z.string(),
  /** First image, a file name under /uploads. */
  image: z.string(),
  thumbnail: z.array(z.object({ CoImage: z.string() })),
  sizes: z.array(sizeOption),
  size: z.array(z.string()),
  color: z.union([z.string(), z.array(z.string())]),
  colongdescription: z.string(),
  /** Rich text (HTML); unsanitised on the wire, sanitised by whoever renders it. */
  description: z.string(),
  ratings: z.number(),
  badge: z.string(),
  badge1: z.string(),
  category: z.string(),
  discountPrice: z.number().int(),
  originalPrice: z.number().int(),
  youtubeLink: z.string(),
  ASIN: z.string(),
  material: z.string(),
  /** Units in stock over all sizes. */
  quantity: z.number().int(),
  liked: z.boolean(),
  recommendedSellingPrice: z.number().int(),
  delbertoPrice: z.number().int(),
  ratingCount: z.number().int(),
  subcategory_id: z.number().int(),
  category_id: z.number().int(),
  group_id: z.number().int(),
  brand: z.string(),
  countryOfOrigin: z.string(),
});
export type ProductWire = z.infer<typeof product>;

/** Extension: listings answer cards, the product without its long texts. */
export const productCard = product.omit({ description: true, colongdescription: true });
export type ProductCardWire = z.infer<typeof productCard>;

/** GET /api/GetAllHeaderWithProduct. Extension (issue 29): headername_hi, the section's name in Hindi (absent: none). */
export const homeHeader = z.object({
  headerid: z.number().int(),
  headername: z.string(),
  headername_hi: z.string().optional(),
  list_product: z.array(productCard),
});
export const homeHeadersAnswer = z.array(homeHeader);

export const PRODUCT_LIST_TYPES = ['cat', 'subcat', '', 'group'] as const;

/** POST /api/GetAllProductFilters. `type: 'group'` is an extension; '' searches `search` as text. */
export const productFiltersRequest = z.object({
  search: text(200).default(''),
  subcat_id: z.union([z.number(), z.string().max(20)]).default(0),
  type: z.enum(PRODUCT_LIST_TYPES, { error: "must be 'cat', 'subcat', 'group' or ''" }).default(''),
  /** Extension: search the words as typed, with no spelling correction ("Search instead for …"). */
  as_typed: z.boolean().default(false),
});
/** Legacy lists are capped; the paginated extension below is what a storefront should use. */
export const LEGACY_LIST_LIMIT = 500;
export const productFiltersAnswer = z.array(productCard);

/** POST /api/GetSingleProductFilters: `search` is the ASIN slug; the answer's first entry is the product. */
export const singleProductRequest = z.object({
  search: text(200).trim().min(1, 'is required'),
  subcat_id: z.union([z.number(), z.string().max(20)]).default(0),
  type: z.string().max(20).default(''),
});
export const singleProductAnswer = z.array(product);

export { DISCOUNT_STEPS, PRICE_BANDS, PRODUCT_SORTS, RATING_STEPS, type ProductSort } from './listing-options';
export const PRICE_BAND_IDS = PRICE_BANDS.map((band) => band.id) as [string, ...string[]];

export const MAX_PAGE_SIZE = 60;

const filterValues = z.array(text(MAX_FILTER_VALUE_LENGTH)).max(MAX_FILTER_VALUES).default([]);

/**
 * Extension: POST /api/GetProductPage, the paginated, sorted and filtered list behind listings and search.
 * `kind` 'search' uses `search` as the query; the others use `id`.
 */
export const productPageRequest = z
  .object({
    kind: z.enum(['cat', 'subcat', 'group', 'search']),
    id: id.optional(),
    search: text(200).trim().default(''),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(24),
    sort: z.enum(PRODUCT_SORTS).default('featured'),
    price_band: z.enum(PRICE_BAND_IDS).optional(),
    /** Case-insensitive filter on the product name within the list. */
    name: text(100).trim().default(''),
    /** For searches: the words as typed, with no spelling correction ("Search instead for …"). */
    as_typed: z.boolean().default(false),
    // Extension (issue 28), the shopper's filters: values within one are OR, filters together are AND.
    /** Sizes with stock (product_sizes.size_desc with stock > 0). */
    sizes: filterValues,
    /** The product's colour or one of its colour options. */
    colours: filterValues,
    brands: filterValues,
    materials: filterValues,
    /** The MRP (originalPrice, as the price bands) from price_min to price_max whole rupees, either end open. */
    price_min: z.number().int().min(0).max(MAX_PRICE_FILTER).optional(),
    price_max: z.number().int().min(0).max(MAX_PRICE_FILTER).optional(),
    /** At least this many percent off the MRP at the shop's selling price. */
    discount: z.literal([...DISCOUNT_STEPS]).optional(),
    /** At least this many stars. */
    rating: z.literal([...RATING_STEPS]).optional(),
    /** Only products with some stock. */
    in_stock: z.boolean().default(false),
    /** Also answer `facets`: each filter's values with the count each would give with the other filters. */
    facets: z.boolean().default(false),
  })
  .superRefine((r, ctx) => {
    if (r.kind === 'search' && !r.search) ctx.addIssue({ code: 'custom', message: 'is required', path: ['search'] });
    if (r.kind !== 'search' && r.id === undefined) ctx.addIssue({ code: 'custom', message: 'is required', path: ['id'] });
  });
export type ProductPageRequest = z.infer<typeof productPageRequest>;

/** One value of a filter with how many products it would give together with the other filters chosen. */
export const facetValue = z.object({ value: z.string(), count: z.number().int() });
export type FacetValueWire = z.infer<typeof facetValue>;

/**
 * Extension (issue 28): every filter's values, each counted with the other filters applied (not its own), so a
 * value's count is what choosing it would give. Values that give nothing are left out. Prices are counted per band
 * (PRICE_BANDS ids), discounts and ratings per step ('10', '30', '50'; '4', '3': at least that much).
 */
export const productFacets = z.object({
  sizes: z.array(facetValue),
  colours: z.array(facetValue),
  brands: z.array(facetValue),
  materials: z.array(facetValue),
  price_bands: z.array(facetValue),
  discounts: z.array(facetValue),
  ratings: z.array(facetValue),
  in_stock: z.number().int(),
});
export type ProductFacetsWire = z.infer<typeof productFacets>;

export const productPageAnswer = z.object({
  status: statusTrue,
  data: z.array(productCard),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
  /** For searches: the words actually searched after spelling correction. */
  searched: z.string().optional(),
  /** When the request asked for `facets`. */
  facets: productFacets.optional(),
});
export type ProductPageAnswer = z.infer<typeof productPageAnswer>;
