/**
 * orders/: placing, cancelling, status, payments, the console’s views.
 * What the rest of the platform uses of it, and imports from here only; the storefront never does (it imports
 * contract/ files directly, so no server code reaches a browser bundle).
 */
export { registerAdminOrdersRoutes } from './routes/admin-orders';
export { registerConsoleOrdersRoutes } from './routes/console-orders';
export { registerOrdersRoutes } from './routes/orders';
export { registerPaymentsRoutes } from './routes/payments';
export { expireUnconfirmed, watchUnconfirmedOrders } from './confirmation-expiry';
