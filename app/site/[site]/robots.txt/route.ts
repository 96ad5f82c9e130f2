import { getShop } from '@/lib/platform/server/catalogue';
import { hostName, siteOrigin } from '@/lib/platform/site';
import { robotsTxt } from '@/lib/seo/sitemap-xml';

export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** /robots.txt per shop: the catalogue is open, the shopper's own screens and the APIs are not; names the sitemap. */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  if (!(await getShop(hostName(site)))) return new Response('Not found', { status: 404 });
  return new Response(robotsTxt(siteOrigin(site)), { headers: { 'content-type': 'text/plain; charset=utf-8' } });
}
