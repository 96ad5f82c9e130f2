import { createElement } from 'react';
import { ImageResponse } from 'next/og';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, Shop } from '@/lib/platform/types';
import { ProductShareCard } from './product-share-card';

const shop = {
  name: 'अपना बाज़ार 🛍️ Apna Bazaar',
  theme: { text: '#111111', background: '#ffffff', primary: '#c2185b', secondary: '#4caf50', accent: '#00bcd4' },
} as Shop;
const product = { name: 'होली T-SHIRT 🎨 Festive', price: 1499, originalPrice: 2999, percentOff: 50 } as Product;

describe('ProductShareCard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('renders a 1200×630 PNG offline even when the name has emoji and Devanagari', async () => {
    // The renderer loads its own WebAssembly from data: URLs; any other fetch would be a font from the internet.
    const realFetch = globalThis.fetch;
    const network = vi.fn();
    vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
      const url = input instanceof Request ? input.url : String(input);
      if (url.startsWith('data:')) return realFetch(input, init);
      network(url);
      return Promise.reject(new Error('no network in this test'));
    });
    const started = Date.now();
    const response = new ImageResponse(createElement(ProductShareCard, { product, shop, host: 'localhost', photo: null }), {
      width: 1200,
      height: 630,
    });
    const png = Buffer.from(await response.arrayBuffer());
    expect(network).not.toHaveBeenCalled();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect(png.readUInt32BE(16)).toBe(1200);
    expect(png.readUInt32BE(20)).toBe(630);
    expect(Date.now() - started).toBeLessThan(5000);
  });
});
