/**
 * The sorts and price bands a listing offers. Free of zod so the browser's filter forms can share them without
 * loading the schemas.
 */
export const PRODUCT_SORTS = ['featured', 'priceLowToHigh', 'priceHighToLow', 'nameAZ', 'nameZA'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/** The spec's price bands on originalPrice, in whole rupees. */
export const PRICE_BANDS = [
  { id: '100-1000', min: 100, max: 1000 },
  { id: '2000-3000', min: 2000, max: 3000 },
  { id: '3000-4000', min: 3000, max: 4000 },
  { id: '6000-7000', min: 6000, max: 7000 },
  { id: '8000-50000', min: 8000, max: 50000 },
] as const;

/** Discount filters: at least this many percent off the MRP, at the shop's selling price. */
export const DISCOUNT_STEPS = [10, 30, 50] as const;
/** Rating filters: at least this many stars. */
export const RATING_STEPS = [4, 3] as const;
/** Highest rupee amount a price filter takes (a larger one is treated as this). */
export const MAX_PRICE_FILTER = 10_000_000;
/** Most values a filter (sizes, colours, brands, materials) takes from one request or URL. */
export const MAX_FILTER_VALUES = 20;
/** Longest filter value (a size, colour, brand or material) a request or URL may carry. */
export const MAX_FILTER_VALUE_LENGTH = 60;
