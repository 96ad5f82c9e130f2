import { asc, between, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS, type ProductSort } from '../contract/listing-options';
import { products } from '../db/schema/catalogue';

/** Which part of the catalogue a listing shows. */
export interface ListScope {
  kind: 'subcat' | 'cat' | 'group';
  id: number;
}

/** Narrowing a listing or search: a price band on the selling MRP and a case-insensitive name filter. */
export interface ListFilters {
  priceBand?: string;
  name?: string;
}

export function scopeCondition(scope: ListScope): SQL {
  const column = scope.kind === 'subcat' ? products.subcategoryId : scope.kind === 'cat' ? products.categoryId : products.groupId;
  return eq(column, scope.id);
}

/**
 * The supplier MRPs in paise whose selling MRP at this markup, rounded to the rupee as sellingRupees does,
 * falls within [min, max] rupees: round(b·(100+m)/10000) ≥ min ⇔ b·(100+m) ≥ 10000·min − 5000, and
 * ≤ max ⇔ b·(100+m) ≤ 10000·max + 4999. Filtering on the stored column keeps the condition indexable.
 */
export function mrpPaiseBounds(minRupees: number, maxRupees: number, markupPercent: number): { low: number; high: number } {
  const factor = 100 + markupPercent;
  return {
    low: Math.max(0, Math.ceil((10_000 * minRupees - 5_000) / factor)),
    high: Math.floor((10_000 * maxRupees + 4_999) / factor),
  };
}

/** LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Conditions for the filters; an unknown band id cannot reach here (the contract only admits PRICE_BANDS). */
export function filterConditions(filters: ListFilters, markupPercent: number): SQL[] {
  const conditions: SQL[] = [];
  const band = PRICE_BANDS.find((b) => b.id === filters.priceBand);
  if (band) {
    const { low, high } = mrpPaiseBounds(band.min, band.max, markupPercent);
    conditions.push(between(products.baseMrpPaise, low, high));
  }
  if (filters.name) conditions.push(ilike(products.name, containsPattern(filters.name)));
  return conditions;
}

/** ORDER BY for a sort. Selling prices rise with supplier prices, so price sorts use the stored column. */
export function sortOrder(sort: ProductSort): SQL[] {
  const byName = sql`lower(${products.name}) collate "C"`;
  switch (sort) {
    case 'priceLowToHigh':
      return [asc(products.basePricePaise), asc(products.position), asc(products.id)];
    case 'priceHighToLow':
      return [desc(products.basePricePaise), asc(products.position), asc(products.id)];
    case 'nameAZ':
      return [asc(byName), asc(products.id)];
    case 'nameZA':
      return [desc(byName), asc(products.id)];
    default:
      return [asc(products.position), asc(products.id)];
  }
}
