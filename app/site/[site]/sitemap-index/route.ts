import { sitemapPaths, sitemapPlan } from '@/modules/catalogue/server/sitemap-paths';
import { getShop } from '@/lib/platform/server/catalogue';
import { hostName, siteOrigin } from '@/lib/platform/site';
import { bothLanguages, sitemapIndexXml, sitemapPartCount, sitemapPartPath, SITEMAP_PATH_LIMIT, urlSetXml } from '@/lib/seo/sitemap-xml';

/** Built at each request from cached reads, which a catalogue change expires (the micro-cache in front keeps a few seconds). */
export const dynamic = 'force-dynamic';

const XML = { 'content-type': 'application/xml; charset=utf-8' };

/**
 * /sitemap.xml (rewritten here by next.config.mjs): every page of the requesting shop; past 50,000 URLs, an index of
 * /sitemap/{n}.xml parts. Not in a folder named sitemap.xml: Next takes a route there for a static metadata file and
 * renders it during `next build`, which would open the database.
 */
export async function GET(_request: Request, { params }: { params: Promise<{ site: string }> }) {
  const { site } = await params;
  const host = hostName(site);
  const shop = await getShop(host);
  if (!shop) return new Response('Not found', { status: 404 });
  const origin = siteOrigin(site);
  const plan = await sitemapPlan(host);
  const parts = sitemapPartCount(plan.total, SITEMAP_PATH_LIMIT);
  if (parts > 1) {
    return new Response(sitemapIndexXml(Array.from({ length: parts }, (_, i) => origin + sitemapPartPath(i + 1))), { headers: XML });
  }
  const paths = await sitemapPaths(host, plan, 0, SITEMAP_PATH_LIMIT);
  return new Response(urlSetXml(bothLanguages(origin, paths, shop.defaultLanguage)), { headers: XML });
}
