import { getShop } from '@/lib/platform/server/catalogue';
import { hostName, siteOrigin } from '@/lib/platform/site';

export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

/** Browsers ask for /favicon.ico on their own: send them to the shop's favicon (from GetResellerLogo). */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  const shop = await getShop(hostName(site));
  if (!shop?.faviconUrl) return new Response(null, { status: 404 });
  return new Response(null, {
    status: 307,
    headers: { location: new URL(shop.faviconUrl, `${siteOrigin(site)}/`).toString(), 'cache-control': 'public, max-age=3600' },
  });
}
