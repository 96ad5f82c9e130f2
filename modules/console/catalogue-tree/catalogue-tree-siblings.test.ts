import { describe, expect, it } from 'vitest';
import type { TreeGroup } from '@/platform/catalogue/contract/console-catalogue-tree';
import { movedOneStep, siblingsOf } from './catalogue-tree-siblings';

const category = (id: number, name: string, subs: [number, string][]) => ({
  id,
  name,
  nameHi: '',
  slug: name.toLowerCase(),
  hsnCode: '',
  imageUrl: '',
  gstRatePercent: null,
  products: 0,
  subcategories: subs.map(([subId, subName]) => ({ id: subId, name: subName, products: 0 })),
});

const groups: TreeGroup[] = [
  {
    id: 1,
    name: 'Men',
    categories: [
      category(101, 'Topwear', [
        [1001, 'T-Shirts'],
        [1002, 'Shirts'],
      ]),
      category(102, 'Bottomwear', []),
    ],
  },
  { id: 2, name: 'Women', categories: [category(201, 'Sarees', [[2001, 'Silk']])] },
];

describe('siblingsOf', () => {
  it('finds a node among its parent’s children, at every level', () => {
    expect(siblingsOf(groups, 'group', 2)).toEqual({ name: 'Women', ids: [1, 2] });
    expect(siblingsOf(groups, 'category', 102)).toEqual({ name: 'Bottomwear', ids: [101, 102] });
    expect(siblingsOf(groups, 'subcategory', 1002)).toEqual({ name: 'Shirts', ids: [1001, 1002] });
    expect(siblingsOf(groups, 'subcategory', 2001)).toEqual({ name: 'Silk', ids: [2001] });
  });

  it('answers null for a node that is not there', () => {
    expect(siblingsOf(groups, 'category', 999)).toBeNull();
    expect(siblingsOf(groups, 'subcategory', 101)).toBeNull();
  });
});

describe('movedOneStep', () => {
  it('swaps a node with its neighbour', () => {
    expect(movedOneStep([1, 2, 3], 2, 'up')).toEqual([2, 1, 3]);
    expect(movedOneStep([1, 2, 3], 2, 'down')).toEqual([1, 3, 2]);
  });

  it('answers null at either end or for a stranger', () => {
    expect(movedOneStep([1, 2, 3], 1, 'up')).toBeNull();
    expect(movedOneStep([1, 2, 3], 3, 'down')).toBeNull();
    expect(movedOneStep([1, 2, 3], 9, 'up')).toBeNull();
  });
});
