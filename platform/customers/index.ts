/**
 * customers/: accounts, addresses, password reset.
 * What the rest of the platform uses of it, and imports from here only; the storefront never does (it imports
 * contract/ files directly, so no server code reaches a browser bundle).
 */
export { addressSnapshot } from './addresses';
export { registerAddressesRoutes } from './routes/addresses';
export { registerAuthRoutes } from './routes/auth';
