import { and, eq, inArray, sql } from 'drizzle-orm';
import { LEGACY_LIST_LIMIT, type ProductCardWire, type ProductPageRequest, type ProductWire } from '../contract/catalogue';
import type { Queryable } from '../db/database';
import { products, subcategories } from '../db/schema/catalogue';
import { filterConditions, scopeCondition, sortOrder, type ListFilters, type ListScope } from './product-filters';
import { homeSectionPicks } from './console-sections';
import { cardColumns, cardsByIds, cardsFor, loadSizes, productColumns, toProduct } from './product-wire';
import { planSearch, searchProductIds } from './search';

/** Searches answer at most this many matches, best first (the legacy list's cap). */
export const SEARCH_RESULT_LIMIT = LEGACY_LIST_LIMIT;

export interface ProductPage {
  cards: ProductCardWire[];
  total: number;
  searched?: string;
}

/** One page of a listing or a search, sorted and filtered by the database. */
export async function productPage(db: Queryable, request: ProductPageRequest, markupPercent: number): Promise<ProductPage> {
  const filters: ListFilters = { priceBand: request.price_band, name: request.name };
  const offset = (request.page - 1) * request.page_size;
  if (request.kind === 'search') return searchPage(db, request, filters, markupPercent, offset);

  const scope: ListScope = { kind: request.kind, id: request.id ?? 0 };
  const where = and(eq(products.isActive, true), scopeCondition(scope), ...filterConditions(filters, markupPercent));
  const [counted] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(products)
    .where(where);
  const total = counted?.total ?? 0;
  if (offset >= total) return { cards: [], total };
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(where)
    .orderBy(...sortOrder(request.sort))
    .limit(request.page_size)
    .offset(offset);
  return { cards: await cardsFor(db, rows, markupPercent), total };
}

async function searchPage(
  db: Queryable,
  request: ProductPageRequest,
  filters: ListFilters,
  markupPercent: number,
  offset: number,
): Promise<ProductPage> {
  const plan = await planSearch(db, request.search);
  if (!plan) return { cards: [], total: 0, searched: '' };
  const ids = await searchProductIds(db, plan, filters, markupPercent, SEARCH_RESULT_LIMIT);
  let pageIds = ids.slice(offset, offset + request.page_size);
  if (request.sort !== 'featured' && offset < ids.length) {
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(...sortOrder(request.sort))
      .limit(request.page_size)
      .offset(offset);
    pageIds = rows.map((row) => row.id);
  }
  return { cards: await cardsByIds(db, pageIds, markupPercent), total: ids.length, searched: plan.searched };
}

/** The legacy GetAllProductFilters list: a subcategory, category or group in featured order, or a text search. */
export async function legacyProductList(
  db: Queryable,
  request: { type: 'cat' | 'subcat' | 'group' | ''; search: string; subcat_id: number | string },
  markupPercent: number,
): Promise<ProductCardWire[]> {
  if (request.type === '') {
    const plan = await planSearch(db, request.search);
    if (!plan) return [];
    return cardsByIds(db, await searchProductIds(db, plan, {}, markupPercent, LEGACY_LIST_LIMIT), markupPercent);
  }
  const id = Number(request.subcat_id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return [];
  const rows = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(products.isActive, true), scopeCondition({ kind: request.type, id })))
    .orderBy(...sortOrder('featured'))
    .limit(LEGACY_LIST_LIMIT);
  return cardsFor(db, rows, markupPercent);
}

/** An active product by its ASIN, with its long texts; null when there is none. */
export async function productByAsin(db: Queryable, asin: string, markupPercent: number): Promise<ProductWire | null> {
  const [row] = await db
    .select(productColumns)
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(products.asin, asin), eq(products.isActive, true)))
    .limit(1);
  if (!row) return null;
  const sizes = await loadSizes(db, [row.id]);
  return toProduct(row, sizes.get(row.id) ?? [], markupPercent);
}

export interface HomeSection {
  headerid: number;
  headername: string;
  list_product: ProductCardWire[];
}

/**
 * The shop's home sections in order (hidden ones left out), each with the active products it shows, in order: its
 * chosen products, or its category's first ones (services/console-sections.ts).
 */
export async function homeSections(db: Queryable, resellerId: number, markupPercent: number): Promise<HomeSection[]> {
  const picks = await homeSectionPicks(db, resellerId);
  const cards = await cardsByIds(db, [...new Set(picks.flatMap((pick) => pick.productIds))], markupPercent);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return picks.map((pick) => ({
    headerid: pick.id,
    headername: pick.name,
    list_product: pick.productIds.flatMap((id) => {
      const card = byId.get(id);
      return card ? [card] : [];
    }),
  }));
}
