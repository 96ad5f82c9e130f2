import 'server-only';
import { ADMIN_KEY_HEADER } from '@/platform/catalogue/contract/admin';
import { ALL_TAG, CHANGES_PATH, changeEvent } from '@/platform/shared/contract/cache-tags';
import { expireTags } from './revalidation';

const RETRY_MS = [250, 500, 1_000, 2_000, 5_000];

/**
 * For a storefront on PLATFORM_API_URL: follows the platform's change stream (GET /api/changes, server-sent events)
 * and expires this process's caches for each change. Every time the stream opens — at start and after a lost
 * connection — changes may have been missed, so everything is expired then. Runs for the life of the process.
 */
export function followRemoteChanges(base: string, adminKey: string | undefined): void {
  if (!adminKey) {
    console.error(
      "PLATFORM_ADMIN_KEY is not set: this storefront cannot follow the platform's changes, and its pages refresh only hourly. Set the same PLATFORM_ADMIN_KEY on the platform and the storefront.",
    );
    return;
  }
  void (async () => {
    for (let failures = 0; ;) {
      try {
        await readStream(base, adminKey, () => (failures = 0));
        console.error('Change stream: the platform closed it; reconnecting');
      } catch (error) {
        console.error(`Change stream: ${(error as Error).message}; reconnecting`);
      }
      await new Promise((resolve) => setTimeout(resolve, RETRY_MS[Math.min(failures++, RETRY_MS.length - 1)]));
    }
  })();
}

async function readStream(base: string, adminKey: string, opened: () => void): Promise<void> {
  const response = await fetch(`${base}${CHANGES_PATH}`, {
    headers: { [ADMIN_KEY_HEADER]: adminKey, accept: 'text/event-stream' },
    cache: 'no-store',
  });
  if (!response.ok || !response.body) throw new Error(`the platform answered ${response.status}`);
  const decoder = new TextDecoder();
  let buffered = '';
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    buffered += decoder.decode(read.value, { stream: true });
    let end: number;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const event = parseEvent(buffered.slice(0, end));
      buffered = buffered.slice(end + 2);
      if (event.name === 'ready') {
        opened();
        await expireTags([ALL_TAG]);
      } else if (event.name === 'change') {
        const change = changeEvent.safeParse(safeJson(event.data));
        await expireTags(change.success ? change.data.tags : [ALL_TAG]);
      }
    }
  }
}

function parseEvent(block: string): { name: string; data: string } {
  let name = 'message';
  const data: string[] = [];
  for (const line of block.split('\n')) {
    if (line.startsWith('event:')) name = line.slice(6).trim();
    else if (line.startsWith('data:')) data.push(line.slice(5).trimStart());
  }
  return { name, data: data.join('\n') };
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
