import { and, eq, sql } from 'drizzle-orm';
import { bannerLinkNoPage } from './contract/console-branding';
import { LINKABLE_PAGES, LISTING_PAGE_PREFIXES, PRODUCT_PAGE_PREFIXES, SEARCH_PAGE_PREFIX } from './contract/shop-pages';
import type { Queryable } from '../shared/db/database';
import { categories, productGroups, products, subcategories } from '../catalogue/tables';
import { resellerHiddenCategories } from './tables';
import { Problem } from '../shared/problem';
import { shownInShop } from '../pricing';

const FIXED_PAGES = new Set(LINKABLE_PAGES);
/** The longest product slug (an ASIN) and search a link may carry. */
const SLUG_MAX = 200;

/**
 * Whether a link a shop's banner leads to opens a page of this shop (200, not its 404): empty (the home page), a full
 * https:// address (another site: not ours to check), a fixed page, a listing whose subcategory, category or group
 * the shop shows, a product the shop sells, or a search for some words. The storefront's routes decide as these do
 * (shops/contract/shop-pages.ts, modules/catalogue/listing-target.ts): /products-section/{id} and /products-section2/{id} accept any
 * of the three kinds of id.
 */
export async function leadsToShopPage(db: Queryable, shopId: number, link: string): Promise<boolean> {
  if (link === '' || /^https:\/\//i.test(link)) return true;
  let path: string;
  try {
    path = new URL(link, 'http://shop.invalid').pathname.replace(/(.)\/$/, '$1');
  } catch {
    return false;
  }
  if (FIXED_PAGES.has(path)) return true;
  const match = /^\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return false;
  const [, prefix = '', raw = ''] = match;
  let slug: string;
  try {
    slug = decodeURIComponent(raw).trim();
  } catch {
    return false;
  }
  if (!slug || slug.length > SLUG_MAX) return false;
  if (prefix === SEARCH_PAGE_PREFIX) return true;
  if (LISTING_PAGE_PREFIXES.includes(prefix)) return listingShown(db, shopId, slug);
  if (PRODUCT_PAGE_PREFIXES.includes(prefix)) return productShown(db, shopId, slug);
  return false;
}

/** Refuses (400 on `link`) a banner link that leads to no page of the shop. */
export async function requireShopPage(db: Queryable, shopId: number, link: string): Promise<void> {
  if (!(await leadsToShopPage(db, shopId, link))) throw new Problem(400, bannerLinkNoPage(link), 'link');
}

async function listingShown(db: Queryable, shopId: number, text: string): Promise<boolean> {
  if (!/^\d{1,10}$/.test(text) || Number(text) > 2_147_483_647) return false;
  const id = Number(text);
  const notHidden = sql`${categories.id} not in (select ${resellerHiddenCategories.categoryId} from ${resellerHiddenCategories}
    where ${resellerHiddenCategories.shopId} = ${shopId})`;
  const [group, category, subcategory] = await Promise.all([
    db.select({ id: productGroups.id }).from(productGroups).where(eq(productGroups.id, id)).limit(1),
    db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.id, id), notHidden))
      .limit(1),
    db
      .select({ id: subcategories.id })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(and(eq(subcategories.id, id), notHidden))
      .limit(1),
  ]);
  return group.length + category.length + subcategory.length > 0;
}

async function productShown(db: Queryable, shopId: number, asin: string): Promise<boolean> {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.asin, asin), eq(products.isActive, true), shownInShop({ shopId })))
    .limit(1);
  return rows.length > 0;
}
