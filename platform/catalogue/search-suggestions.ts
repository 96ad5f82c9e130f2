import { asc, inArray } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { shopHiding, type ShopPricing } from '../pricing';
import { SUGGESTIONS_MAX, type SearchSuggestion } from './contract/search-suggestions';
import { planSearch, searchProductIds, type SearchPlan } from './search';
import { searchableName } from './search-words';
import { categories, products, subcategories } from './tables';

/** At most this many categories lead the suggestions; products fill the rest. */
const CATEGORY_SUGGESTIONS = 3;

/**
 * Suggestions for what a shopper has typed so far: the categories and sub-categories whose names match, then the
 * products the search would show first. Typo-tolerant as the search is (a word in the middle of being typed
 * matches the longer words it begins, a misspelling its correction, a synonym its line).
 */
export async function searchSuggestions(db: Queryable, typed: string, shop: ShopPricing): Promise<SearchSuggestion[]> {
  const plan = await planSearch(db, typed);
  if (!plan) return [];
  const [categoryHits, productIds] = await Promise.all([
    matchingCategories(db, plan, shop.shopId),
    searchProductIds(db, plan, {}, shop, SUGGESTIONS_MAX),
  ]);
  const shownCategories = categoryHits.slice(0, CATEGORY_SUGGESTIONS);
  const productRows = productIds.length
    ? await db.select({ id: products.id, name: products.name, asin: products.asin }).from(products).where(inArray(products.id, productIds))
    : [];
  const byId = new Map(productRows.map((row) => [row.id, row]));
  const productHits = productIds.flatMap((id) => {
    const row = byId.get(id);
    return row ? [{ type: 'product' as const, label: row.name, url: `/product/${encodeURIComponent(row.asin)}` }] : [];
  });
  return [...shownCategories, ...productHits].slice(0, SUGGESTIONS_MAX);
}

/** Categories, then sub-categories, the shop shows whose names hold a match for every searched word. */
async function matchingCategories(db: Queryable, plan: SearchPlan, shopId: number): Promise<SearchSuggestion[]> {
  const [hiding, categoryRows, subcategoryRows] = await Promise.all([
    shopHiding(db, shopId),
    db.select({ id: categories.id, name: categories.name }).from(categories).orderBy(asc(categories.position), asc(categories.id)),
    db
      .select({ id: subcategories.id, name: subcategories.name, categoryId: subcategories.categoryId })
      .from(subcategories)
      .orderBy(asc(subcategories.position), asc(subcategories.id)),
  ]);
  const hidden = new Set(hiding.categoryIds);
  const matches = (name: string) => {
    const words = searchableName(name).split(' ');
    return plan.words.every((word) =>
      [word.typed, ...word.alternatives].some((wanted) => words.some((have) => have === wanted || (wanted.length >= 2 && have.startsWith(wanted)))),
    );
  };
  const seen = new Set<string>();
  const found: SearchSuggestion[] = [];
  const add = (label: string, url: string) => {
    const key = label.toLowerCase();
    if (seen.has(key)) return;
    seen.add(key);
    found.push({ type: 'category', label, url });
  };
  for (const row of categoryRows) if (!hidden.has(row.id) && matches(row.name)) add(row.name, `/products-section2/${row.id}`);
  for (const row of subcategoryRows) if (!hidden.has(row.categoryId) && matches(row.name)) add(row.name, `/products-section/${row.id}`);
  return found;
}
