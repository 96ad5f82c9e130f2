/**
 * The storefront's pages a shop's own link (a banner's) may lead to, by the legacy spellings shoppers' URLs use. The
 * storefront's route list (lib/routes.mjs) is the same; modules/console/branding/banner-links.test.ts checks they agree.
 */

/** Product pages: `/{prefix}/{slug}`, the slug being the product's ASIN. */
export const PRODUCT_PAGE_PREFIXES: readonly string[] = ['product', 'product-category', 'product-categoryy'];
/** Listings: `/{prefix}/{id}`, a sub-category, category or group the shop shows. */
export const LISTING_PAGE_PREFIXES: readonly string[] = ['products-section', 'products-section2'];
/** A search: `/Product-Serach/{words}`. */
export const SEARCH_PAGE_PREFIX = 'Product-Serach';
/** Pages of every shop a link may lead to as they are. */
export const LINKABLE_PAGES: readonly string[] = [
  '/',
  '/aboutPage',
  '/ReturnPolicy',
  '/ResellerTermsConditions',
  '/CustomerSupport',
  '/addcart',
  '/wishlist',
  '/login',
  '/register',
  '/your-orders',
];
