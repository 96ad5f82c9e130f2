// A short-lived cache of whole catalogue pages in front of Next.js, keyed on host and URI: the production recipe's
// micro-cache (DESIGN.md measured Next alone at 0.2–0.3× a static file's throughput, and 0.88× behind one).
// Pages are the same for every shopper (per-shopper parts hydrate in the browser), so a cached copy may be served
// to anyone; the platform's change announcements empty the cache at once, so a change shows at the next request.
// One request renders a page at a time: while it does, others for that page wait for it, or get the copy that has
// just expired (nginx's proxy_cache_lock and proxy_cache_use_stale updating), so an expiry never stampedes Next.js.

const CATALOGUE = /^\/(?:$|product\/|product-category\/|product-categoryy\/|products-section\/|products-section2\/|Product-Serach\/|ProductNotFound$|aboutPage$|ReturnPolicy$|ResellerTermsConditions$|CustomerSupport$|robots\.txt$|sitemap\.xml$|sitemap\/)/;
const MAX_ENTRIES = 2000;
const MAX_BODY_BYTES = 2 * 1024 * 1024;

export function createMicroCache({ ttlMs = 5000, staleMs = ttlMs * 10 } = {}) {
  /** key → { status, headers, body, expires } */
  const entries = new Map();
  /** key → callbacks of requests waiting for the render in flight */
  const rendering = new Map();
  // Bumped by clear(): a render that started before a change must not store what it rendered.
  let generation = 0;

  function keyOf(req) {
    if (req.method !== 'GET') return null;
    // Client-side navigations ask for React Server Component payloads: those vary by router state; let Next answer.
    if (req.headers.rsc || req.headers['next-router-prefetch'] || req.headers['next-router-state-tree'] || req.headers['next-action']) return null;
    const url = req.url ?? '/';
    if (url.includes('_rsc=') || !CATALOGUE.test(url.split('?')[0])) return null;
    return `${req.headers['accept-encoding'] ?? ''}|${req.headers.host ?? ''}|${url}`;
  }

  function serve(res, entry, state) {
    res.writeHead(entry.status, { ...entry.headers, 'x-micro-cache': state });
    res.end(entry.body);
  }

  /** Answers from the cache when it can; otherwise lets `next` answer and keeps a copy of a plain 200. */
  function handle(req, res, next) {
    const key = keyOf(req);
    if (!key) return next(req, res);
    const entry = entries.get(key);
    const now = Date.now();
    if (entry && entry.expires > now) return serve(res, entry, 'HIT');
    const waiters = rendering.get(key);
    if (waiters) {
      if (entry && entry.expires + staleMs > now) return serve(res, entry, 'STALE');
      waiters.push(() => {
        const fresh = entries.get(key);
        if (fresh) serve(res, fresh, 'HIT');
        else next(req, res);
      });
      return;
    }
    rendering.set(key, []);
    renderAndKeep(key, req, res, next);
  }

  function renderAndKeep(key, req, res, next) {
    const startedIn = generation;
    const chunks = [];
    let size = 0;
    const keep = (chunk) => {
      if (!chunk || typeof chunk === 'function' || size > MAX_BODY_BYTES) return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk);
      chunks.push(buffer);
      size += buffer.length;
    };
    const write = res.write.bind(res);
    const end = res.end.bind(res);
    res.write = (chunk, ...rest) => {
      keep(chunk);
      return write(chunk, ...rest);
    };
    res.end = (chunk, ...rest) => {
      keep(chunk);
      const cacheable = res.statusCode === 200 && !res.getHeader('set-cookie') && size <= MAX_BODY_BYTES;
      if (cacheable && startedIn === generation) {
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
        const headers = { ...res.getHeaders() };
        delete headers['content-length'];
        entries.set(key, { status: 200, headers, body: Buffer.concat(chunks), expires: Date.now() + ttlMs });
      } else if (!cacheable) {
        entries.delete(key);
      }
      return end(chunk, ...rest);
    };
    let settled = false;
    const release = () => {
      if (settled) return;
      settled = true;
      const waiting = rendering.get(key) ?? [];
      rendering.delete(key);
      for (const answer of waiting) answer();
    };
    res.once('finish', release);
    res.once('close', release);
    next(req, res);
  }

  function clear() {
    generation++;
    entries.clear();
  }

  return { handle, clear, size: () => entries.size };
}
