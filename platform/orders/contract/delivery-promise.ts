// Plain constants, no zod: the storefront's client bundles import these, and the schemas would come with them.

/** The header's promise in the spec, for a platform that does not send its own. */
export const DEFAULT_DELIVERY_PROMISE = 'Pay on Delivery | Free Delivery';
export const DELIVERY_PROMISE_MAX = 120;
