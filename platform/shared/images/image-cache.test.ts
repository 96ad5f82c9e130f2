import { describe, expect, it } from 'vitest';
import { memoryImageCache, singleFlight } from './image-cache';

describe('memoryImageCache', () => {
  it('drops the least recently used images beyond its byte budget', async () => {
    const cache = memoryImageCache(30);
    await cache.set('a', Buffer.alloc(10));
    await cache.set('b', Buffer.alloc(10));
    await cache.set('c', Buffer.alloc(10));
    await cache.get('a');
    await cache.set('d', Buffer.alloc(10));
    expect(await cache.get('b')).toBeUndefined();
    expect(await cache.get('a')).toBeDefined();
    expect(await cache.get('d')).toBeDefined();
    expect(cache.size()).toBe(3);
    await cache.set('huge', Buffer.alloc(31));
    expect(await cache.get('huge')).toBeUndefined();
  });
});

describe('singleFlight', () => {
  it('runs the work once for concurrent callers of one key, and again once it has finished', async () => {
    const once = singleFlight<number>();
    let runs = 0;
    const work = async () => {
      runs++;
      await new Promise((resolve) => setTimeout(resolve, 10));
      return runs;
    };
    const results = await Promise.all([once('k', work), once('k', work), once('k', work), once('other', work)]);
    expect(results.slice(0, 3)).toEqual([results[0], results[0], results[0]]);
    expect(runs).toBe(2);
    await once('k', work);
    expect(runs).toBe(3);
  });
});
