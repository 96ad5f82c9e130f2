import type { Banner, Group, HomeSection, Shop } from '@/lib/platform/types';
import type { Locale } from './locales';

/*
 * The reseller's own texts in the page's language: on a Hindi page, the Hindi version where the shop (or, for
 * categories, the operator) gave one, else the English as typed. Product data is shown as supplied.
 */

export function shopIn(shop: Shop, locale: Locale): Shop {
  if (locale !== 'hi' || !shop.hi) return shop;
  return { ...shop, name: shop.hi.name || shop.name, deliveryPromise: shop.hi.deliveryPromise || shop.deliveryPromise };
}

export function treeIn(tree: Group[], locale: Locale): Group[] {
  if (locale !== 'hi') return tree;
  return tree.map((group) => ({
    ...group,
    categories: group.categories.map((category) => (category.hi?.name ? { ...category, name: category.hi.name } : category)),
  }));
}

export function bannersIn(banners: Banner[], locale: Locale): Banner[] {
  if (locale !== 'hi') return banners;
  return banners.map((banner) => (banner.hi?.alt ? { ...banner, alt: banner.hi.alt } : banner));
}

export function sectionsIn(sections: HomeSection[], locale: Locale): HomeSection[] {
  if (locale !== 'hi') return sections;
  return sections.map((section) => (section.hi?.name ? { ...section, name: section.hi.name } : section));
}
