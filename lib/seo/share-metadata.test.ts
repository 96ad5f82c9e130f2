import { describe, expect, it } from 'vitest';
import { defaultTitle, pageTitle } from './page-title';
import { shareMetadata } from './share-metadata';

describe('page titles', () => {
  it('labels pages for the layout template and falls back to the host twice', () => {
    expect(pageTitle('YourCart')).toBe('YourCart');
    expect(defaultTitle('shop2.localhost')).toBe('shop2.localhost | shop2.localhost');
  });
});

describe('shareMetadata', () => {
  it('makes canonical, OpenGraph and Twitter URLs absolute', () => {
    const metadata = shareMetadata({
      title: "Men's Topwear",
      host: 'shop2.localhost',
      origin: 'http://shop2.localhost:3000',
      description: 'Shop',
      path: '/products-section2/101?page=2',
      image: '/uploads/demo/a.jpg',
      siteName: 'Kesari Mart',
    });
    expect(metadata.alternates?.canonical).toBe('http://shop2.localhost:3000/products-section2/101?page=2');
    expect(metadata.openGraph).toMatchObject({
      title: "Men's Topwear | shop2.localhost",
      url: 'http://shop2.localhost:3000/products-section2/101?page=2',
      images: ['http://shop2.localhost:3000/uploads/demo/a.jpg'],
    });
    expect(metadata.twitter).toMatchObject({ card: 'summary_large_image' });
    expect(metadata.robots).toBeUndefined();
  });
});
