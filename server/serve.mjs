// Serves the built storefront (`npm run build` first) behind the catalogue micro-cache. `npm start` runs it.
// PORT (default 3000), HOSTNAME (default all interfaces), MICRO_CACHE_MS (default 5000; 0 turns it off),
// ACCESS_LOG (default on; 0 turns it off), TRUSTED_PROXIES (default loopback). /healthz and /readyz answer before the cache (server/storefront-health.mjs);
// SIGTERM and SIGINT finish the requests in flight, then close the embedded platform's database.
import { createServer } from 'node:http';
import path from 'node:path';
import { logRequests } from '../platform/runtime/access-log.mjs';
import { resolveForwardedFor } from '../platform/runtime/client-address.mjs';
import { escapeMalformedPercents } from './malformed-escapes.mjs';
import { INVALID_HOST_MESSAGE, isValidHostHeader } from './host-header.mjs';
import { shutDownGracefullyOnSignals } from '../platform/runtime/graceful-shutdown.mjs';
import { createMicroCache } from './micro-cache.mjs';
import { createHealthProbes } from './storefront-health.mjs';
import { serverSettingsFrom } from './server-settings.mjs';
import { createStaticBrotli } from './static-brotli.mjs';
import { onPageChange } from './page-cache-bus.mjs';
import { closeEmbeddedPlatform, whenStarted } from './platform-lifecycle.mjs';
import { addStrictTransportSecurity } from '../lib/security/security-headers.mjs';

let settings;
try {
  settings = serverSettingsFrom(process.env);
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
process.env.NEXT_TELEMETRY_DISABLED = '1';
// Next.js reads NODE_ENV as it loads, so it is set before the import.
process.env.NODE_ENV = 'production';
const { default: next } = await import('next');

// Next's cache handler, loaded before Next loads it too (the same module: Next imports it by its path), so that it
// hears platform changes on the page cache bus from the start, instrumentation.ts's expiry of everything included.
await import('./next-cache-handler.mjs');
const { port, microCacheMs: ttlMs, hostname, accessLog, trustedProxies } = settings;

const app = next({ dev: false, port });
const handle = app.getRequestHandler();
// Next.js starts its server here, and with it instrumentation.ts (which opens the embedded platform: migrations,
// first-start seed), without waiting for a first request; instrumentation.ts reports when it is done
// (server/platform-lifecycle.mjs), and /readyz says 503 until then.
await app.prepare();
const opening = whenStarted();
opening.catch((error) => console.error(`The platform did not open: ${error instanceof Error ? error.message : error}`));

const cache = ttlMs > 0 ? createMicroCache({ ttlMs }) : null;
// Platform changes, this process's and the others', expire the pages they touch here (lib/platform/server/revalidation.ts).
if (cache) onPageChange(({ touches }) => cache.expire(touches));

const staticAssets = createStaticBrotli({ staticDir: path.join(process.env.NEXT_DIST_DIR || '.next', 'static') });
// Idle keep-alive connections outlive a proxy's (nginx's upstream keepalive_timeout is 60 s by default): a proxy
// reusing a connection at the moment Node.js closes it would see a reset (Node.js's default is 5 s).
const server = createServer();
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
logRequests(server, { enabled: accessLog });
const shutdown = shutDownGracefullyOnSignals(server, {
  close: closeEmbeddedPlatform,
});
const probes = createHealthProbes({ opening, stopping: shutdown.stopping });
server.on('request', (req, res) => {
  if (probes(req, res)) return;
  if (!isValidHostHeader(req.headers.host)) {
    res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' }).end(INVALID_HOST_MESSAGE);
    return;
  }
  req.url = escapeMalformedPercents(req.url ?? '/');
  // The client's address, as the sign-in throttles key it: X-Forwarded-For is believed only from TRUSTED_PROXIES and
  // is replaced by the one address it resolves to, so nothing after this (Next.js, the platform) sees a made-up one.
  resolveForwardedFor(req, trustedProxies);
  addStrictTransportSecurity(req, res);
  staticAssets.handle(req, res, (request, response) => {
    if (cache) cache.handle(request, response, handle);
    else handle(request, response);
  });
});
server.listen(port, hostname, () => {
  void staticAssets.warm();
  console.log(`Storefront ready on http://localhost:${port}${cache ? ` (page micro-cache ${ttlMs} ms)` : ''}`);
});
