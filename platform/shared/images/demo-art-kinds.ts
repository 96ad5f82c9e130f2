/** The kinds of product the demo image renderer can draw. */
export const DEMO_ART_KINDS = [
  'tshirt',
  'shirt',
  'kurta',
  'jacket',
  'trousers',
  'jeans',
  'saree',
  'lehenga',
  'dupatta',
  'dress',
  'toy',
  'box',
  'chess',
  'carrom',
  'lipstick',
  'kajal',
  'bottle',
  'jar',
  'perfume',
  'spray',
  'shoe',
  'sandal',
  'heel',
  'pot',
  'plate',
  'flask',
  'cushion',
  'lamp',
  'clock',
  'bedsheet',
  'towel',
  'phonecase',
  'powerbank',
  'earbuds',
  'watch',
  'handbag',
  'wallet',
  'backpack',
] as const;
export type DemoArtKind = (typeof DEMO_ART_KINDS)[number];

/**
 * Demo images are named for what they show and drawn on first request, so a fresh database on any machine
 * has its pictures without shipping files: demo/{kind}-{rrggbb}-{view}.jpg, view 1–5. A product sold in several
 * colours names the colour too, demo/{kind}-{colour-slug}-{rrggbb}-{view}.jpg, which is how the storefront
 * finds the photos of the colour a shopper picks.
 */
export function demoProductImage(kind: DemoArtKind, hex: string, view: number, colourName?: string): string {
  return colourName ? `demo/${kind}-${slug(colourName)}-${hex}-${view}.jpg` : `demo/${kind}-${hex}-${view}.jpg`;
}

/** Banner art: BannerImages/{headline-slug}--{subline-slug}-{rrggbb}-{rrggbb}.jpg */
export function demoBannerImage(headline: string, subline: string, from: string, to: string): string {
  return `BannerImages/${slug(headline)}--${slug(subline)}-${from}-${to}.jpg`;
}

/** Logo art: logos/{shop-name-slug}-{rrggbb}.png; favicon: logos/favicon-{letter}-{rrggbb}.png */
export function demoLogoImage(shopName: string, hex: string): string {
  return `logos/${slug(shopName)}-${hex}.png`;
}
export function demoFaviconImage(shopName: string, hex: string): string {
  return `logos/favicon-${slug(shopName).charAt(0)}-${hex}.png`;
}

function slug(text: string): string {
  return text
    .toLowerCase()
    .replace(/%/g, '-percent')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
