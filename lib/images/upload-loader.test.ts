import { describe, expect, it } from 'vitest';
import uploadLoader from './upload-loader';

describe('the /uploads image loader', () => {
  it('picks the smallest product variant that fits the width, else the original', () => {
    expect(uploadLoader({ src: '/uploads/demo/kurta-1.jpg', width: 280 })).toBe('/uploads/demo/kurta-1-280x280.jpg');
    expect(uploadLoader({ src: '/uploads/products/kurta-1.jpg', width: 400 })).toBe('/uploads/products/kurta-1-400x400.jpg');
    expect(uploadLoader({ src: '/uploads/products/kurta-1.jpg', width: 800 })).toBe('/uploads/products/kurta-1.jpg');
  });

  it('serves phones the 800x250 banner and wide screens the original', () => {
    expect(uploadLoader({ src: '/uploads/BannerImages/sale.jpg', width: 800 })).toBe('/uploads/BannerImages/sale-800x250.jpg');
    expect(uploadLoader({ src: '/uploads/BannerImages/sale.jpg', width: 1600 })).toBe('/uploads/BannerImages/sale.jpg');
  });

  it('leaves logos and local files as they are', () => {
    expect(uploadLoader({ src: '/uploads/logos/shop.png', width: 280 })).toBe('/uploads/logos/shop.png');
    expect(uploadLoader({ src: '/static/placeholder.svg', width: 280 })).toBe('/static/placeholder.svg');
  });
});
