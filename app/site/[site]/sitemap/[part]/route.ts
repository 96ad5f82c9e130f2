import { sitemapPaths, sitemapPlan } from '@/modules/catalogue/server/sitemap-paths';
import { getShop } from '@/lib/platform/server/catalogue';
import { hostName, siteOrigin } from '@/lib/platform/site';
import { bothLanguages, parseSitemapPart, sitemapPartCount, SITEMAP_PATH_LIMIT, urlSetXml } from '@/lib/seo/sitemap-xml';

/** Built at each request from cached reads, which a catalogue change expires. */
export const dynamic = 'force-dynamic';

/** /sitemap/{n}.xml: the n-th 50,000 URLs of a shop too big for one sitemap (named by /sitemap.xml's index). */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string; part: string }> }) {
  const { site, part: segment } = await params;
  const host = hostName(site);
  const shop = await getShop(host);
  if (!shop) return new Response('Not found', { status: 404 });
  const plan = await sitemapPlan(host);
  const part = parseSitemapPart(segment, sitemapPartCount(plan.total, SITEMAP_PATH_LIMIT));
  if (part === null) return new Response('Not found', { status: 404 });
  const paths = await sitemapPaths(host, plan, (part - 1) * SITEMAP_PATH_LIMIT, part * SITEMAP_PATH_LIMIT);
  const origin = siteOrigin(site);
  return new Response(urlSetXml(bothLanguages(origin, paths, shop.defaultLanguage)), {
    headers: { 'content-type': 'application/xml; charset=utf-8' },
  });
}
