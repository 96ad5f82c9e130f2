/**
 * The files an /uploads picture comes in, for an <img srcset>: product pictures in the spec's square variants
 * (-280x280, -400x400 before the extension) and the 800 px original; banners (1600x500) also at 800x250 for
 * phones. Logos and local files have one file only (no srcset).
 */
export interface ImageVariant {
  url: string;
  width: number;
}

const withSuffix = (src: string, suffix: string) => src.replace(/(\.[a-z0-9]+)$/i, `-${suffix}$1`);

export function imageVariants(src: string): ImageVariant[] {
  if (src.startsWith('/uploads/BannerImages/')) {
    return [
      { url: withSuffix(src, '800x250'), width: 800 },
      { url: src, width: 1600 },
    ];
  }
  if (src.startsWith('/uploads/demo/') || src.startsWith('/uploads/products/')) {
    return [
      { url: withSuffix(src, '280x280'), width: 280 },
      { url: withSuffix(src, '400x400'), width: 400 },
      { url: src, width: 800 },
    ];
  }
  return [];
}

/** The srcset attribute for a picture, or undefined when it comes in one size only. */
export function imageSrcSet(src: string): string | undefined {
  const variants = imageVariants(src);
  return variants.length ? variants.map((variant) => `${variant.url} ${variant.width}w`).join(', ') : undefined;
}
