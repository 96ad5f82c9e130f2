// A short-lived cache of whole catalogue pages in front of Next.js, keyed on host and URI (and, for `/`, on whether the
// shopper chose English): the production recipe's micro-cache (Next.js alone was measured at 0.2–0.3× a static file's
// throughput, and 0.88× behind one; docs/performance.md).
// Pages are the same for every shopper (per-shopper parts hydrate in the browser), so a cached copy may be served
// to anyone; the platform's change announcements empty the cache at once, so a change shows at the next request.
// One request renders a page at a time: while it does, others for that page wait for it, or get the copy that has
// just expired (nginx's proxy_cache_lock and proxy_cache_use_stale updating), so an expiry never stampedes Next.js.
// A kept page is compressed here, once per render: brotli for browsers (a fifth to a third smaller than the gzip
// Next.js makes on every request), gzip for other clients. A page asked for again is then compressed once more at
// brotli's best quality, off the event loop and one page at a time; a re-render that comes out byte for byte the same
// (a page from Next's own cache) keeps that smaller copy.
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { isCataloguePath } from '../lib/routes.mjs';

const MAX_ENTRIES = 2000;
// What is kept: a page, and a redirect a catalogue URL answers for anyone (the English home of a shop whose language is
// Hindi → /hi). Redirects that depend on the shopper (the lang=hi cookie's, the sign-in gate's) never reach the cache.
const KEPT_STATUSES = new Set([200, 301, 302, 307, 308]);
// Before the host in a key: the home as a shopper who chose English asks for it (cookie lang=en), which next.config.mjs
// rewrites to a page of its own (the 'en~' site segment, lib/i18n/locales.ts), so that it is kept apart from the `/`
// everyone else gets (on a shop whose language is Hindi, a redirect to /hi).
const ENGLISH_CHOSEN = 'en~';
const MAX_BODY_BYTES = 2 * 1024 * 1024;
// Quality 6 as a page is rendered: a listing's 330 KB of HTML in about 4 ms. Quality 11 is a tenth smaller (a tenth
// more pages a second from this server, bench/page-throughput.ts) but takes about 250 ms, so it is made afterwards.
const BROTLI_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } };
const BROTLI_BEST_OPTIONS = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } };
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

export function createMicroCache({ ttlMs = 5000, staleMs = ttlMs * 10 } = {}) {
  /** key → { status, headers, identity, br, gzip?, expires } */
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
    const path = url.split('?')[0];
    const hindi = path === '/hi' || path.startsWith('/hi/');
    const cookies = req.headers.cookie ?? '';
    // A Hindi page is its English path's twin under /hi. A shopper who chose Hindi (cookie lang=hi) asking for an
    // English page is sent to its Hindi one by next.config.mjs's redirects: let Next answer.
    if (!hindi && /(?:^|;\s*)lang=hi(?:;|$)/.test(cookies)) return null;
    if (url.includes('_rsc=') || !isCataloguePath(hindi ? path.slice(3) || '/' : path)) return null;
    return `${englishChosenHome(path, cookies) ? ENGLISH_CHOSEN : ''}${req.headers.host ?? ''}|${url}`;
  }

  /** Answers from the cache when it can; otherwise lets `next` answer and keeps a copy of a plain 200. */
  function handle(req, res, next) {
    const key = keyOf(req);
    if (!key) return next(req, res);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const entry = entries.get(key);
    const now = Date.now();
    if (entry && entry.expires > now) {
      compressBestLater(entry);
      return serve(res, entry, accepts, 'HIT');
    }
    const waiters = rendering.get(key);
    if (waiters) {
      if (entry && entry.expires + staleMs > now) return serve(res, entry, accepts, 'STALE');
      waiters.push(() => {
        const fresh = entries.get(key);
        if (fresh) serve(res, fresh, accepts, 'HIT');
        else next(req, res);
      });
      return;
    }
    rendering.set(key, []);
    renderAndKeep(key, req, res, next, accepts);
  }

  function renderAndKeep(key, req, res, next, accepts) {
    const startedIn = generation;
    let settled = false;
    const release = () => {
      if (settled) return;
      settled = true;
      const waiting = rendering.get(key) ?? [];
      rendering.delete(key);
      for (const answer of waiting) answer();
    };
    res.once('close', release);
    // Next.js answers uncompressed; the whole page is held here, then compressed once for every later request.
    req.headers['accept-encoding'] = 'identity';
    holdResponse(res, async (body) => {
      const headers = res.getHeaders();
      const cacheable = KEPT_STATUSES.has(res.statusCode) && !headers['set-cookie'] && !headers['content-encoding'] && body.length <= MAX_BODY_BYTES;
      delete headers['content-length'];
      // A redirect Next.js renders (rather than takes from its cache) carries its Location twice, the same address: kept once.
      if (Array.isArray(headers.location) && new Set(headers.location).size === 1) headers.location = headers.location[0];
      const entry = { key, status: res.statusCode, headers, identity: body, br: null, gzip: null, bestBrotli: false, expires: 0 };
      const previous = entries.get(key);
      if (previous && !headers['content-encoding'] && previous.identity.equals(body)) {
        // Rendered again, unchanged (a page from Next's own cache): its compressed copies, the best one included, hold.
        Object.assign(entry, { br: previous.br, gzip: previous.gzip, bestBrotli: previous.bestBrotli });
      }
      try {
        await encode(entry, accepts);
      } catch (error) {
        console.error('Page compression failed', error);
      }
      if (cacheable && startedIn === generation) {
        entry.expires = Date.now() + ttlMs;
        entries.delete(key);
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value);
        entries.set(key, entry);
      } else if (!cacheable) {
        entries.delete(key);
      }
      serve(res, entry, accepts, 'MISS');
      release();
    });
    next(req, res);
  }

  function clear() {
    generation++;
    entries.clear();
  }

  /** Drops the pages `touches(host, path)` picks; a render begun before this is not kept either. */
  function expire(touches) {
    generation++;
    for (const key of entries.keys()) {
      const [host, url] = splitKey(key);
      if (touches(host, url.split('?')[0])) entries.delete(key);
    }
  }

  /** Pages waiting for their best compression, one made at a time so it never takes more than a core. */
  const waitingForBest = new Set();

  function compressBestLater(entry) {
    if (entry.bestBrotli || entry.headers['content-encoding'] || waitingForBest.has(entry)) return;
    waitingForBest.add(entry);
    // A set that was empty has no compression running; otherwise the running one reaches this entry too.
    if (waitingForBest.size === 1) void compressBest();
  }

  async function compressBest() {
    for (const entry of waitingForBest) {
      // Skipped when replaced or cleared meanwhile; left in the set until done, so a hit meanwhile does not queue it again.
      if (entries.get(entry.key) === entry) {
        try {
          entry.br = await brotli(entry.identity, BROTLI_BEST_OPTIONS);
          entry.bestBrotli = true;
        } catch (error) {
          console.error('Page compression failed', error);
        }
      }
      waitingForBest.delete(entry);
    }
  }

  return { handle, clear, expire, size: () => entries.size };
}

/** A key's host (without the English-chosen mark) and URL. */
function splitKey(key) {
  const bar = key.indexOf('|');
  const host = key.slice(0, bar);
  return [host.startsWith(ENGLISH_CHOSEN) ? host.slice(ENGLISH_CHOSEN.length) : host, key.slice(bar + 1)];
}

/** Whether a request is for the home of a shopper who chose English (next.config.mjs's rewrite of `/` with lang=en). */
function englishChosenHome(path, cookies) {
  return path === '/' && /(?:^|;\s*)lang=en(?:;|$)/.test(cookies);
}

/** The encoding a client asked for that a page is sent in: brotli, else gzip, else none. */
function chosenEncoding(accepts) {
  if (/\bbr\b/.test(accepts)) return 'br';
  if (/\bgzip\b/.test(accepts)) return 'gzip';
  return 'identity';
}

/** Makes the entry's body in the client's encoding, if it does not have it yet. */
async function encode(entry, accepts) {
  if (entry.headers['content-encoding']) return;
  const encoding = chosenEncoding(accepts);
  if (encoding === 'br') entry.br ??= await brotli(entry.identity, BROTLI_OPTIONS);
  if (encoding === 'gzip') entry.gzip ??= await gzip(entry.identity);
}

/** Sends the page in the client's encoding, making that encoding first if no client has asked for it yet. */
function serve(res, entry, accepts, state) {
  // Already encoded (Next.js compressed it after all): sent as it came.
  const encoding = entry.headers['content-encoding'] ? 'identity' : chosenEncoding(accepts);
  if (encoding !== 'identity' && !entry[encoding]) {
    const send = () => sendEncoded(res, entry, encoding, state);
    return void encode(entry, accepts).then(send, (error) => {
      console.error('Page compression failed', error);
      send();
    });
  }
  sendEncoded(res, entry, encoding, state);
}

function sendEncoded(res, entry, encoding, state) {
  const body = entry[encoding] ?? entry.identity;
  const vary = String(entry.headers.vary ?? '');
  const headers = {
    ...entry.headers,
    'x-micro-cache': state,
    'content-length': body.length,
    vary: /accept-encoding/i.test(vary) ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', '),
  };
  if (body !== entry.identity) headers['content-encoding'] = encoding;
  res.writeHead(entry.status, headers);
  res.end(body);
}

/**
 * Holds what Next.js writes to `res` (status and headers stay on it, unsent) and hands the whole body to `done`
 * once it ends; `res` then answers normally again.
 */
function holdResponse(res, done) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end, flushHeaders: res.flushHeaders };
  const chunks = [];
  const keep = (chunk, encoding) => {
    if (chunk && typeof chunk !== 'function')
      chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === 'string' ? encoding : 'utf8'));
  };
  res.writeHead = (status, reason, headers) => {
    const given = typeof reason === 'string' ? headers : reason;
    res.statusCode = status;
    if (Array.isArray(given)) for (let i = 0; i + 1 < given.length; i += 2) res.setHeader(given[i], given[i + 1]);
    else if (given) for (const [name, value] of Object.entries(given)) if (value !== undefined) res.setHeader(name, value);
    return res;
  };
  res.flushHeaders = () => {};
  res.write = (chunk, encoding, callback) => {
    keep(chunk, encoding);
    const cb = typeof encoding === 'function' ? encoding : callback;
    if (cb) queueMicrotask(() => cb());
    return true;
  };
  res.end = (chunk, encoding, callback) => {
    keep(chunk, encoding);
    Object.assign(res, original);
    const cb = [chunk, encoding, callback].find((arg) => typeof arg === 'function');
    if (cb) res.once('finish', cb);
    void done(Buffer.concat(chunks));
    return res;
  };
}
