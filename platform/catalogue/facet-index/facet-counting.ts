import type { ProductFacetsWire } from '../contract/catalogue';
import { DISCOUNT_STEPS, PRICE_BANDS, RATING_STEPS } from '../contract/listing-options';
import { basePaiseBounds } from '../../pricing';
import { sizeRank, type ShopperFilters } from '../product-facets';
import type { FacetColumns } from './facet-columns';
import type { ShopPriceBook } from './shop-price-book';

// The facets in one bit each, in FACETS' order (product-facets.ts).
const SIZES = 1;
const COLOURS = 2;
const BRANDS = 4;
const MATERIALS = 8;
const PRICE = 16;
const DISCOUNT = 32;
const RATING = 64;
const IN_STOCK = 128;

/** The MRP range in paise a price filter or band means, as mrpWithin reckons it in SQL. */
export function mrpPaiseRange(minRupees: number | undefined, maxRupees: number | undefined): { low: number; high: number } {
  return basePaiseBounds(minRupees ?? 0, maxRupees ?? 2_000_000_000 / 10_000, 0);
}

/** The order of String.localeCompare(…, 'en'), as productFacets sorts values, without a collator made per call. */
const ENGLISH = new Intl.Collator('en');

function anyOf(numbers: Int32Array, mask: Uint8Array): boolean {
  for (let i = 0; i < numbers.length; i++) if (mask[numbers[i]!] === 1) return true;
  return false;
}

/**
 * Every filter's values with their counts over the given slots, as productFacets answers them, in one pass: a product
 * failing no chosen filter counts for every filter's values, one failing exactly one chosen filter F counts only for
 * F's values (each filter's counts apply all the other chosen filters), one failing two or more counts for none.
 */
export function countFacets(
  columns: FacetColumns,
  slots: ArrayLike<number>,
  filters: ShopperFilters,
  prices: ShopPriceBook,
): { facets: ProductFacetsWire; passing: number[] } {
  const sizeMask = columns.sizeNames.mask(filters.sizes);
  const colourMask = columns.colourNames.mask(filters.colours);
  const brandMask = columns.brands.mask(filters.brands);
  const materialMask = columns.materials.mask(filters.materials);
  const priceChosen = filters.priceMin !== undefined || filters.priceMax !== undefined;
  const price = mrpPaiseRange(filters.priceMin, filters.priceMax);
  const bands = PRICE_BANDS.map((band) => mrpPaiseRange(band.min, band.max));
  const minRating = (filters.rating ?? 0) * 10;
  const discount = filters.discount ?? 0;

  const sizeCounts = new Int32Array(columns.sizeNames.names.length);
  const colourCounts = new Int32Array(columns.colourNames.names.length);
  const brandCounts = new Int32Array(columns.brands.names.length);
  const materialCounts = new Int32Array(columns.materials.names.length);
  const bandCounts = new Int32Array(bands.length);
  const discountCounts = new Int32Array(DISCOUNT_STEPS.length);
  const ratingCounts = new Int32Array(RATING_STEPS.length);
  let inStockCount = 0;
  /** The slots every chosen filter lets through, in the given order: the results. */
  const passing: number[] = [];

  for (let n = 0; n < slots.length; n++) {
    const slot = slots[n]!;
    const mrp = columns.mrpPaise[slot]!;
    const key = prices.sellingKey(columns, slot);
    const rating = columns.ratingTenths[slot]!;
    let failed = 0;
    if (filters.sizes.length && !anyOf(columns.sizes[slot]!, sizeMask)) failed |= SIZES;
    if (filters.colours.length && !anyOf(columns.colours[slot]!, colourMask)) failed |= COLOURS;
    if (filters.brands.length && brandMask[columns.brand[slot]!] !== 1) failed |= BRANDS;
    if (filters.materials.length && materialMask[columns.material[slot]!] !== 1) failed |= MATERIALS;
    if (priceChosen && (mrp < price.low || mrp > price.high)) failed |= PRICE;
    if (filters.discount !== undefined && key > mrp * (100 - discount)) failed |= DISCOUNT;
    if (filters.rating !== undefined && rating < minRating) failed |= RATING;
    if (filters.inStock && columns.inStock[slot] !== 1) failed |= IN_STOCK;
    // Counted for every facet (no filter failed) or for the one it failed.
    if (failed & (failed - 1)) continue;
    if (failed === 0) passing.push(slot);
    if (failed === 0 || failed === SIZES) for (const size of columns.sizes[slot]!) sizeCounts[size]!++;
    if (failed === 0 || failed === COLOURS) for (const colour of columns.colours[slot]!) colourCounts[colour]!++;
    if (failed === 0 || failed === BRANDS) brandCounts[columns.brand[slot]!]!++;
    if (failed === 0 || failed === MATERIALS) materialCounts[columns.material[slot]!]!++;
    if (failed === 0 || failed === PRICE) for (let i = 0; i < bands.length; i++) if (mrp >= bands[i]!.low && mrp <= bands[i]!.high) bandCounts[i]!++;
    if (failed === 0 || failed === DISCOUNT)
      for (let i = 0; i < DISCOUNT_STEPS.length; i++) if (key <= mrp * (100 - DISCOUNT_STEPS[i]!)) discountCounts[i]!++;
    if (failed === 0 || failed === RATING) for (let i = 0; i < RATING_STEPS.length; i++) if (rating >= RATING_STEPS[i]! * 10) ratingCounts[i]!++;
    if ((failed === 0 || failed === IN_STOCK) && columns.inStock[slot] === 1) inStockCount++;
  }

  const listed = (names: readonly string[], counts: Int32Array) =>
    names.flatMap((value, i) => (counts[i]! > 0 && value !== '' ? [{ value, count: counts[i]! }] : []));
  const byText = (a: { value: string }, b: { value: string }) => ENGLISH.compare(a.value, b.value);
  const facets = {
    sizes: listed(columns.sizeNames.names, sizeCounts).sort((a, b) => sizeRank(a.value) - sizeRank(b.value) || byText(a, b)),
    colours: listed(columns.colourNames.names, colourCounts).sort(byText),
    brands: listed(columns.brands.names, brandCounts).sort(byText),
    materials: listed(columns.materials.names, materialCounts).sort(byText),
    price_bands: listed(
      PRICE_BANDS.map((band) => band.id),
      bandCounts,
    ),
    discounts: listed(DISCOUNT_STEPS.map(String), discountCounts),
    ratings: listed(RATING_STEPS.map(String), ratingCounts),
    in_stock: inStockCount,
  };
  return { facets, passing };
}
