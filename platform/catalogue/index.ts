/**
 * catalogue/: reading, editing, tree, search, CSV.
 * What the rest of the platform uses of it, and imports from here only; the storefront never does (it imports
 * contract/ files directly, so no server code reaches a browser bundle).
 */
export { refreshPlannerStatistics } from './planner-statistics';
export { registerAdminRoutes } from './routes/admin';
export { registerCatalogueRoutes } from './routes/catalogue';
export { registerConsoleCatalogueRoutes } from './routes/console-catalogue';
export { registerProductLookupRoutes } from './routes/product-lookup';
export { refreshSearchLexicon } from './search-lexicon';
export { searchableName, searchableText } from './search-words';
export { slugify } from './slugify';
export { PRODUCT_NOT_FOUND } from './reading';
