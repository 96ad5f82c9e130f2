import { randomUUID } from 'node:crypto';

/**
 * What changed on the platform, as cache tags (platform/shared/contract/cache-tags.ts): the storefront expires the cached
 * reads and pages that carry them.
 */
export interface Change {
  tags: string[];
}
/** May return a promise: `publish` waits for it, so a change is applied to caches before its request answers. */
export type ChangeListener = (change: Change) => void | Promise<void>;

/** Carries changes to the platform's other processes (PostgreSQL NOTIFY); see shared/db/postgres-change-channel.ts. */
export interface ChangeChannel {
  send(change: Change): Promise<void>;
  close(): Promise<void>;
}

/**
 * The platform's change announcements. `publish` tells this process's listeners and then every other process through
 * the attached channel; `deliver` hands listeners a change heard from another process (or, after the channel lost
 * its connection, a change of every tag: what was missed is unknown).
 */
export function createChangeFeed() {
  const listeners = new Set<ChangeListener>();
  let channel: ChangeChannel | undefined;
  let markClosed: () => void = () => {};
  const closed = new Promise<void>((resolve) => (markClosed = resolve));

  async function deliver(change: Change): Promise<void> {
    await Promise.all(
      [...listeners].map(async (listener) => {
        try {
          await listener(change);
        } catch (error) {
          console.error('A change listener failed', error);
        }
      }),
    );
  }

  return {
    /** Identifies this process's own announcements when the channel echoes them back. */
    origin: randomUUID(),
    subscribe(listener: ChangeListener): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    async publish(change: Change): Promise<void> {
      if (!change.tags.length) return;
      await deliver(change);
      await channel?.send(change).catch((error: unknown) => console.error('Could not broadcast a change to the other processes', error));
    },
    deliver,
    attach(next: ChangeChannel): void {
      channel = next;
    },
    /** Settles when the platform closes: long-lived listeners (the change stream) end then. */
    closed,
    async close(): Promise<void> {
      markClosed();
      await channel?.close();
      channel = undefined;
    },
  };
}
export type ChangeFeed = ReturnType<typeof createChangeFeed>;
