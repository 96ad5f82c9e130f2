import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { LEGACY_LIST_LIMIT, type ProductCardWire, type ProductFacetsWire, type ProductPageRequest, type ProductWire } from './contract/catalogue';
import { queryRows, type Queryable } from '../shared/db/database';
import { products, subcategories } from './tables';
import { resellerProductSettings } from '../shops/tables';
import {
  filterConditions,
  scopeCondition,
  sortOrder,
  type ListFilters,
  type ListScope,
  markedUpKey,
  mrpSortKey,
  ownPricedIds,
  priceSortKey,
  type ShopPricing,
  hiddenCondition,
  hidesAnything,
  shopHiding,
  shownConditions,
  shownInShop,
} from '../pricing';
import { homeSectionPicks } from '../shops';
import { cardColumns, cardsByIds, cardsFor, loadSizes, productColumns, toProduct } from './product-wire';
import { planSearch, searchProductIds } from './search';
import { hasShopperFilters, productFacets, shopperCondition, shopperFilters, type ShopperFilters } from './product-facets';
import { listingFacets, listingFromIndex, loadedIndex, matchFacets, sortsFromIndex, type FacetIndex } from './facet-index';

/** Searches answer at most this many matches, best first (the legacy list's cap). */
export const SEARCH_RESULT_LIMIT = LEGACY_LIST_LIMIT;

export interface ProductPage {
  cards: ProductCardWire[];
  total: number;
  searched?: string;
  /** When asked for: every filter's values with their counts (product-facets.ts). */
  facets?: ProductFacetsWire;
}

/**
 * One page of a listing or a search of what the shop shows, at its prices, sorted and filtered by the database, or,
 * with a facet index, by the index: a listing's ids, total and counts (featured or by price; by name the database
 * sorts), a search's counts. A listing narrowed by name is the database's alone (the index does not mirror ILIKE).
 */
export async function productPage(db: Queryable, request: ProductPageRequest, shop: ShopPricing, facetIndex?: FacetIndex): Promise<ProductPage> {
  const index = loadedIndex(facetIndex);
  const filters: ListFilters = { priceBand: request.price_band, name: request.name };
  const shopper = shopperFilters(request);
  const offset = (request.page - 1) * request.page_size;
  if (request.kind === 'search') return searchPage(db, request, filters, shopper, shop, offset, index);

  const scope: ListScope = { kind: request.kind, id: request.id ?? 0 };
  const indexed = index && !filters.name ? { ...scope, priceBand: filters.priceBand } : undefined;
  if (index && indexed && sortsFromIndex(request.sort)) {
    const page = { sort: request.sort, offset, size: request.page_size };
    const listed = await listingFromIndex(index, db, indexed, shopper, shop, page);
    return { cards: await cardsByIds(db, listed.pageIds, shop), total: listed.total, facets: request.facets ? listed.facets : undefined };
  }
  const hiding = await shopHiding(db, shop.shopId);
  const unfiltered = [eq(products.isActive, true), scopeCondition(scope), ...filterConditions(filters)];
  const facets = !request.facets
    ? undefined
    : index && indexed
      ? await listingFacets(index, db, indexed, shopper, shop)
      : await productFacets(db, and(...unfiltered, ...shownConditions(hiding))!, shopper, shop);
  const listed = and(...unfiltered, ...shopperCondition(shopper, shop))!;
  const where = and(listed, ...shownConditions(hiding))!;
  // Counted as everything listed less what the shop hides of it: the first count stays an index-only scan.
  const count = async (condition: SQL) =>
    (
      await db
        .select({ total: sql<number>`count(*)::int` })
        .from(products)
        .where(condition)
    )[0]?.total ?? 0;
  const total = (await count(listed)) - (hidesAnything(hiding) ? await count(and(listed, hiddenCondition(hiding))!) : 0);
  if (offset >= total) return { cards: [], total, facets };
  if (request.sort === 'priceLowToHigh' || request.sort === 'priceHighToLow') {
    return { cards: await cardsByIds(db, await priceSortedIds(db, where, shop, request.sort, offset, request.page_size), shop), total, facets };
  }
  const rows = await db
    .select(cardColumns(shop))
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(where)
    .orderBy(...sortOrder(request.sort))
    .limit(request.page_size)
    .offset(offset);
  return { cards: await cardsFor(db, rows, shop.markupPercent), total, facets };
}

/**
 * A page of ids sorted by the price shoppers pay (the marked-up or own price, capped at the MRP: priceSortKey). The
 * products at the marked-up price and under their MRP sort as their supplier price does, through the listing's price
 * index, and only the first n = offset + size of them can land on the page. Those the markup takes above their MRP
 * sell at the MRP (at least their supplier price), so only those whose supplier price lies within reach of the n-th
 * of the first walk can land on the page: the same index bounds their walk. The products the shop has its own price
 * for (few, through the settings' primary key) are merged in by that price, capped too.
 */
async function priceSortedIds(
  db: Queryable,
  where: SQL,
  shop: ShopPricing,
  sort: 'priceLowToHigh' | 'priceHighToLow',
  offset: number,
  size: number,
): Promise<number[]> {
  const ascending = sort === 'priceLowToHigh';
  const direction = ascending ? sql`asc` : sql`desc`;
  const wanted = offset + size;
  const factor = 100 + shop.markupPercent;
  const markedUp = markedUpKey(shop);
  const notOwnPriced = sql`${products.id} not in ${ownPricedIds(shop)}`;
  // The n-th key of the first walk, when it found n: a capped product sells at its MRP, which is at least its supplier
  // price (so it comes before that key only with supplier price × 100 ≤ key) and below its marked-up price (so it
  // comes after it only with supplier price × (100 + markup) > key).
  const reach = ascending
    ? sql`${products.basePricePaise} <= coalesce((select max(key) from under_mrp having count(*) >= ${wanted}) / 100, ${2 ** 31 - 1})`
    : sql`${products.basePricePaise} >= coalesce((select (min(key) + ${factor - 1}) / ${factor} from under_mrp having count(*) >= ${wanted}), 0)`;
  const rows = await queryRows<{ id: number }>(
    db,
    sql`with under_mrp as (
        select ${products.id} as id, ${markedUp} as key, ${products.position} as position
          from ${products} where ${where} and ${notOwnPriced} and ${markedUp} <= ${mrpSortKey()}
          order by ${sql.join(sortOrder(sort), sql`, `)} limit ${wanted})
      select id from (
        (select id, key, position from under_mrp)
        union all
        (select ${products.id}, ${mrpSortKey()}, ${products.position}
          from ${products} where ${where} and ${notOwnPriced} and ${markedUp} > ${mrpSortKey()} and ${reach}
          order by 2 ${direction}, 3 asc, 1 asc limit ${wanted})
        union all
        (select ${products.id}, least(${resellerProductSettings.sellingPricePaise}::bigint * 100, ${mrpSortKey()}), ${products.position}
          from ${resellerProductSettings} join ${products} on ${products.id} = ${resellerProductSettings.productId}
          where ${resellerProductSettings.shopId} = ${shop.shopId} and ${resellerProductSettings.sellingPricePaise} is not null and ${where})
      ) merged order by key ${direction}, position asc, id asc limit ${size} offset ${offset}`,
  );
  return rows.map((row) => row.id);
}

async function searchPage(
  db: Queryable,
  request: ProductPageRequest,
  filters: ListFilters,
  shopper: ShopperFilters,
  shop: ShopPricing,
  offset: number,
  index: FacetIndex | undefined,
): Promise<ProductPage> {
  const plan = await planSearch(db, request.search, { asTyped: request.as_typed });
  if (!plan) return { cards: [], total: 0, searched: '' };
  // The shopper's filters narrow the best matches, and are counted over them.
  const matches = await searchProductIds(db, plan, filters, shop, SEARCH_RESULT_LIMIT);
  const facets =
    request.facets && matches.length
      ? index
        ? await matchFacets(index, db, matches, shopper, shop)
        : await productFacets(db, inArray(products.id, matches), shopper, shop)
      : undefined;
  const ids = hasShopperFilters(shopper) && matches.length ? await keepFiltered(db, matches, shopper, shop) : matches;
  let pageIds = ids.slice(offset, offset + request.page_size);
  if (request.sort !== 'featured' && offset < ids.length) {
    // At most SEARCH_RESULT_LIMIT matches: their prices are looked up one by one.
    const order =
      request.sort === 'priceLowToHigh'
        ? [asc(priceSortKey(shop)), asc(products.position), asc(products.id)]
        : request.sort === 'priceHighToLow'
          ? [desc(priceSortKey(shop)), asc(products.position), asc(products.id)]
          : sortOrder(request.sort);
    const rows = await db
      .select({ id: products.id })
      .from(products)
      .where(inArray(products.id, ids))
      .orderBy(...order)
      .limit(request.page_size)
      .offset(offset);
    pageIds = rows.map((row) => row.id);
  }
  return {
    cards: await cardsByIds(db, pageIds, shop),
    total: ids.length,
    searched: plan.searched,
    ...(request.facets ? { facets: facets ?? (await productFacets(db, sql`false`, shopper, shop)) } : {}),
  };
}

/** Those of `ids` the shopper's filters let through, in their order. */
async function keepFiltered(db: Queryable, ids: number[], shopper: ShopperFilters, shop: ShopPricing): Promise<number[]> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(inArray(products.id, ids), ...shopperCondition(shopper, shop)));
  const kept = new Set(rows.map((row) => row.id));
  return ids.filter((id) => kept.has(id));
}

/** The legacy GetAllProductFilters list: a subcategory, category or group in featured order, or a text search. */
export async function legacyProductList(
  db: Queryable,
  request: { type: 'cat' | 'subcat' | 'group' | ''; search: string; subcat_id: number | string; as_typed?: boolean },
  shop: ShopPricing,
): Promise<ProductCardWire[]> {
  if (request.type === '') {
    const plan = await planSearch(db, request.search, { asTyped: request.as_typed });
    if (!plan) return [];
    return cardsByIds(db, await searchProductIds(db, plan, {}, shop, LEGACY_LIST_LIMIT), shop);
  }
  const id = Number(request.subcat_id);
  if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) return [];
  const rows = await db
    .select(cardColumns(shop))
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(products.isActive, true), scopeCondition({ kind: request.type, id }), shownInShop(shop)))
    .orderBy(...sortOrder('featured'))
    .limit(LEGACY_LIST_LIMIT);
  return cardsFor(db, rows, shop.markupPercent);
}

/** An active product the shop shows, by its ASIN, with its long texts; null when there is none. */
export async function productByAsin(db: Queryable, asin: string, shop: ShopPricing): Promise<ProductWire | null> {
  const [row] = await db
    .select(productColumns(shop))
    .from(products)
    .innerJoin(subcategories, eq(subcategories.id, products.subcategoryId))
    .where(and(eq(products.asin, asin), eq(products.isActive, true), shownInShop(shop)))
    .limit(1);
  if (!row) return null;
  const sizes = await loadSizes(db, [row.id]);
  return toProduct(row, sizes.get(row.id) ?? [], shop.markupPercent);
}

export interface HomeSection {
  headerid: number;
  headername: string;
  headername_hi?: string;
  list_product: ProductCardWire[];
}

/**
 * The shop's home sections in order (hidden ones left out), each with the active products it shows, in order: its
 * chosen products, or its category's first ones (shops/console-sections.ts).
 */
export async function homeSections(db: Queryable, shop: ShopPricing): Promise<HomeSection[]> {
  const picks = await homeSectionPicks(db, shop.shopId);
  const cards = await cardsByIds(db, [...new Set(picks.flatMap((pick) => pick.productIds))], shop);
  const byId = new Map(cards.map((card) => [card.id, card]));
  return picks.map((pick) => ({
    headerid: pick.id,
    headername: pick.name,
    ...(pick.nameHi ? { headername_hi: pick.nameHi } : {}),
    list_product: pick.productIds.flatMap((id) => {
      const card = byId.get(id);
      return card ? [card] : [];
    }),
  }));
}
