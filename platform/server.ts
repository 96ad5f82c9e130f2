import { serve } from '@hono/node-server';
import { configFromEnv } from './config';
import { createPlatform } from './create-platform';

/** `npm run platform`: the platform on its own port (PLATFORM_PORT, default 4000), for storefronts that set PLATFORM_API_URL. */
const platform = await createPlatform(configFromEnv());
const port = Number(process.env.PLATFORM_PORT) || 4000;
const server = serve({ fetch: platform.app.fetch, port }, (info) => {
  console.log(`Platform listening on http://localhost:${info.port} (${platform.database.kind})`);
});

async function shutdown() {
  server.close();
  await platform.close();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
