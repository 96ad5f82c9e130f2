export declare const PRODUCT_PAGE_PREFIXES: readonly string[];
export declare const LISTING_PAGE_PREFIXES: readonly string[];
export declare const CATALOGUE_FIXED_PATHS: readonly string[];
export declare const LEGACY_ALIASES: Readonly<Record<string, string>>;
export declare const SIGNED_IN_PATHS: readonly string[];
export declare const PERSONAL_PATHS: readonly string[];
export declare const STEP_HEADER_PATHS: readonly string[];
export declare function catalogueKind(path: string): 'product' | 'listing' | null;
export declare function isCataloguePath(path: string): boolean;
