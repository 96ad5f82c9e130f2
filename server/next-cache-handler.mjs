// Next.js's cache (pages rendered on demand and the platform reads under unstable_cache), set as `cacheHandler` in
// next.config.mjs, through @fortedigital/nextjs-cache-handler:
// - with REDIS_URL, in Redis, shared by every storefront process: a page rendered by one is served by all, and a tag
//   expired by one is expired for all;
// - without it, in this process's memory (an LRU), never on disk, so a restart never serves pages of an earlier run.
// Keys are prefixed with the build and the database the storefront reads (CACHE_NAMESPACE overrides that), so a
// new build or another database never meets old entries.
// Next.js loads this file by its path (Node's own import, never bundled) and so does server/serve.mjs, before Next
// does: one instance per process. It listens on the page cache bus, so each platform change expires its tags outside
// any request, which Next's own revalidateTag cannot.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CacheHandler } from '@fortedigital/nextjs-cache-handler';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import createRedisHandler from '@fortedigital/nextjs-cache-handler/redis-strings';
import { onPageChange } from './page-cache-bus.mjs';

/** Where the handler keeps, per tag, when it was last expired (the Redis handler's own hash). */
const EXPIRED_TAGS_KEY = '__revalidated_tags__';

/** This process's store: the handler, and with Redis its client and key prefix. */
const state = { handler: null, redis: null, prefix: '', ready: null };

function namespace() {
  if (process.env.CACHE_NAMESPACE) return process.env.CACHE_NAMESPACE;
  const source =
    process.env.PLATFORM_API_URL || `${process.env.DATABASE_URL || 'embedded'}|${process.env.DATABASE_SCHEMA || ''}|${process.env.DATA_DIR || ''}`;
  return createHash('sha256').update(source).digest('hex').slice(0, 12);
}

function buildId() {
  try {
    return fs.readFileSync(path.join(process.env.NEXT_DIST_DIR || '.next', 'BUILD_ID'), 'utf8').trim();
  } catch {
    return 'unbuilt';
  }
}

async function createStore() {
  const building = process.env.NEXT_PHASE === 'phase-production-build';
  if (process.env.REDIS_URL && !building) {
    const { createClient } = await import('redis');
    const client = createClient({ url: process.env.REDIS_URL, socket: { reconnectStrategy: (retries) => Math.min(retries * 100, 2000) } });
    let reported = false;
    client.on('error', (error) => {
      if (!reported) console.error(`Shared cache: Redis error (${error.message}); pages render without the shared cache until it is back`);
      reported = true;
    });
    client.on('ready', () => (reported = false));
    const connected = await Promise.race([client.connect().then(() => true), new Promise((resolve) => setTimeout(resolve, 5000, false))]);
    if (!connected) {
      console.error(`Shared cache: Redis at REDIS_URL did not answer within 5 s; this process caches in its own memory until restarted`);
      client.destroy();
      state.handler = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 256 * 1024 * 1024 });
      return state.handler;
    }
    state.prefix = `storefront:${namespace()}:${buildId()}:`;
    state.redis = client;
    state.handler = createRedisHandler({ client, keyPrefix: state.prefix, timeoutMs: 1000 });
  } else {
    state.handler = createLruHandler({ maxItemsNumber: 2000, maxItemSizeBytes: 256 * 1024 * 1024 });
  }
  return state.handler;
}

function ready() {
  state.ready ??= createStore();
  return state.ready;
}

CacheHandler.onCreation(async () => ({ handlers: [await ready()] }));

/**
 * Expires every entry carrying one of the tags. In Redis each tag's expiry time is kept too, so a page whose render
 * began before the change (in any process) is refused when it is stored afterwards.
 */
export async function expireCachedTags(tags) {
  const handler = await ready();
  if (state.redis?.isReady) {
    const now = String(Date.now());
    await state.redis.hSet(state.prefix + EXPIRED_TAGS_KEY, Object.fromEntries(tags.map((tag) => [tag, now])));
  }
  for (const tag of tags) await handler.revalidateTag(tag);
}

onPageChange(({ tags }) => expireCachedTags(tags));

export default CacheHandler;
