/** Spec: the side card's Product Details omit description, color, colongdescription, quantity, ratings, material and ASIN. */
const OMITTED = new Set(['description', 'color', 'colour', 'colongdescription', 'quantity', 'ratings', 'rating', 'material', 'asin']);

/** `details` as transforms.ts labels them ('Colour', 'Rating', 'Material', 'ASIN', …). */
export function sideCardDetails<T extends { label: string }>(details: T[]): T[] {
  return details.filter((detail) => !OMITTED.has(detail.label.trim().toLowerCase()));
}
