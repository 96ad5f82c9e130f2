import { DEMO_ART_KINDS, type DemoArtKind } from './demo-art-kinds';

/**
 * The size variants the storefront asks for, inserted before the extension: card-280x280.jpg. The spec's four,
 * and 800x250 for banners (1600x500) on phones, a quarter of the bytes of the original.
 */
export const VARIANT_SIZES = {
  '280x280': { width: 280, height: 280 },
  '400x300': { width: 400, height: 300 },
  '300x300': { width: 300, height: 300 },
  '400x400': { width: 400, height: 400 },
  '800x250': { width: 800, height: 250 },
} as const;

export const IMAGE_TYPES = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  avif: 'image/avif',
} as const;
export type ImageExtension = keyof typeof IMAGE_TYPES;

export interface ImagePath {
  /** The requested path under /uploads, e.g. 'demo/tshirt-1f3a93-1-280x280.jpg'. */
  path: string;
  extension: ImageExtension;
  /** The original it is a size variant of, and that size; absent for an original. */
  variant?: { original: string; width: number; height: number };
}

const SEGMENT = /^[A-Za-z0-9_][A-Za-z0-9 ._()+,@-]*$/;
const MAX_PATH = 300;
const MAX_DEPTH = 6;

/**
 * Checks a path under /uploads (percent-encoded, as it arrives) and reads its extension and size variant.
 * Null for anything that is not a plain relative image path: '..' or '.' segments, absolute paths,
 * backslashes, control characters, hidden files, odd characters or another extension.
 */
export function parseImagePath(encoded: string): ImagePath | null {
  let path: string;
  try {
    path = decodeURIComponent(encoded);
  } catch {
    return null;
  }
  if (path.length === 0 || path.length > MAX_PATH) return null;
  const segments = path.split('/');
  if (segments.length > MAX_DEPTH || !segments.every((segment) => SEGMENT.test(segment))) return null;
  const match = /\.([A-Za-z0-9]+)$/.exec(path);
  const extension = match?.[1]?.toLowerCase();
  if (!extension || !(extension in IMAGE_TYPES)) return null;
  const variant = /^(.+)-(\d+x\d+)\.([A-Za-z0-9]+)$/.exec(path);
  const size = variant && VARIANT_SIZES[variant[2] as keyof typeof VARIANT_SIZES];
  return {
    path,
    extension: extension as ImageExtension,
    ...(variant && size ? { variant: { original: `${variant[1]}.${variant[3]}`, ...size } } : {}),
  };
}

/** What a generated demo image shows, read back from its name (see demo-art-kinds.ts for the formats). */
export type DemoArt =
  | { type: 'product'; kind: DemoArtKind; hex: string; view: number }
  | { type: 'banner'; headline: string; subline: string; from: string; to: string }
  | { type: 'logo'; shopName: string; hex: string }
  | { type: 'favicon'; letter: string; hex: string };

const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
const HEX = '[0-9a-f]{6}';
// The colour's name between kind and hex is optional (see demoProductImage); the picture is drawn from the hex.
const PRODUCT = new RegExp(`^demo/([a-z]+)-(?:${SLUG}-)?(${HEX})-([1-5])\\.jpg$`);
const BANNER = new RegExp(`^BannerImages/(${SLUG})--(${SLUG})-(${HEX})-(${HEX})\\.jpg$`);
const FAVICON = new RegExp(`^logos/favicon-([a-z0-9])-(${HEX})\\.png$`);
const LOGO = new RegExp(`^logos/(${SLUG})-(${HEX})\\.png$`);

export function parseDemoArt(path: string): DemoArt | null {
  const product = PRODUCT.exec(path);
  if (product) {
    const kind = product[1] as DemoArtKind;
    return DEMO_ART_KINDS.includes(kind) ? { type: 'product', kind, hex: product[2]!, view: Number(product[3]) } : null;
  }
  const banner = BANNER.exec(path);
  if (banner)
    return {
      type: 'banner',
      headline: headlineCase(unslug(banner[1]!)),
      subline: headlineCase(unslug(banner[2]!)),
      from: banner[3]!,
      to: banner[4]!,
    };
  const favicon = FAVICON.exec(path);
  if (favicon) return { type: 'favicon', letter: favicon[1]!.toUpperCase(), hex: favicon[2]! };
  const logo = LOGO.exec(path);
  if (logo) return { type: 'logo', shopName: headlineCase(unslug(logo[1]!), false), hex: logo[2]! };
  return null;
}

/** 'up-to-60-percent-off' → 'up to 60% off'. */
export function unslug(slug: string): string {
  return slug
    .replace(/-/g, ' ')
    .replace(/(\d) percent\b/g, '$1%')
    .replace(/\bpercent\b/g, '%');
}

const SMALL_WORDS = new Set(['a', 'an', 'and', 'as', 'at', 'by', 'for', 'from', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);

/** Title case as banners write it: every word capitalised except short joining words inside the line. */
export function headlineCase(text: string, keepSmallWords = true): string {
  return text
    .split(' ')
    .map((word, i) => (keepSmallWords && i > 0 && SMALL_WORDS.has(word) ? word : word.charAt(0).toUpperCase() + word.slice(1)))
    .join(' ');
}
