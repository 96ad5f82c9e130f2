import { sql } from 'drizzle-orm';
import type { Client } from 'pg';
import { ALL_TAG } from '../contract/cache-tags';
import type { Change, ChangeChannel, ChangeFeed } from '../events';
import type { Db } from './database';

/** NOTIFY payloads must stay under 8,000 bytes: larger changes are sent in several notifications. */
const MAX_PAYLOAD_BYTES = 7_000;
const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

interface Notice {
  origin: string;
  tags: string[];
}

/**
 * Carries the platform's changes between all processes on one PostgreSQL database with LISTEN/NOTIFY: each change is
 * sent with pg_notify (delivered when the sending statement commits) and every process listening hands the changes
 * of the others to its feed. A lost listening connection is re-opened; since changes sent meanwhile are lost, the
 * feed then gets a change of every tag. The channel is named after the schema, so shops on other schemas of the
 * same database (tests) do not hear each other.
 */
export async function openPostgresChangeChannel(options: { url: string; schema?: string; db: Db; feed: ChangeFeed }): Promise<ChangeChannel> {
  const { default: pg } = await import('pg');
  const name = `storefront_changes_${options.schema ?? 'public'}`;
  let client: Client | undefined;
  let closed = false;
  let failures = 0;

  async function listen(): Promise<void> {
    const next = new pg.Client({ connectionString: options.url });
    next.on('notification', (message) => {
      const notice = parseNotice(message.payload);
      if (notice && notice.origin !== options.feed.origin) void options.feed.deliver({ tags: notice.tags });
    });
    next.on('error', (error) => {
      console.error(`Change channel: the listening connection failed (${error.message}); reconnecting`);
      void reconnect(next);
    });
    next.on('end', () => void reconnect(next));
    await next.connect();
    await next.query(`LISTEN ${name}`);
    client = next;
  }

  async function reconnect(lost: Client): Promise<void> {
    if (closed || client !== lost) return;
    client = undefined;
    lost.removeAllListeners('end');
    lost.end().catch(() => {});
    while (!closed) {
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(failures, RETRY_MS.length - 1)]));
      try {
        await listen();
        failures = 0;
        await options.feed.deliver({ tags: [ALL_TAG] });
        return;
      } catch (error) {
        failures += 1;
        console.error(`Change channel: could not listen again (${(error as Error).message})`);
      }
    }
  }

  await listen();
  return {
    async send(change: Change) {
      for (const tags of batches(change.tags, options.feed.origin)) {
        await options.db.execute(sql`select pg_notify(${name}, ${JSON.stringify({ origin: options.feed.origin, tags })})`);
      }
    },
    async close() {
      closed = true;
      const open = client;
      client = undefined;
      if (open) {
        open.removeAllListeners('end');
        await open.end().catch(() => {});
      }
    },
  };
}

function parseNotice(payload: string | undefined): Notice | null {
  try {
    const notice = JSON.parse(payload ?? '') as Partial<Notice>;
    if (typeof notice.origin !== 'string' || !Array.isArray(notice.tags)) return null;
    return { origin: notice.origin, tags: notice.tags.filter((tag): tag is string => typeof tag === 'string') };
  } catch {
    return null;
  }
}

/** Splits tags into groups whose notice stays under the payload limit. */
function batches(tags: readonly string[], origin: string): string[][] {
  const groups: string[][] = [];
  let group: string[] = [];
  let bytes = origin.length + 40;
  for (const tag of tags) {
    const size = Buffer.byteLength(tag) + 3;
    if (group.length && bytes + size > MAX_PAYLOAD_BYTES) {
      groups.push(group);
      group = [];
      bytes = origin.length + 40;
    }
    group.push(tag);
    bytes += size;
  }
  if (group.length) groups.push(group);
  return groups;
}
