/**
 * pricing/: markup, own prices, which products a shop shows.
 * What the rest of the platform uses of it, and imports from here only; the storefront never does (it imports
 * contract/ files directly, so no server code reaches a browser bundle).
 */
export { basePaiseBounds, markedUpKey, mrpSortKey, ownPricedIds, priceSortKey, sellingPricePaiseColumn, sellingRupees, shopPrices } from './pricing';
export type { ShopPricing } from './pricing';
export { containsPattern, filterConditions, scopeCondition, sortOrder } from './product-filters';
export type { ListFilters, ListScope } from './product-filters';
export { registerConsolePricesRoutes } from './routes/console-prices';
export { HIDDEN_PRODUCT_MESSAGE, hiddenCondition, hidesAnything, shopHiding, shownConditions, shownInShop } from './shop-visibility';
export type { ShopHiding } from './shop-visibility';
