// The storefront's routes by family: the one list the proxy, the micro-cache, robots.txt, the header and the
// navigation skeletons read. Plain JavaScript so server/serve.mjs (plain Node) reads it too; types in routes.d.mts.
//
// The spellings are the legacy storefront's, kept so old links and shared URLs keep working: `Product-Serach`,
// `product-categoryy`, `addcart`, `checkout2`, `UserProfile` and the rest are the public paths shoppers already have.
// A spelling that differs only in case (`/Login`, `/Checkout2`, `/PaymentPage`) is an alias answered with a 308 to the
// one page, since folders differing only in case would not survive a case-insensitive file system.

/** Product pages: `/{prefix}/{slug}`. */
export const PRODUCT_PAGE_PREFIXES = ['product', 'product-category', 'product-categoryy'];

/** Listing pages: `/{prefix}/{id or query}`. */
export const LISTING_PAGE_PREFIXES = ['products-section', 'products-section2', 'Product-Serach'];

/** Other pages that are the same for every shopper (cached whole in front of Next.js). */
export const CATALOGUE_FIXED_PATHS = [
  '/',
  '/ProductNotFound',
  '/aboutPage',
  '/ReturnPolicy',
  '/ResellerTermsConditions',
  '/CustomerSupport',
  '/robots.txt',
  '/sitemap.xml',
];

/** Legacy spellings answered with a 308 to the one page; `/PaymentPage` is the old payment step, now in the checkout. */
export const LEGACY_ALIASES = {
  '/Login': '/login',
  '/Checkout2': '/checkout2',
  '/PaymentPage': '/checkout2',
  '/paymentpage': '/checkout2',
};

/** Screens that need a signed-in shopper: a visit without the session cookie goes to /login with the return target. */
export const SIGNED_IN_PATHS = [
  '/checkout2',
  '/your-orders',
  '/order-confirmation',
  '/cancellation-form',
  '/order-cancelled',
  '/track',
  '/overview',
  '/UserProfile',
  '/your-address',
  '/account-settings',
  '/address-form',
];

/** The shopper's own screens that need no sign-in (but are nobody else's business either). */
export const PERSONAL_PATHS = ['/addcart', '/wishlist', '/login', '/register', '/forgot-password', '/reset-password'];

/**
 * The shopper's own screens that have a Hindi version under /hi/… (the rest of the shop's pages are the catalogue's).
 * /logout needs no sign-in: signed out, it says so.
 */
export const HINDI_SHOPPER_PATHS = [...SIGNED_IN_PATHS, ...PERSONAL_PATHS, '/RecentlyViewed', '/logout'];

/** The reseller console: its own sign-in and session cookie, never cached, never indexed. */
export const CONSOLE_PREFIX = '/admin';
export const CONSOLE_SIGN_IN_PATH = '/admin/login';
/** Console pages open without a console session: signing in, and setting a password from an invitation's link. */
export const CONSOLE_PUBLIC_PATHS = [CONSOLE_SIGN_IN_PATH, '/admin/set-password', '/admin/forgot-password', '/admin/reset'];

/** Screens that bring their own step header: the site header and footer stay out of the way. */
export const STEP_HEADER_PATHS = ['/addcart', '/checkout2', ...Object.keys(LEGACY_ALIASES).filter((alias) => LEGACY_ALIASES[alias] === '/checkout2')];

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const PRODUCT_PAGE = new RegExp(`^/(?:${PRODUCT_PAGE_PREFIXES.map(escape).join('|')})/[^/]+/?$`);
// A search also has its uncorrected twin, `/Product-Serach/{text}/as-typed` ("Search instead for …").
const LISTING_PAGE = new RegExp(`^/(?:${LISTING_PAGE_PREFIXES.map(escape).join('|')})/[^/]+/?$|^/Product-Serach/[^/]+/as-typed/?$`);
const CATALOGUE_PREFIX = new RegExp(`^/(?:${[...PRODUCT_PAGE_PREFIXES, ...LISTING_PAGE_PREFIXES, 'sitemap'].map(escape).join('|')})/`);

/** 'product' or 'listing' for those pages' paths, else null. */
export function catalogueKind(path) {
  if (PRODUCT_PAGE.test(path)) return 'product';
  if (LISTING_PAGE.test(path)) return 'listing';
  return null;
}

/** Whether a path (query string stripped) is a catalogue page, the same for every shopper. */
export function isCataloguePath(path) {
  return CATALOGUE_FIXED_PATHS.includes(path) || CATALOGUE_PREFIX.test(path);
}
