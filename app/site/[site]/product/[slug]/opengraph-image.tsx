import { ImageResponse } from 'next/og';
import { ProductShareCard } from '@/modules/product/components/share/product-share-card';
import { productShareLettering } from '@/modules/product/server/share-lettering';
import { getProduct, getShop } from '@/lib/platform/server/catalogue';
import { hostName } from '@/lib/platform/site';
import { routeSlug } from '@/lib/seo/route-slug';
import { sharePhotoDataUrl } from '@/lib/seo/server/share-photo';

/** The product's share picture for chat apps and social sites (og:image / twitter:image), cached like the page. */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}
export const size = { width: 1200, height: 630 };
export const contentType = 'image/png';
export const alt = 'Product photo, name and price';

export default async function Image({ params }: { params: Promise<{ site: string; slug: string }> }) {
  const { site, slug } = await params;
  const host = hostName(site);
  const [shop, product] = await Promise.all([getShop(host), getProduct(host, routeSlug(slug))]);
  if (!product) return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
  const [photo, lettering] = await Promise.all([sharePhotoDataUrl(host, product.images[0]), productShareLettering(product, shop)]);
  return new ImageResponse(<ProductShareCard product={product} shop={shop} host={host} photo={photo} lettering={lettering} />, {
    ...size,
    headers: { 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });
}
