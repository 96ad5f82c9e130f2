import type { Group } from '@/lib/platform/types';

/** What a banner leads to, as its picker offers it. */
export type LinkKind = 'home' | 'category' | 'product' | 'search' | 'typed';

/** The shop's tree as the picker needs it: names and ids only. */
export type LinkTree = { id: number; name: string; categories: { id: number; name: string; subcategories: { id: number; name: string }[] }[] }[];

export function linkTreeOf(tree: Group[]): LinkTree {
  return tree.map((group) => ({
    id: group.id,
    name: group.name,
    categories: group.categories.map((category) => ({
      id: category.id,
      name: category.name,
      subcategories: category.subcategories.map((sub) => ({ id: sub.id, name: sub.name })),
    })),
  }));
}

/**
 * The storefront's listing links (modules/catalogue/listing-target.ts): a sub-category on /products-section, a category
 * or a group on /products-section2 (a category's id is matched before a group's).
 */
export function listingLink(kind: 'group' | 'category' | 'subcategory', id: number): string {
  return kind === 'subcategory' ? `/products-section/${id}` : `/products-section2/${id}`;
}

export const productLink = (asin: string) => `/product/${encodeURIComponent(asin)}`;

export const searchLink = (words: string) => `/Product-Serach/${encodeURIComponent(words.trim())}`;

/** Which picker choice a saved link is. */
export function linkKindOf(link: string): LinkKind {
  if (link === '' || link === '/') return 'home';
  if (/^\/products-section2?\/\d+$/.test(link)) return 'category';
  if (/^\/product\/[^/]+$/.test(link)) return 'product';
  if (/^\/Product-Serach\/[^/]+$/.test(link)) return 'search';
  return 'typed';
}
