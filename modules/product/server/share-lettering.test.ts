import { createElement } from 'react';
import { ImageResponse } from 'next/og';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Product, Shop } from '@/lib/platform/types';
import { ProductShareCard } from '../components/share/product-share-card';

vi.mock('server-only', () => ({}));
const { productShareLettering } = await import('./share-lettering');

const shop = {
  name: 'अपना बाज़ार',
  theme: { text: '#111111', background: '#ffffff', primary: '#c2185b', secondary: '#4caf50', accent: '#00bcd4' },
} as Shop;
const product = { name: 'हिन्दी प्रिंटेड कुर्ता <b>&amp; Cotton 🎨', price: 1499, originalPrice: 2999, percentOff: 50 } as Product;

/** Fails the test on any fetch but the renderer's own data: URLs (a font from the internet). */
function forbidNetwork() {
  const realFetch = globalThis.fetch;
  const network = vi.fn();
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    const url = input instanceof Request ? input.url : String(input);
    if (url.startsWith('data:')) return realFetch(input, init);
    network(url);
    return Promise.reject(new Error('no network in this test'));
  });
  return network;
}

describe('productShareLettering', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('draws a Devanagari name and shop name with the bundled font, offline, and the card places them', async () => {
    const network = forbidNetwork();
    const lettering = await productShareLettering(product, shop);
    expect(lettering.name).not.toBeNull();
    expect(lettering.shopName).not.toBeNull();
    // The name wraps inside the text column; the shop name is one line of 30 px type.
    expect(lettering.name!.width).toBeGreaterThan(200);
    expect(lettering.name!.width).toBeLessThanOrEqual(446);
    expect(lettering.name!.height).toBeGreaterThan(48);
    expect(lettering.shopName!.height).toBeLessThan(80);
    const response = new ImageResponse(createElement(ProductShareCard, { product, shop, host: 'localhost', photo: null, lettering }), {
      width: 1200,
      height: 630,
    });
    const png = Buffer.from(await response.arrayBuffer());
    expect(network).not.toHaveBeenCalled();
    expect(png.readUInt32BE(16)).toBe(1200);
  });

  it('leaves Latin names to the card', async () => {
    const lettering = await productShareLettering({ ...product, name: 'HOLI T-SHIRT' }, { ...shop, name: 'Apna Bazaar' });
    expect(lettering).toEqual({ name: null, shopName: null });
  });
});
