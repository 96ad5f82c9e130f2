import { describe, expect, it } from 'vitest';
import type { Banner, Group, HomeSection, Shop } from '@/lib/platform/types';
import { bannersIn, sectionsIn, shopIn, treeIn } from './shop-texts';

const shop = { name: 'Kesari Mart', deliveryPromise: 'Free delivery over ₹499', hi: { name: 'केसरी मार्ट' } } as Shop;
const tree: Group[] = [
  {
    id: 1,
    name: 'Men',
    categories: [
      { id: 101, name: "Men's Topwear", hi: { name: 'पुरुषों के टॉप' }, slug: 'topwear', imageUrl: '', subcategories: [] },
      { id: 102, name: "Men's Footwear", slug: 'footwear', imageUrl: '', subcategories: [] },
    ],
  },
];

describe('the shop’s own texts in the page’s language', () => {
  it('shows the Hindi versions on a Hindi page and the English where none was given', () => {
    expect(shopIn(shop, 'hi')).toMatchObject({ name: 'केसरी मार्ट', deliveryPromise: 'Free delivery over ₹499' });
    expect(treeIn(tree, 'hi')[0]!.categories.map((category) => category.name)).toEqual(['पुरुषों के टॉप', "Men's Footwear"]);
    const banners = [{ imageUrl: '/b.png', href: '/', alt: 'Holi sale', hi: { alt: 'होली सेल' } }] as Banner[];
    expect(bannersIn(banners, 'hi')[0]!.alt).toBe('होली सेल');
    const sections = [{ id: 1, name: 'New arrivals', hi: { name: 'नए आगमन' }, products: [] }] as HomeSection[];
    expect(sectionsIn(sections, 'hi')[0]!.name).toBe('नए आगमन');
  });

  it('keeps the English texts on an English page', () => {
    expect(shopIn(shop, 'en').name).toBe('Kesari Mart');
    expect(treeIn(tree, 'en')[0]!.categories[0]!.name).toBe("Men's Topwear");
    expect(sectionsIn([{ id: 1, name: 'New arrivals', hi: { name: 'नए आगमन' }, products: [] }], 'en')[0]!.name).toBe('New arrivals');
  });
});
