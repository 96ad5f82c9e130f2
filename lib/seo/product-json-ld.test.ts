import { describe, expect, it } from 'vitest';
import type { Product } from '@/lib/platform/types';
import { serializeJsonLd } from './json-ld';
import { productJsonLd } from './product-json-ld';

const product: Product = {
  id: 1,
  slug: 'holi-t-shirt',
  name: 'HOLI T-SHIRT </script><script>alert(1)</script>',
  images: ['demo/tshirt-1.jpg', 'demo/tshirt-2.jpg'],
  price: 149,
  originalPrice: 499,
  percentOff: 70,
  rating: 4.5,
  ratingCount: 2381,
  badge: '',
  badge1: '',
  category: 'T-Shirts',
  subcategoryId: 1001,
  categoryId: 101,
  groupId: 1,
  sizes: [],
  colour: 'White',
  colourOptions: null,
  stock: 0,
  deliveryCharge: 49,
  material: 'Cotton',
  brand: 'Rangrez',
  countryOfOrigin: 'India',
  youtubeLink: '',
  descriptionHtml: '<p>Soft &amp; bright</p><script>alert(2)</script>',
  summary: 'Festival favourite',
  details: [],
};

describe('productJsonLd', () => {
  it('describes the product, its offer, rating and breadcrumbs with absolute URLs', () => {
    const [item, crumbs] = productJsonLd(product, { origin: 'https://shop.example' });
    expect(item).toMatchObject({
      '@type': 'Product',
      sku: 'holi-t-shirt',
      description: 'Soft & bright',
      image: ['https://shop.example/uploads/demo/tshirt-1.jpg', 'https://shop.example/uploads/demo/tshirt-2.jpg'],
      brand: { '@type': 'Brand', name: 'Rangrez' },
      offers: { priceCurrency: 'INR', price: 149, availability: 'https://schema.org/OutOfStock', url: 'https://shop.example/product/holi-t-shirt' },
      aggregateRating: { ratingValue: 4.5, reviewCount: 2381 },
    });
    expect(crumbs).toMatchObject({
      '@type': 'BreadcrumbList',
      itemListElement: [{ name: 'Home' }, { name: 'T-Shirts', item: 'https://shop.example/products-section/1001' }, { position: 3 }],
    });
  });

  it('serialises without a way out of the script element', () => {
    const json = serializeJsonLd(productJsonLd(product, { origin: 'https://shop.example' })[0]);
    expect(json).not.toContain('<');
    expect(JSON.parse(json).name).toBe(product.name);
  });
});
