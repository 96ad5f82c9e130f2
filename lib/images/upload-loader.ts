'use client';

/**
 * next/image loader for the platform's /uploads images: product pictures come in the spec's square variants
 * (-280x280, -400x400 before the extension) and the 800 px original, so the browser picks the smallest that
 * fits; banners (1600x500) also come at 800x250 for phones; logos and local files are served as they are.
 */
export default function uploadLoader({ src, width }: { src: string; width: number }): string {
  if (src.startsWith('/uploads/BannerImages/')) return width <= 800 ? src.replace(/(\.[a-z0-9]+)$/i, '-800x250$1') : src;
  if (!src.startsWith('/uploads/demo/') && !src.startsWith('/uploads/products/')) return src;
  const variant = width <= 280 ? '280x280' : width <= 400 ? '400x400' : null;
  return variant ? src.replace(/(\.[a-z0-9]+)$/i, `-${variant}$1`) : src;
}
