import { describe, expect, it } from 'vitest';
import type { ProductCard } from '@/lib/platform/types';
import { canonicalSize, colourIndex, colourName, lineFromCard, linesFromCookie, stockFor } from './cart-line-from-card';

function card(id: number, overrides: Partial<ProductCard> = {}): ProductCard {
  return {
    id,
    slug: `product-${id}`,
    name: `Product ${id}`,
    images: [`p${id}.jpg`],
    price: 100,
    originalPrice: 200,
    percentOff: 50,
    rating: 4,
    ratingCount: 10,
    badge: '',
    badge1: '',
    category: 'T-Shirts',
    subcategoryId: 1001,
    categoryId: 101,
    groupId: 1,
    sizes: [{ id: 1, label: '', stock: 7 }],
    colour: 'Red',
    colourOptions: null,
    stock: 7,
    deliveryCharge: 0,
    material: '',
    brand: '',
    countryOfOrigin: '',
    youtubeLink: '',
    ...overrides,
  };
}
const sized = card(1, {
  sizes: [
    { id: 1, label: 'S', stock: 3 },
    { id: 2, label: 'M', stock: 0 },
    { id: 3, label: 'UK 10', stock: 9 },
  ],
  stock: 12,
  colour: 'Beige',
  colourOptions: ['Beige', 'Red', 'Sky Blue'],
});
const unsized = card(2);

describe('cart lines from product cards', () => {
  it('takes the product spelling of a size, ignores sizes for unsized products and refuses a missing one', () => {
    expect(canonicalSize(sized, 'uk 10')).toBe('UK 10');
    expect(canonicalSize(sized, ' s ')).toBe('S');
    expect(canonicalSize(sized, undefined)).toBeNull();
    expect(canonicalSize(sized, 'XXL')).toBeNull();
    expect(canonicalSize(unsized, 'S')).toBe('');
  });

  it('answers the stock of the chosen size', () => {
    expect(stockFor(sized, 'S')).toBe(3);
    expect(stockFor(sized, 'M')).toBe(0);
    expect(stockFor(unsized, '')).toBe(7);
  });

  it('stores a colour as its index in the list, the product colour as none', () => {
    expect(colourIndex(sized, 'sky blue')).toBe(2);
    expect(colourIndex(sized, 'Beige')).toBeNull();
    expect(colourIndex(sized, 'Purple')).toBeNull();
    expect(colourName(sized, 1)).toBe('Red');
    expect(colourName(sized, 40)).toBe('Beige');
    expect(colourName(unsized, null)).toBe('Red');
  });

  it('prices guest lines from the platform, dropping products and sizes gone and bringing units down to the stock', () => {
    const cards = new Map([
      [1, sized],
      [2, unsized],
    ]);
    const { lines, problems } = linesFromCookie(
      [
        { productId: 1, size: 'S', colour: 2, units: 5 },
        { productId: 2, size: '', colour: null, units: 2 },
        { productId: 3, size: '', colour: null, units: 1 },
        { productId: 1, size: 'XL', colour: null, units: 1 },
      ],
      cards,
    );
    expect(lines).toEqual([
      expect.objectContaining({
        productId: 1,
        size: 'S',
        colour: 'Sky Blue',
        units: 3,
        stock: 3,
        price: 100,
        name: 'Product 1',
        slug: 'product-1',
        image: 'p1.jpg',
      }),
      expect.objectContaining({ productId: 2, size: '', colour: 'Red', units: 2, stock: 7 }),
    ]);
    expect(problems).toHaveLength(3);
  });

  it('pictures a line in the colour chosen when the product has a photo of it', () => {
    const coloured = { ...sized, images: ['kurta-beige-1.jpg', 'kurta-beige-2.jpg', 'kurta-sky-blue-1.jpg'] };
    expect(lineFromCard(coloured, 'S', 'Sky Blue', 1).image).toBe('kurta-sky-blue-1.jpg');
    expect(lineFromCard(coloured, 'S', 'Red', 1).image).toBe('kurta-beige-1.jpg');
    expect(lineFromCard(coloured, 'S', '', 1).image).toBe('kurta-beige-1.jpg');
  });
});
