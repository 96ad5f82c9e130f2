// The response headers that tell browsers what a page may load and do: one Content-Security-Policy per kind of answer,
// the Permissions-Policy and Strict-Transport-Security. Plain JavaScript so next.config.mjs, proxy.ts and
// server/serve.mjs read the same text; types in security-headers.d.mts. Why each policy is what it is:
// docs/security-headers.md.

/**
 * Razorpay's Standard Checkout as the storefront opens it (modules/checkout/checkout-script.ts): checkout.js from
 * checkout.razorpay.com (which may fetch its newer build from checkout-static-next), the payment form in a frame on
 * api.razorpay.com, and its calls and telemetry. Allowed on every storefront page, not only on the checkout: the
 * policy in force is the one of the page the shopper first opened (client-side navigation keeps it), and the orders
 * screens open the same checkout for a payment still due.
 */
const RAZORPAY = {
  script: ['https://checkout.razorpay.com', 'https://checkout-static-next.razorpay.com'],
  frame: ['https://api.razorpay.com', 'https://checkout.razorpay.com'],
  connect: ['https://api.razorpay.com', 'https://lumberjack.razorpay.com'],
};
/** A product's video: YouTube's privacy-enhanced player, framed once the shopper presses play (modules/product/youtube.ts). */
const YOUTUBE_FRAME = 'https://www.youtube-nocookie.com';

/**
 * Scripts: files from this origin and the hosts named, and inline code only with a per-request nonce on the pages
 * rendered for each request (the checkout, the console: Next.js marks its inline scripts with it); on pages cached
 * whole and served to anyone, Next.js's inline scripts need 'unsafe-inline' (a nonce in a cached page would be
 * everyone's). No 'strict-dynamic': it would let any script a page's code adds run, from any host.
 */
function scriptSources(nonce, extra) {
  // `next dev` only: React rebuilds its debugging stacks with eval.
  const development = process.env.NODE_ENV === 'development' ? [`'unsafe-eval'`] : [];
  return [`'self'`, nonce ? `'nonce-${nonce}'` : `'unsafe-inline'`, ...development, ...extra];
}

function policy(directives) {
  return Object.entries(directives)
    .map(([name, sources]) => (sources.length ? `${name} ${sources.join(' ')}` : name))
    .join('; ');
}

/** Shared by every page: nothing from elsewhere but what the directive names, no plugins, no <base>, no foreign framing. */
const PAGE_BASE = {
  'default-src': [`'self'`],
  // Tailwind's stylesheet, and the style attributes React writes (the shop's theme colours, widths).
  'style-src': [`'self'`, `'unsafe-inline'`],
  // Product pictures may be a supplier's https URL (platform/shared/uploads-path.ts); previews are blob: URLs.
  'img-src': [`'self'`, 'data:', 'blob:', 'https:'],
  'font-src': [`'self'`],
  'object-src': [`'none'`],
  'base-uri': [`'self'`],
  'form-action': [`'self'`],
  // As X-Frame-Options SAMEORIGIN: no other site frames the shop or its console.
  'frame-ancestors': [`'self'`],
};

/** A storefront page: the shop's own scripts, Razorpay's checkout, YouTube's player. */
export function storefrontPolicy(nonce) {
  return policy({
    ...PAGE_BASE,
    'script-src': scriptSources(nonce, RAZORPAY.script),
    'connect-src': [`'self'`, ...RAZORPAY.connect],
    'frame-src': [YOUTUBE_FRAME, ...RAZORPAY.frame],
  });
}

/** The reseller console: its own scripts and calls only, nothing framed. */
export function consolePolicy(nonce) {
  return policy({ ...PAGE_BASE, 'script-src': scriptSources(nonce, []), 'connect-src': [`'self'`], 'frame-src': [`'none'`] });
}

/** JSON and text answers (/api, /token, /store): nothing to load, run or frame. (/uploads: platform/runtime/uploads.ts.) */
export const API_POLICY = policy({ 'default-src': [`'none'`], 'frame-ancestors': [`'none'`] });

/** Powerful features nobody's page uses are off, for the shop and anything it frames; payment only for Razorpay. */
export const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'usb=()',
  `payment=(self ${RAZORPAY.frame.map((origin) => `"${origin}"`).join(' ')})`,
].join(', ');

/** A year, this host only: shops are often subdomains of a name whose other hosts may not all speak https. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Whether the shopper reached the shop over https: PUBLIC_URL_SCHEME says so for every request, else the TLS proxy's
 * X-Forwarded-Proto does for this one. (A made-up header on a plain-http request only earns an HSTS header that
 * browsers ignore on http.)
 */
export function reachedOverHttps(publicUrlScheme, forwardedProto) {
  if (publicUrlScheme === 'https') return true;
  if (publicUrlScheme === 'http') return false;
  const first = String(forwardedProto ?? '')
    .split(',')[0]
    ?.trim()
    .toLowerCase();
  return first === 'https';
}

/** server/serve.mjs: Strict-Transport-Security on every answer to a shopper who came over https. */
export function addStrictTransportSecurity(request, response, publicUrlScheme = process.env.PUBLIC_URL_SCHEME) {
  if (reachedOverHttps(publicUrlScheme, request.headers['x-forwarded-proto']))
    response.setHeader('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
}
