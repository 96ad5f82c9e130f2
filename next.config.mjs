import { fileURLToPath } from 'node:url';
import createNextIntlPlugin from 'next-intl/plugin';
import { HINDI_SHOPPER_PATHS, LEGACY_ALIASES } from './lib/routes.mjs';
import { API_POLICY, PERMISSIONS_POLICY, storefrontPolicy } from './lib/security/security-headers.mjs';

/** @type {import('next').NextConfig} */
const nextConfig = {
  // Separate build directories let several builds of this tree coexist (parallel e2e runs on other ports).
  distDir: process.env.NEXT_DIST_DIR || '.next',
  poweredByHeader: false,
  // Types are checked by `npm run typecheck` (part of `npm test`) over the whole tree, tests included; the build
  // does not repeat it, so a production install without devDependencies (test types) builds.
  typescript: { ignoreBuildErrors: true },
  // Next's cache in Redis (REDIS_URL) shared by every process, or in this process's memory; never on disk.
  cacheHandler: fileURLToPath(new URL('./server/next-cache-handler.mjs', import.meta.url)),
  cacheMaxMemorySize: 0,
  // One script per chunk group instead of Turbopack's default of splitting each group into ~50 KB pieces: a product
  // page loads 7 scripts instead of 11, and the bigger files compress better (139.4 → 133.9 KiB transferred,
  // bench/lighthouse-scores.ts). The groups stay separate (framework, shell, each page, error boundaries), so a
  // client-side navigation still fetches only the next page's own code.
  experimental: {
    turbopackChunking: { minChunkSize: 1_000_000, maxMergeChunkSize: 1_000_000 },
    // The console's uploads are Server Actions: a 5 MB picture (the platform's limit, UPLOAD_MAX_BYTES) and the form
    // around it. The form checks a file's size before sending it, so a larger one never gets here.
    serverActions: { bodySizeLimit: '6mb' },
    // The proxy runs on /admin, and Next keeps at most this much of a request's body for the handler behind it: the
    // catalogue's CSV import takes files up to 32 MB (CSV_IMPORT_MAX_BYTES) and the form around them.
    proxyClientMaxBodySize: '33mb',
  },
  // The embedded platform's native and WebAssembly packages load from node_modules at run time, unbundled.
  serverExternalPackages: ['@electric-sql/pglite', 'pg', 'sharp', '@node-rs/argon2', 'nodemailer', 'drizzle-orm'],
  // Host-based tenancy: every storefront page is rendered under /site/{host}/… (the Host header, port included, so
  // absolute URLs are right), which lets each shop's pages be cached separately. The platform's API (/token,
  // /api, /uploads), the storefront's own handlers (/store), the reseller console (/admin: per session, never
  // cached), Next's assets and public/static stay where they are.
  async rewrites() {
    const site = [{ type: 'header', key: 'host', value: '(?<site>[A-Za-z0-9.:\\-\\[\\]]+)' }];
    return {
      beforeFiles: [
        // Hindi under /hi/…: the language rides in the [site] segment (hi~{host}, lib/i18n/locales.ts), so English and
        // Hindi pages are rendered and cached apart.
        { source: '/hi', has: site, destination: '/site/hi~:site' },
        {
          source: '/hi/:path((?!api/|api$|token$|uploads/|store/|site/|admin/|admin$|_next/|static/).+)',
          has: site,
          destination: '/site/hi~:site/:path',
        },
        // The home of a shopper who chose English (the language switch's cookie) is rendered and cached apart ('en~',
        // lib/i18n/locales.ts): a shop whose language is Hindi sends everyone else's `/` to /hi (app/site/[site]/page.tsx).
        { source: '/', has: [...site, { type: 'cookie', key: 'lang', value: 'en' }], destination: '/site/en~:site' },
        { source: '/', has: site, destination: '/site/:site' },
        { source: '/sitemap.xml', has: site, destination: '/site/:site/sitemap-index' },
        { source: '/:path((?!api/|api$|token$|uploads/|store/|site/|admin/|admin$|_next/|static/).+)', has: site, destination: '/site/:site/:path' },
      ],
    };
  },
  // A shopper who chose Hindi (the language switch's cookie) and comes back to an English catalogue page gets its Hindi
  // version. The micro-cache lets such requests through to Next (server/micro-cache.mjs).
  async redirects() {
    const hindi = [{ type: 'cookie', key: 'lang', value: 'hi' }];
    const catalogue = '(?:product|product-category|product-categoryy|products-section|products-section2|Product-Serach)/.+';
    // Pages with no Hindi version: /hi/dev-mailbox and the like go to the English page. A legacy alias goes to its page's
    // Hindi version (/hi/PaymentPage → /hi/checkout2). Next matches a source in any letter case, so an alias differing
    // from its page only in case (/hi/Checkout2) would send the page to itself: the proxy answers those.
    const englishOnly = ['/AccountVerifiedCard', '/CreateAccountCard', '/dev-mailbox'];
    const shopperScreens = HINDI_SHOPPER_PATHS.map((path) => path.slice(1)).join('|');
    return [
      ...englishOnly.map((path) => ({ source: `/hi${path}`, destination: path, permanent: false })),
      ...Object.entries(LEGACY_ALIASES)
        .filter(([alias, path]) => alias.toLowerCase() !== path.toLowerCase())
        .map(([alias, path]) => ({ source: `/hi${alias}`, destination: `/hi${path}`, permanent: true })),
      { source: '/', has: hindi, destination: '/hi', permanent: false },
      {
        source: `/:path(${catalogue}|aboutPage|ReturnPolicy|ResellerTermsConditions|CustomerSupport|${shopperScreens})`,
        has: hindi,
        destination: '/hi/:path',
        permanent: false,
      },
    ];
  },
  async headers() {
    return [
      {
        source: '/:path*',
        headers: [
          { key: 'X-Content-Type-Options', value: 'nosniff' },
          { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
          { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
          { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
        ],
      },
      {
        // Storefront pages, cached whole and served to anyone: one policy without a nonce. The checkout and the
        // console get theirs, with a nonce for each request, from proxy.ts; /uploads gets its own from the platform.
        source: '/:path((?!admin(?:/|$)|checkout2$|hi/checkout2$|api(?:/|$)|token$|store/|uploads/|_next/).*)',
        headers: [{ key: 'Content-Security-Policy', value: storefrontPolicy() }],
      },
      {
        source: '/:path(api/.*|api|token|store/.*)',
        headers: [{ key: 'Content-Security-Policy', value: API_POLICY }],
      },
      {
        // The reseller console: nobody's search result, nobody's shared cache.
        source: '/admin/:path*',
        headers: [
          { key: 'X-Robots-Tag', value: 'noindex, nofollow' },
          { key: 'Cache-Control', value: 'private, no-store' },
        ],
      },
    ];
  },
};

// next-intl: its request configuration (the message catalogue of the page's language) lives in lib/i18n/. The
// catalogues are precompiled at build time, so the browser gets no ICU message parser (about 11 KB per page less).
const withNextIntl = createNextIntlPlugin({
  requestConfig: './lib/i18n/request-config.ts',
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

export default withNextIntl(nextConfig);
