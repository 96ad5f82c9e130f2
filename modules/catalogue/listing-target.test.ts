import { describe, expect, it } from 'vitest';
import type { Group } from '@/lib/platform/types';
import { classifyListingId, findSectionTarget, findSubcategoryTarget, listingCrumbs, listingPath, parseListingId } from './listing-target';

const tree: Group[] = [
  {
    id: 1,
    name: "Men's Fashion",
    categories: [{ id: 101, name: "Men's Topwear", slug: 'mens-topwear', imageUrl: '', subcategories: [{ id: 1001, name: 'T-Shirts' }] }],
  },
  // A group whose id equals a category id elsewhere: the category wins, as the spec classifies.
  { id: 101, name: 'Clash', categories: [] },
  { id: 2, name: "Women's Fashion", categories: [] },
];

describe('listing targets', () => {
  it('classifies a section id as a category first, then a group', () => {
    expect(findSectionTarget(tree, 101)).toMatchObject({ kind: 'cat', name: "Men's Topwear" });
    expect(findSectionTarget(tree, 2)).toMatchObject({ kind: 'group', name: "Women's Fashion" });
    expect(findSectionTarget(tree, 1001)).toBeNull();
  });

  it('finds a subcategory with its ancestors', () => {
    const target = findSubcategoryTarget(tree, 1001);
    expect(target).toMatchObject({ kind: 'subcat', name: 'T-Shirts' });
    expect(listingCrumbs(target!)).toEqual([
      { name: 'Home', path: '/' },
      { name: "Men's Fashion", path: '/products-section2/1' },
      { name: "Men's Topwear", path: '/products-section2/101' },
      { name: 'T-Shirts', path: '/products-section/1001' },
    ]);
    expect(findSubcategoryTarget(tree, 101)).toBeNull();
  });

  it("classifies an id on either listing route, its own route's kinds first, and names its canonical path", () => {
    const canonical = (id: number, route: 'products-section' | 'products-section2') => {
      const target = classifyListingId(tree, id, route);
      return target && listingPath(target.kind, target.id);
    };
    expect(canonical(1001, 'products-section')).toBe('/products-section/1001');
    expect(canonical(101, 'products-section')).toBe('/products-section2/101');
    expect(canonical(2, 'products-section')).toBe('/products-section2/2');
    expect(canonical(1001, 'products-section2')).toBe('/products-section/1001');
    expect(canonical(101, 'products-section2')).toBe('/products-section2/101');
    expect(classifyListingId(tree, 101, 'products-section')).toMatchObject({ kind: 'cat', name: "Men's Topwear" });
    expect(canonical(555, 'products-section')).toBeNull();
  });

  it('accepts only whole positive ids', () => {
    expect(parseListingId('101')).toBe(101);
    for (const bad of ['0', '-1', '1.5', 'abc', '', '99999999999']) expect(parseListingId(bad)).toBeNull();
  });
});
