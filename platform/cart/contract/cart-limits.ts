/**
 * How much a cart may hold. Free of zod so the browser's cart code can share them without loading the schemas.
 */
export const MAX_CART_LINES = 200;
export const MAX_LINE_UNITS = 99;
