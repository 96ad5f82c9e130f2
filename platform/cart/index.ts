/**
 * cart/: the cart, the lines a shopper asks for, their pricing.
 * What the rest of the platform uses of it, and imports from here only; the storefront never does (it imports
 * contract/ files directly, so no server code reaches a browser bundle).
 */
export { apportion, listShares, priceOrder, totalsOf } from './order-pricing';
export type { LineSavings, ListShares, PricedOrder, PricingLine } from './order-pricing';
export { checkoutItems, type CheckoutRequestLine } from './checkout';
export { loadCartProducts } from './cart-products';
export { resolveLines } from './requested-lines';
export type { ResolvedLine } from './requested-lines';
export { registerCartRoutes } from './routes/cart';
export { shopOf, shopperOf } from './routes/shopper';
export { onlyLeftMessage, orderShortageMessage } from './size-rules';
