import { sql, type SQL } from 'drizzle-orm';
import type { ProductFacetsWire, ProductPageRequest } from './contract/catalogue';
import { DISCOUNT_STEPS, PRICE_BANDS, RATING_STEPS } from './contract/listing-options';
import { queryRows, type Queryable } from '../shared/db/database';
import { products, productSizes } from './tables';
import { basePaiseBounds, sellingPricePaiseColumn, type ShopPricing } from '../pricing';

/**
 * The shopper's filters (issue 28): sizes with stock, colours, brands, materials, an MRP range, a least discount, a
 * least rating, in stock only. Values within one filter are OR, filters together are AND.
 */
export interface ShopperFilters {
  sizes: string[];
  colours: string[];
  brands: string[];
  materials: string[];
  priceMin?: number;
  priceMax?: number;
  discount?: number;
  rating?: number;
  inStock: boolean;
}

export const FACETS = ['sizes', 'colours', 'brands', 'materials', 'price', 'discount', 'rating', 'inStock'] as const;
type Facet = (typeof FACETS)[number];

export function shopperFilters(request: ProductPageRequest): ShopperFilters {
  const values = (list: string[]) => [...new Set(list.filter((value) => value !== '' && !value.includes('\u0000')))];
  return {
    sizes: values(request.sizes),
    colours: values(request.colours),
    brands: values(request.brands),
    materials: values(request.materials),
    priceMin: request.price_min,
    priceMax: request.price_max,
    discount: request.discount,
    rating: request.rating,
    inStock: request.in_stock,
  };
}

function textArray(values: string[]): SQL {
  return sql`array[${sql.join(
    values.map((value) => sql`${value}`),
    sql`, `,
  )}]::text[]`;
}

/** The product's colours: its colour and its colour options. */
const colours = sql`(array[${products.color}] || coalesce(${products.colorOptions}, '{}'::text[]))`;

/**
 * Stock conditions are scalar subqueries with a limit, looked up through product_sizes' (product, size) key for each
 * product of the list: written as EXISTS, the planner hashes the whole of product_sizes instead (a cost that grows
 * with the catalogue, not the list).
 */
const inStock = sql`coalesce((select true from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.stock} > 0 limit 1), false)`;

/** The selling price in the shop as paise × 100, capped at the MRP (as priceSortKey and shopPrices reckon it). */
function sellingKey(shop: ShopPricing): SQL {
  return sql`least(coalesce(${sellingPricePaiseColumn(shop)}::bigint * 100, ${products.basePricePaise}::bigint * ${100 + shop.markupPercent}),
    ${products.baseMrpPaise}::bigint * 100)`;
}

/** "At least `percent` off the MRP", on a selling key as sellingKey gives it. */
function discountAtLeast(key: SQL, percent: number): SQL {
  return sql`${key} <= ${products.baseMrpPaise}::bigint * ${100 - percent}`;
}

function mrpWithin(minRupees: number | undefined, maxRupees: number | undefined): SQL {
  const { low, high } = basePaiseBounds(minRupees ?? 0, maxRupees ?? 2_000_000_000 / 10_000, 0);
  return sql`${products.baseMrpPaise} between ${low} and ${high}`;
}

/** Each chosen filter as a condition on `products`; a filter not chosen has none. */
export function shopperConditions(filters: ShopperFilters, shop: ShopPricing, key: SQL = sellingKey(shop)): Partial<Record<Facet, SQL>> {
  const conditions: Partial<Record<Facet, SQL>> = {};
  if (filters.sizes.length) {
    conditions.sizes = sql`coalesce((select true from ${productSizes} where ${productSizes.productId} = ${products.id}
      and ${productSizes.stock} > 0 and ${productSizes.sizeDesc} = any(${textArray(filters.sizes)}) limit 1), false)`;
  }
  if (filters.colours.length) conditions.colours = sql`${colours} && ${textArray(filters.colours)}`;
  if (filters.brands.length) conditions.brands = sql`${products.brand} = any(${textArray(filters.brands)})`;
  if (filters.materials.length) conditions.materials = sql`${products.material} = any(${textArray(filters.materials)})`;
  if (filters.priceMin !== undefined || filters.priceMax !== undefined) conditions.price = mrpWithin(filters.priceMin, filters.priceMax);
  if (filters.discount !== undefined) conditions.discount = discountAtLeast(key, filters.discount);
  if (filters.rating !== undefined) conditions.rating = sql`${products.ratingTenths} >= ${filters.rating * 10}`;
  if (filters.inStock) conditions.inStock = inStock;
  return conditions;
}

/** The chosen filters' conditions together (AND), for the results themselves. */
export function shopperCondition(filters: ShopperFilters, shop: ShopPricing): SQL[] {
  return Object.values(shopperConditions(filters, shop));
}

export function hasShopperFilters(filters: ShopperFilters): boolean {
  return Object.keys(shopperConditions(filters, { shopId: 0, markupPercent: 0 })).length > 0;
}

/**
 * Every filter's values with their counts, in one query: the products of `scope` (already narrowed to what the shop
 * shows) are read once into a materialised step with each chosen filter's verdict, and each filter's values are
 * counted over the rows every other chosen filter lets through. The verdicts are the very conditions the results
 * use (shopperConditions), so a value's count is the total that choosing it gives.
 */
export async function productFacets(db: Queryable, scope: SQL, filters: ShopperFilters, shop: ShopPricing): Promise<ProductFacetsWire> {
  const conditions = shopperConditions(filters, shop, sql`key`);
  // Within the materialised step sizes and stock are read once per product.
  if (conditions.sizes) conditions.sizes = sql`sizes && ${textArray(filters.sizes)}`;
  if (conditions.inStock) conditions.inStock = sql`in_stock`;
  const chosen = FACETS.filter((facet) => conditions[facet]);
  const flag = (facet: Facet) => sql.raw(`f_${facet.toLowerCase()}`);
  /** The rows every chosen filter other than `facet` lets through. */
  const others = (facet: Facet) => {
    const rest = chosen.filter((other) => other !== facet).map(flag);
    return rest.length ? sql.join(rest, sql` and `) : sql`true`;
  };
  // Within the materialised step the verdicts that need the selling price read it from its column.
  const verdicts = chosen.map((facet) => sql`, (${conditions[facet]!}) as ${flag(facet)}`);
  const literal = (text: string) => sql.raw(`'${text.replace(/'/g, "''")}'::text`);
  const counted = (facet: Facet, value: SQL, from: SQL = sql`rows as products`) =>
    sql`select ${literal(facet)} as facet, ${value} as value, count(distinct products.id)::int as count from ${from} where ${others(facet)} group by 2`;
  const steps = (facet: Facet, values: readonly number[], condition: (value: number) => SQL) =>
    sql.join(
      values.map(
        (value) =>
          sql`select ${literal(facet)} as facet, ${literal(String(value))} as value, count(*)::int as count from rows as products where ${others(facet)} and ${condition(value)}`,
      ),
      sql` union all `,
    );
  const rows = await queryRows<{ facet: Facet; value: string; count: number }>(
    db,
    sql`with keyed as materialized (
          select ${products.id}, ${products.color}, ${products.colorOptions}, ${products.brand}, ${products.material},
            ${products.baseMrpPaise}, ${products.ratingTenths}, ${sellingKey(shop)} as key, stock.sizes, stock.in_stock
          from ${products}
          -- The sizes in stock and whether any is, in one probe of product_sizes per product.
          cross join lateral (
            select coalesce(array_agg(${productSizes.sizeDesc}) filter (where ${productSizes.sizeDesc} <> ''), '{}'::text[]) as sizes,
              count(*) > 0 as in_stock
            from ${productSizes} where ${productSizes.productId} = ${products.id} and ${productSizes.stock} > 0) stock
          where ${scope}),
        rows as materialized (
          select products.*${sql.join(verdicts, sql``)} from keyed as products)
      ${counted('sizes', sql`size`, sql`rows as products, unnest(products.sizes) as size`)}
      union all ${counted('colours', sql`colour`, sql`rows as products, unnest(${colours}) as colour`)}
      union all ${counted('brands', sql`${products.brand}`)}
      union all ${counted('materials', sql`${products.material}`)}
      union all ${sql.join(
        PRICE_BANDS.map(
          (band) =>
            sql`select 'price' as facet, ${literal(band.id)} as value, count(*)::int as count from rows as products where ${others('price')} and ${mrpWithin(band.min, band.max)}`,
        ),
        sql` union all `,
      )}
      union all ${steps('discount', DISCOUNT_STEPS, (percent) => discountAtLeast(sql`key`, percent))}
      union all ${steps('rating', RATING_STEPS, (stars) => sql`rating_tenths >= ${stars * 10}`)}
      union all select 'inStock' as facet, '' as value, count(*)::int as count from rows as products where ${others('inStock')} and in_stock`,
  );
  const facets: ProductFacetsWire = { sizes: [], colours: [], brands: [], materials: [], price_bands: [], discounts: [], ratings: [], in_stock: 0 };
  const lists: Record<Exclude<Facet, 'inStock'>, keyof ProductFacetsWire> = {
    sizes: 'sizes',
    colours: 'colours',
    brands: 'brands',
    materials: 'materials',
    price: 'price_bands',
    discount: 'discounts',
    rating: 'ratings',
  };
  for (const row of rows) {
    if (row.facet === 'inStock') facets.in_stock = row.count;
    else if (row.count > 0 && row.value !== '' && row.value !== null)
      (facets[lists[row.facet]] as { value: string; count: number }[]).push({ value: row.value, count: row.count });
  }
  const byText = (a: { value: string }, b: { value: string }) => a.value.localeCompare(b.value, 'en');
  facets.colours.sort(byText);
  facets.brands.sort(byText);
  facets.materials.sort(byText);
  facets.sizes.sort((a, b) => sizeRank(a.value) - sizeRank(b.value) || byText(a, b));
  return facets;
}

const GARMENT_SIZES = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL', '2XL', 'XXXL', '3XL', '4XL', '5XL', 'FREE SIZE'];

/** Garment sizes in their order, then numbered sizes by their number, then the rest. */
export function sizeRank(size: string): number {
  const garment = GARMENT_SIZES.indexOf(size.toUpperCase());
  if (garment >= 0) return garment;
  const number = /\d+(\.\d+)?/.exec(size);
  return number ? 100 + Number(number[0]) : 1_000_000;
}
