/**
 * cod/: cash on delivery's rules (fee, largest order, blocked PIN codes), the confirmation of its orders by a code
 * texted to the shopper or by the shop's call, and the sweep that cancels those not confirmed in time. What the rest
 * of the platform uses of it, and imports from here only; the storefront imports contract/ files directly.
 */
export { codRefusalFor, codRulesOf, effectiveConfirmation, loadCodRules, pincodeListed, NO_COD_RULES, type CodRules } from './cod-rules';
export { codOfferFor } from './cod-offer';
export { confirmationForOrder, mobileDigits } from './confirmation-mode';
export { startConfirmation } from './awaiting-orders';
export { sendFirstOrderCode, sendOrderCode, type CodeCaller } from './order-codes';
export { registerOrderCodeRoutes } from './routes/order-codes';
export { registerConsoleCodRoutes } from './routes/console-cod';
