import type { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { CHANGES_PATH, changeEvent } from '../shared/contract/cache-tags';
import type { Change } from '../shared/events';
import type { PlatformContext } from '../shared/platform-context';
import { requireAdmin } from '../shared/http/admin-auth';
import type { AppEnv } from '../shared/http/context';

/** A comment line now and then keeps idle proxies from closing the stream. */
const HEARTBEAT_MS = 15_000;

/**
 * Streams every change this platform process makes or hears of (its own and, on PostgreSQL, the other processes')
 * to a storefront on PLATFORM_API_URL, which expires its caches for them.
 */
export function registerChangesRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.get(CHANGES_PATH, requireAdmin(platform), (c) =>
    streamSSE(c, async (stream) => {
      const queue: Change[] = [];
      let wake: (() => void) | undefined;
      const unsubscribe = platform.changes.subscribe((change) => {
        queue.push(change);
        wake?.();
      });
      let open = true;
      const end = () => {
        open = false;
        unsubscribe();
        wake?.();
      };
      stream.onAbort(end);
      void platform.changes.closed.then(end);
      await stream.writeSSE({ event: 'ready', data: '{}' });
      while (open && !stream.aborted) {
        const change = queue.shift();
        if (change) {
          await stream.writeSSE({ event: 'change', data: JSON.stringify(changeEvent.parse(change)) });
          continue;
        }
        let timer: NodeJS.Timeout | undefined;
        await new Promise<void>((resolve) => {
          wake = resolve;
          timer = setTimeout(resolve, HEARTBEAT_MS);
        });
        clearTimeout(timer);
        wake = undefined;
        if (open && !queue.length && !stream.aborted) await stream.write(': heartbeat\n\n');
      }
      unsubscribe();
      await stream.close();
    }),
  );
}
