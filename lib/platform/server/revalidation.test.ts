import { describe, expect, it, vi } from 'vitest';
import { onPageChange, type PageChange } from '@/server/page-cache-bus.mjs';

vi.mock('server-only', () => ({}));
const { expireTags, pageMatcher } = await import('./revalidation');

describe('a platform change on its way to the page caches', () => {
  it('reaches the bus the server listens on, with the pages it touches', async () => {
    const heard: PageChange[] = [];
    const remove = onPageChange((change) => heard.push(change));
    await expireTags(['shop:shop2.localhost']);
    remove();
    expect(heard.map((change) => change.tags)).toEqual([['shop:shop2.localhost']]);
    expect(heard[0]!.touches('shop2.localhost:3000', '/')).toBe(true);
    expect(heard[0]!.touches('localhost:3000', '/')).toBe(false);
  });
});

describe('which cached pages a platform change touches', () => {
  it('a product change: that product page in every shop, nothing else', () => {
    const touches = pageMatcher(['product:holi-t-shirt']);
    expect(touches('localhost:3000', '/product/holi-t-shirt')).toBe(true);
    expect(touches('localhost:3000', '/hi/product/holi-t-shirt')).toBe(true);
    expect(touches('shop2.localhost:3000', '/product/holi-t-shirt/opengraph-image')).toBe(true);
    expect(touches('localhost:3000', '/product/holi-t-shirt-2')).toBe(false);
    expect(touches('localhost:3000', '/products-section2/101')).toBe(false);
    expect(touches('localhost:3000', '/')).toBe(false);
  });

  it('a shop change: every page of that shop, on any port, in any case', () => {
    const touches = pageMatcher(['shop:shop2.localhost']);
    expect(touches('Shop2.Localhost:3000', '/')).toBe(true);
    expect(touches('shop2.localhost', '/product/holi-t-shirt')).toBe(true);
    expect(touches('localhost:3000', '/')).toBe(false);
  });

  it('a catalogue change, or a gap in what a process heard: every page', () => {
    expect(pageMatcher(['catalogue', 'product:x'])('localhost', '/aboutPage')).toBe(true);
    expect(pageMatcher(['all'])('shop2.localhost', '/')).toBe(true);
  });

  it('matches a percent-encoded product path, and survives a broken escape', () => {
    expect(pageMatcher(['product:चाय'])('localhost', `/product/${encodeURIComponent('चाय')}`)).toBe(true);
    expect(pageMatcher(['product:x'])('localhost', '/product/%E0%A4')).toBe(false);
  });
});
