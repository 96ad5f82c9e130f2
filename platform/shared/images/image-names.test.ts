import { describe, expect, it } from 'vitest';
import { demoBannerImage, demoFaviconImage, demoLogoImage, demoProductImage } from './demo-art-kinds';
import { parseDemoArt, parseImagePath } from './image-names';

describe('parseImagePath', () => {
  it('reads the extension and a size variant', () => {
    expect(parseImagePath('demo/tshirt-1f3a93-1.jpg')).toEqual({ path: 'demo/tshirt-1f3a93-1.jpg', extension: 'jpg' });
    expect(parseImagePath('demo/tshirt-1f3a93-1-400x300.jpg')).toEqual({
      path: 'demo/tshirt-1f3a93-1-400x300.jpg',
      extension: 'jpg',
      variant: { original: 'demo/tshirt-1f3a93-1.jpg', width: 400, height: 300 },
    });
    expect(parseImagePath('products/My%20Photo.PNG')).toMatchObject({ path: 'products/My Photo.PNG', extension: 'png' });
    expect(parseImagePath('a-123x456.jpg')).not.toHaveProperty('variant');
  });

  it.each([
    '..%2Fx.jpg',
    'a/../b.jpg',
    'a/./b.jpg',
    '%2Fetc%2Fx.jpg',
    'a%5Cb.jpg',
    '.env',
    'a/.git/x.jpg',
    'a//b.jpg',
    'x.svg',
    'x.html',
    'x',
    'a%00.jpg',
    'C:%5Cx.jpg',
    '%ZZ.jpg',
    `${'a/'.repeat(7)}x.jpg`,
    `${'a'.repeat(400)}.jpg`,
  ])('refuses %s', (path) => {
    expect(parseImagePath(path)).toBeNull();
  });
});

describe('parseDemoArt', () => {
  it('reads back every kind of demo file the seed names', () => {
    expect(parseDemoArt(demoProductImage('saree', '800020', 3))).toEqual({ type: 'product', kind: 'saree', hex: '800020', view: 3 });
    expect(demoProductImage('tshirt', '1f3a93', 2, 'Navy Blue')).toBe('demo/tshirt-navy-blue-1f3a93-2.jpg');
    expect(parseDemoArt(demoProductImage('tshirt', '1f3a93', 2, 'Navy Blue'))).toEqual({ type: 'product', kind: 'tshirt', hex: '1f3a93', view: 2 });
    expect(parseDemoArt(demoProductImage('chess', 'f28c28', 1))).toEqual({ type: 'product', kind: 'chess', hex: 'f28c28', view: 1 });
    expect(parseDemoArt(demoBannerImage('Festive Sale', 'Up to 60% off on ethnic wear', 'c2185b', 'f59e0b'))).toEqual({
      type: 'banner',
      headline: 'Festive Sale',
      subline: 'Up to 60% Off on Ethnic Wear',
      from: 'c2185b',
      to: 'f59e0b',
    });
    expect(parseDemoArt(demoLogoImage('Kesari Mart', '0f766e'))).toEqual({ type: 'logo', shopName: 'Kesari Mart', hex: '0f766e' });
    expect(parseDemoArt(demoFaviconImage('Kesari Mart', '0f766e'))).toEqual({ type: 'favicon', letter: 'K', hex: '0f766e' });
  });

  it('knows nothing of other names', () => {
    expect(parseDemoArt('demo/unicorn-1f3a93-1.jpg')).toBeNull();
    expect(parseDemoArt('demo/tshirt-1F3A93-1.jpg')).toBeNull();
    expect(parseDemoArt('demo/tshirt-1f3a93-6.jpg')).toBeNull();
    expect(parseDemoArt('BannerImages/sale-c2185b-f59e0b.jpg')).toBeNull();
    expect(parseDemoArt('logos/shop-c2185b.jpg')).toBeNull();
  });
});
