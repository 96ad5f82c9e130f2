import type { Category, Group, Subcategory } from '@/lib/platform/types';

/** What a listing URL shows, found in the catalogue tree, with its ancestors for breadcrumbs. */
export type ListingTarget =
  | { kind: 'subcat'; id: number; name: string; group: Group; category: Category; subcategory: Subcategory }
  | { kind: 'cat'; id: number; name: string; group: Group; category: Category }
  | { kind: 'group'; id: number; name: string; group: Group };

/** A listing id from the URL: a whole positive number, or null. */
export function parseListingId(text: string): number | null {
  if (!/^\d{1,10}$/.test(text)) return null;
  const id = Number(text);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** /products-section/{id}: a subcategory. */
export function findSubcategoryTarget(tree: Group[], id: number): ListingTarget | null {
  for (const group of tree) {
    for (const category of group.categories) {
      const subcategory = category.subcategories.find((s) => s.id === id);
      if (subcategory) return { kind: 'subcat', id, name: subcategory.name, group, category, subcategory };
    }
  }
  return null;
}

/** /products-section2/{id}: a category when one has that id, otherwise a group (the spec's "group id also accepted"). */
export function findSectionTarget(tree: Group[], id: number): ListingTarget | null {
  for (const group of tree) {
    const category = group.categories.find((c) => c.id === id);
    if (category) return { kind: 'cat', id, name: category.name, group, category };
  }
  const group = tree.find((g) => g.id === id);
  return group ? { kind: 'group', id, name: group.name, group } : null;
}

/** The two listing routes: /products-section/{subcategoryId} and /products-section2/{categoryId or groupId}. */
export type ListingRoute = 'products-section' | 'products-section2';

/**
 * What an id on either listing route names, classified as the spec says by matching the loaded categories: on
 * its own route's kinds first (a subcategory on /products-section; a category, then a group on /products-section2),
 * then on the other's, so a category id on the sub-category route still finds its category.
 */
export function classifyListingId(tree: Group[], id: number, route: ListingRoute): ListingTarget | null {
  return route === 'products-section'
    ? (findSubcategoryTarget(tree, id) ?? findSectionTarget(tree, id))
    : (findSectionTarget(tree, id) ?? findSubcategoryTarget(tree, id));
}

/** The listing's path on the shop. */
export function listingPath(kind: ListingTarget['kind'], id: number): string {
  return kind === 'subcat' ? `/products-section/${id}` : `/products-section2/${id}`;
}

export interface Crumb {
  name: string;
  path: string;
}

/** Home › group › category › subcategory, as far as the target goes. */
export function listingCrumbs(target: ListingTarget): Crumb[] {
  const crumbs: Crumb[] = [
    { name: 'Home', path: '/' },
    { name: target.group.name, path: listingPath('group', target.group.id) },
  ];
  if (target.kind !== 'group') crumbs.push({ name: target.category.name, path: listingPath('cat', target.category.id) });
  if (target.kind === 'subcat') crumbs.push({ name: target.subcategory.name, path: listingPath('subcat', target.subcategory.id) });
  return crumbs;
}

/** Every category of the tree, in menu order. */
export function allCategories(tree: Group[]): Category[] {
  return tree.flatMap((group) => group.categories);
}
