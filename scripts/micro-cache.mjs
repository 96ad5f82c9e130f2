// A short-lived cache of whole catalogue pages in front of Next.js, keyed on host and URI: the production recipe's
// micro-cache (DESIGN.md measured Next alone at 0.2–0.3× a static file's throughput, and 0.88× behind one).
// Pages are the same for every shopper (per-shopper parts hydrate in the browser), so a cached copy may be served
// to anyone; the platform's change announcements empty the cache at once, so a change shows at the next request.

const CATALOGUE = /^\/(?:$|product\/|product-category\/|product-categoryy\/|products-section\/|products-section2\/|Product-Serach\/|ProductNotFound$|aboutPage$|ReturnPolicy$|ResellerTermsConditions$|CustomerSupport$|robots\.txt$|sitemap\.xml$|sitemap\/)/;
const MAX_ENTRIES = 2000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export function createMicroCache({ ttlMs = 5000 } = {}) {
  /** key → { status, headers, body, expires } */
  const entries = new Map();

  function keyOf(req) {
    if (req.method !== 'GET') return null;
    // Client-side navigations ask for React Server Component payloads: those vary by router state; let Next answer.
    if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-router-state-tree'] || req.headers['next-action']) return null;
    const url = req.url ?? '/';
    if (url.includes('_rsc=') || !CATALOGUE.test(url.split('?')[0])) return null;
    return `${req.headers['accept-encoding'] ?? ''}|${req.headers.host ?? ''}|${url}`;
  }

  /** Answers from the cache when it can; otherwise lets `next` answer and keeps a copy of a plain 200. */
  function handle(req, res, next) {
    const key = keyOf(req);
    if (!key) return next(req, res);
    const hit = entries.get(key);
    if (hit && hit.expires > Date.now()) {
      res.writeHead(hit.status, { ...hit.headers, 'x-micro-cache': 'HIT' });
      res.end(hit.body);
      return;
    }
    entries.delete(key);
    const chunks = [];
    let size = 0;
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = (chunk, ...rest) => {
      if (chunk && size <= MAX_BODY_BYTES) {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        chunks.push(buffer);
        size += buffer.length;
      }
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      if (chunk && typeof chunk !== 'function') {
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
        chunks.push(buffer);
        size += buffer.length;
      }
      const cacheable = res.statusCode === 200 && !res.getHeader('set-cookie') && size <= MAX_BODY_BYTES;
      if (cacheable) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
        const headers = { ...res.getHeaders() };
        delete headers['content-length'];
        entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), expires: Date.now() + ttlMs });
      }
      return end(chunk, ...rest);
    };
    return next(req, res);
  }

  return { handle, clear: () => entries.clear(), size: () => entries.size };
}
