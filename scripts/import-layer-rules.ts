import type { LayerRules } from './import-layers';

/**
 * The platform, lowest layer first. Every domain (platform/<domain>/) holds its wire schemas (contract/, which the
 * storefront imports too), its tables, its services and its routes (routes/); platform/shared/ holds what every domain
 * uses, platform/runtime/ assembles the process. The contracts: platform/contract/ (the whole API's call lists) and
 * each domain's contract/, free of server code; beside them the runtime's plain-Node plumbing (client address, access
 * log, graceful shutdown), which the storefront's server/ shares. config, events, problem: the settings, the change
 * feed and the refusal every layer may raise. The tables (drizzle's schema), then the connections (shared/db), the
 * thread pool for CPU-heavy tasks (shared/workers: tasks name their modules by path, so no import runs up), the
 * capabilities over them (auth, mail, images, payments, small helpers, the Shop row type), the context every service
 * and route works with, the host → shop directory (shared/tenancy), the routes' helpers (shared/http). Then the
 * domains, each above the ones it builds on (scripts/platform-domains.ts checks that one uses another only through its
 * index.ts, contract/ and tables); demo: the demo data, written through the services' rules; runtime (app, server,
 * create-platform) and testing assemble the whole.
 */
export const PLATFORM_LAYERS: LayerRules = {
  root: 'platform',
  layers: [
    [
      'contract',
      'shared/contract',
      'pricing/contract',
      'shops/contract',
      'customers/contract',
      'cart/contract',
      'catalogue/contract',
      'offers/contract',
      'cod/contract',
      'orders/contract',
      'delivery/contract',
      'runtime/access-log.mjs',
      'runtime/client-address.mjs',
      'runtime/graceful-shutdown.mjs',
    ],
    ['shared/config.ts', 'shared/events.ts', 'shared/problem.ts'],
    [
      'shops/tables.ts',
      'shops/account-tables.ts',
      'catalogue/tables.ts',
      'customers/tables.ts',
      'cart/tables.ts',
      'offers/tables.ts',
      'orders/tables.ts',
      'cod/tables.ts',
      'orders/payment-tables.ts',
      'shared/images/tables.ts',
    ],
    ['shared/db'],
    ['shared/workers'],
    [
      'shared/auth',
      'shared/mail',
      'shared/images',
      'shared/payments',
      'shared/sms',
      'shared/parse-request.ts',
      'shared/unique-violation.ts',
      'shared/uploads-path.ts',
      'shared/pincodes',
      'shared/tenancy/shop-row.ts',
    ],
    ['shared/platform-context.ts'],
    ['shared/tenancy'],
    ['shared/http'],
    ['pricing'],
    ['shops'],
    ['customers'],
    ['cart'],
    ['catalogue'],
    ['cod'],
    ['offers'],
    ['delivery'],
    ['orders'],
    ['demo'],
    ['runtime', 'testing'],
  ],
};

/**
 * The storefront's shared components, lowest layer first. ui: primitives; state: what the whole shop shares in the
 * browser (session, cart, wishlist, recently viewed, the query client). Outside components/ they read the shared
 * logic (lib/), the domain logic the shop-wide state keeps (modules/), and the platform's contract.
 */
export const COMPONENT_LAYERS: LayerRules = {
  root: 'components',
  layers: [['ui'], ['state']],
  outside: [
    'lib/',
    'modules/',
    'platform/contract/',
    'platform/shared/contract/',
    'platform/pricing/contract/',
    'platform/shops/contract/',
    'platform/customers/contract/',
    'platform/cart/contract/',
    'platform/catalogue/contract/',
    'platform/offers/contract/',
    'platform/orders/contract/',
    'platform/delivery/contract/',
  ],
};

/**
 * The storefront's domains (modules/<domain>: its components/, its browser logic, its server logic under server/),
 * lowest layer first. Every domain's logic sits below every domain's screens (a product card needs the cart line's
 * shape; an order's payment needs the checkout's script loader); the screens then stack, each above the ones it builds
 * on: a catalogue card is part of the cart and wishlist screens, an order's payment is part of the checkout; shell
 * frames every page; the console's sections stand on its shell. Outside modules/ they read the shared components
 * (ui, state), the shared logic (lib/) and the platform's contract.
 */
export const MODULE_LAYERS: LayerRules = {
  root: 'modules',
  layers: [
    ['recently-viewed', 'wishlist', 'catalogue', 'account', 'cart', 'product', 'orders', 'checkout', 'shell', 'offers', 'delivery', 'help/server'],
    ['help/components', 'catalogue/components', 'account/components', 'offers/components', 'delivery/components'],
    ['cart/components', 'product/components', 'wishlist/components', 'orders/components'],
    ['checkout/components'],
    ['shell/components'],
    ['console/shell'],
    [
      'console/home',
      'console/orders',
      'console/catalogue',
      'console/catalogue-tree',
      'console/prices',
      'console/coupons',
      'console/delivery',
      'console/branding',
      'console/sections',
      'console/team',
      'console/auth',
    ],
  ],
  outside: [
    'components/',
    'lib/',
    'platform/contract/',
    'platform/shared/contract/',
    'platform/pricing/contract/',
    'platform/shops/contract/',
    'platform/customers/contract/',
    'platform/cart/contract/',
    'platform/catalogue/contract/',
    'platform/offers/contract/',
    'platform/cod/contract/',
    'platform/delivery/contract/',
    'platform/orders/contract/',
    'platform/delivery/contract/',
  ],
};

/**
 * The storefront's process runtime, lowest layer first: the two modules Next's bundles share with the server (the page
 * cache bus, the platform's lifecycle), then the pieces serve.mjs puts in front of Next.js and Next's cache handler,
 * then serve.mjs. It reads the route lists (lib/routes.mjs), the security headers (lib/security/security-headers.mjs), the plumbing it shares with the standalone platform
 * (platform/runtime/) and, for types only, the platform it holds. Nothing imports server/ but the storefront's one
 * bridge to it (SERVER_IMPORTERS).
 */
export const SERVER_LAYERS: LayerRules = {
  root: 'server',
  layers: [
    ['page-cache-bus.mjs', 'platform-lifecycle.mjs'],
    ['host-header.mjs', 'malformed-escapes.mjs', 'micro-cache.mjs', 'static-brotli.mjs', 'server-settings.mjs'],
    ['storefront-health.mjs', 'next-cache-handler.mjs'],
    ['serve.mjs'],
  ],
  outside: [
    'lib/routes.mjs',
    'lib/security/security-headers.mjs',
    'platform/runtime/access-log.mjs',
    'platform/runtime/client-address.mjs',
    'platform/runtime/graceful-shutdown.mjs',
    'platform/runtime/create-platform.ts',
  ],
};

/**
 * Who may import server/ from outside it: lib/platform/server/server-runtime.ts alone, which loads the bus and the lifecycle
 * at run time through Node (so Next's bundles share the server's instance) and imports only their types.
 */
export const SERVER_IMPORTERS = {
  folder: 'server',
  from: ['app', 'components', 'modules', 'lib', 'platform', 'scripts', 'instrumentation.ts', 'proxy.ts'],
  allowed: ['lib/platform/server/server-runtime.ts'],
} as const;
