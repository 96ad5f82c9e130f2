/** The one canonical address of a product page; /product-category/… and /product-categoryy/… render the same page. */
export function productPath(slug: string): string {
  return `/product/${encodeURIComponent(slug)}`;
}

export function productUrl(origin: string, slug: string): string {
  return `${origin}${productPath(slug)}`;
}

/** The product's share image (app/site/[site]/product/[slug]/opengraph-image.tsx). */
export function productShareImageUrl(origin: string, slug: string): string {
  return `${productUrl(origin, slug)}/opengraph-image`;
}
