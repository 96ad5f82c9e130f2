import { afterEach, describe, expect, it, vi } from 'vitest';
import { announcePageChange, onPageChange, type PageChange } from './page-cache-bus.mjs';

const change: PageChange = { tags: ['product:holi-t-shirt'], touches: (_host, path) => path === '/product/holi-t-shirt' };
const removals: (() => void)[] = [];
const listen = (expire: (change: PageChange) => unknown) => removals.push(onPageChange(expire));

afterEach(() => {
  for (const remove of removals.splice(0)) remove();
  vi.restoreAllMocks();
});

describe('the page cache bus', () => {
  it('hands a change to every cache and answers once the slow ones are done too', async () => {
    const seen: string[] = [];
    listen((heard) => seen.push(`micro-cache ${heard.tags.join()}`));
    listen(async (heard) => {
      await new Promise((resolve) => setTimeout(resolve, 20));
      seen.push(`next cache ${heard.touches('localhost', '/product/holi-t-shirt')}`);
    });
    await announcePageChange(change);
    expect(seen).toEqual(['micro-cache product:holi-t-shirt', 'next cache true']);
  });

  it('still expires the other caches when one fails, and logs the failure with the tags', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const expired: string[] = [];
    listen(async () => {
      throw new Error('Redis is gone');
    });
    listen((heard) => expired.push(...heard.tags));
    await announcePageChange(change);
    expect(expired).toEqual(['product:holi-t-shirt']);
    expect(logged).toHaveBeenCalledWith(
      'Could not expire the cached pages of product:holi-t-shirt',
      expect.objectContaining({ message: 'Redis is gone' }),
    );
  });

  it('stops handing changes to a cache that has been removed', async () => {
    const expired: string[] = [];
    const remove = onPageChange((heard) => expired.push(...heard.tags));
    await announcePageChange(change);
    remove();
    await announcePageChange({ ...change, tags: ['catalogue'] });
    expect(expired).toEqual(['product:holi-t-shirt']);
  });
});
