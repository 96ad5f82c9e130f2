import type { Messages } from 'next-intl';

export type DetailLabelKey = keyof Messages['Product']['detailLabels'];

/**
 * The storefront's English names of a product's attributes (lib/platform/transforms/catalogue.ts's DETAIL_LABELS) and
 * their keys in Product.detailLabels, so a Hindi page names them in Hindi; an attribute the transform does not name
 * (a supplier's own) keeps its name as given.
 */
const KEYS: Readonly<Record<string, DetailLabelKey>> = {
  Name: 'name',
  Sizes: 'sizes',
  Colour: 'colour',
  Rating: 'rating',
  Badge: 'badge',
  Highlight: 'highlight',
  Category: 'category',
  ASIN: 'asin',
  Material: 'material',
  Brand: 'brand',
  'Country of origin': 'countryOfOrigin',
};

/** An attribute's name in the language of `t` (a translator of Product.detailLabels). */
export function detailLabel(label: string, t: (key: DetailLabelKey) => string): string {
  const key = Object.hasOwn(KEYS, label) ? KEYS[label] : undefined;
  return key ? t(key) : label;
}
