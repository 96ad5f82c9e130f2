import type { Server } from 'node:http';
import { serve } from '@hono/node-server';
import { logRequests } from './access-log.mjs';
import { shutDownGracefullyOnSignals } from './graceful-shutdown.mjs';
import { configFromEnvOrExit } from '../shared/config';
import { createPlatform } from './create-platform';

/**
 * `npm run platform`: the platform on its own port (PLATFORM_PORT, default 4000), for storefronts that set
 * PLATFORM_API_URL. One access-log line per request (ACCESS_LOG=0 turns it off); SIGTERM and SIGINT finish the
 * requests in flight, then close the database.
 */
const config = configFromEnvOrExit();
const platform = await createPlatform(config);
const port = config.port;
const server = serve({ fetch: platform.app.fetch, port }, (info) => {
  console.log(`Platform listening on http://localhost:${info.port} (${platform.database.kind})`);
}) as Server;
// Outlives a load balancer's idle connections (see server/serve.mjs).
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
logRequests(server);
shutDownGracefullyOnSignals(server, { close: () => platform.close() });
