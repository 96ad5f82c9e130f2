/**
 * cart/: the cart, the lines a shopper asks for, their pricing.
 * What the rest of the platform uses of it, and imports from here only; the storefront never does (it imports
 * contract/ files directly, so no server code reaches a browser bundle).
 */
export { apportion, priceOrder } from './order-pricing';
export type { PricedOrder } from './order-pricing';
export { resolveLines } from './requested-lines';
export { registerCartRoutes } from './routes/cart';
export { shopOf, shopperOf } from './routes/shopper';
export { orderShortageMessage } from './size-rules';
