import { asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { PRICE_BANDS, type ProductSort } from '../catalogue/contract/listing-options';
import { products } from '../catalogue/tables';
import { mrpBandCondition } from './pricing';

/** Which part of the catalogue a listing shows. */
export interface ListScope {
  kind: 'subcat' | 'cat' | 'group';
  id: number;
}

/** Narrowing a listing or search: a price band on the MRP (the supplier's, the same in every shop) and a case-insensitive name filter. */
export interface ListFilters {
  priceBand?: string;
  name?: string;
}

export function scopeCondition(scope: ListScope): SQL {
  const column = scope.kind === 'subcat' ? products.subcategoryId : scope.kind === 'cat' ? products.categoryId : products.groupId;
  return eq(column, scope.id);
}

/** LIKE pattern matching `text` anywhere, with LIKE's own wildcards taken literally. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/** Conditions for the filters; an unknown band id cannot reach here (the contract only admits PRICE_BANDS). */
export function filterConditions(filters: ListFilters): SQL[] {
  const conditions: SQL[] = [];
  const band = PRICE_BANDS.find((b) => b.id === filters.priceBand);
  if (band) conditions.push(mrpBandCondition(band.min, band.max));
  if (filters.name) conditions.push(ilike(products.name, containsPattern(filters.name)));
  return conditions;
}

/**
 * ORDER BY for a sort. Marked-up prices rise with supplier prices, so price sorts use the stored column; products
 * with a shop's own price, and those the markup takes to their MRP, are merged in by the listing (see
 * product-lists.ts).
 */
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
