import fs from 'node:fs/promises';
import path from 'node:path';

/** Where rendered images are kept between requests. Keys are validated relative paths. */
export interface ImageCache {
  get(key: string): Promise<Buffer | undefined>;
  set(key: string, bytes: Buffer): Promise<void>;
}

/** Files under `dir`, written atomically so a reader never sees half an image. */
export function diskImageCache(dir: string): ImageCache {
  const file = (key: string) => path.join(dir, key);
  return {
    async get(key) {
      try {
        return await fs.readFile(file(key));
      } catch {
        return undefined;
      }
    },
    async set(key, bytes) {
      const target = file(key);
      const temporary = `${target}.${process.pid}.${Date.now()}.tmp`;
      try {
        await fs.mkdir(path.dirname(target), { recursive: true });
        await fs.writeFile(temporary, bytes);
        await fs.rename(temporary, target);
      } catch (error) {
        await fs.rm(temporary, { force: true }).catch(() => {});
        console.error(`Could not cache the image ${key}`, error);
      }
    },
  };
}

/** A least-recently-used cache bounded by total bytes. */
export function memoryImageCache(maxBytes = 48 * 1024 * 1024): ImageCache & { size(): number } {
  const entries = new Map<string, Buffer>();
  let bytes = 0;
  return {
    async get(key) {
      const hit = entries.get(key);
      if (hit) {
        entries.delete(key);
        entries.set(key, hit);
      }
      return hit;
    },
    async set(key, value) {
      if (value.length > maxBytes) return;
      const old = entries.get(key);
      if (old) {
        bytes -= old.length;
        entries.delete(key);
      }
      entries.set(key, value);
      bytes += value.length;
      for (const [oldest, buffer] of entries) {
        if (bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= buffer.length;
      }
    },
    size: () => entries.size,
  };
}

/** Runs `work` once per key at a time: concurrent requests for the same image share one rendering. */
export function singleFlight<T>() {
  const running = new Map<string, Promise<T>>();
  return (key: string, work: () => Promise<T>): Promise<T> => {
    const existing = running.get(key);
    if (existing) return existing;
    const started = work().finally(() => running.delete(key));
    running.set(key, started);
    return started;
  };
}
