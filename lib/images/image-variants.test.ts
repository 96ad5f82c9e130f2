import { describe, expect, it } from 'vitest';
import { imageSrcSet, imageVariants } from './image-variants';

describe('the size variants of an /uploads picture', () => {
  it('offers a product picture at 280, 400 and its 800 px original', () => {
    expect(imageSrcSet('/uploads/demo/kurta-1.jpg')).toBe(
      '/uploads/demo/kurta-1-280x280.jpg 280w, /uploads/demo/kurta-1-400x400.jpg 400w, /uploads/demo/kurta-1.jpg 800w',
    );
    expect(imageVariants('/uploads/products/kurta-1.webp').map((variant) => variant.url)).toEqual([
      '/uploads/products/kurta-1-280x280.webp',
      '/uploads/products/kurta-1-400x400.webp',
      '/uploads/products/kurta-1.webp',
    ]);
  });

  it('offers phones the 800x250 banner and wide screens the original', () => {
    expect(imageSrcSet('/uploads/BannerImages/sale.jpg')).toBe('/uploads/BannerImages/sale-800x250.jpg 800w, /uploads/BannerImages/sale.jpg 1600w');
  });

  it('leaves logos and local files as they are', () => {
    expect(imageSrcSet('/uploads/logos/shop.png')).toBeUndefined();
    expect(imageSrcSet('/static/placeholder.svg')).toBeUndefined();
  });
});
