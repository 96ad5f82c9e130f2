import { localizedPath } from '@/lib/i18n/localized-path';
import type { Locale } from '@/lib/i18n/locales';
import { opensInShopLanguage } from './language-alternates';
import { CONSOLE_PREFIX, LEGACY_ALIASES, PERSONAL_PATHS, SIGNED_IN_PATHS } from '@/lib/routes.mjs';

/** Sitemaps as the protocol has them: at most 50,000 URLs per file, an index naming the files past that. */
export const SITEMAP_URL_LIMIT = 50_000;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

const HEADER = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function urlSetXml(urls: string[]): string {
  const body = urls.map((url) => `  <url><loc>${escapeXml(url)}</loc></url>`).join('\n');
  return `${HEADER}<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`;
}

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const body = sitemapUrls.map((url) => `  <sitemap><loc>${escapeXml(url)}</loc></sitemap>`).join('\n');
  return `${HEADER}<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</sitemapindex>\n`;
}

/** Every page is listed in English and in Hindi (/hi/…): a sitemap file holds half as many pages as URLs. */
export const SITEMAP_PATH_LIMIT = SITEMAP_URL_LIMIT / 2;

/**
 * The URLs of the shop's pages in both languages: each English page, then its Hindi twin. A shop whose language is
 * Hindi lists its home only as /hi: its `/` redirects there for a visitor who has not chosen English.
 */
export function bothLanguages(origin: string, paths: string[], shopLanguage: Locale = 'en'): string[] {
  return paths.flatMap((path) => {
    const hindi = origin + localizedPath(path, 'hi');
    return shopLanguage === 'hi' && opensInShopLanguage(path) ? [hindi] : [origin + path, hindi];
  });
}

/** How many sitemap files `total` URLs take (1 means no index is needed). */
export function sitemapPartCount(total: number, limit = SITEMAP_URL_LIMIT): number {
  return Math.max(1, Math.ceil(total / limit));
}

/** The path of sitemap part n (1-based) when an index is needed. */
export function sitemapPartPath(part: number): string {
  return `/sitemap/${part}.xml`;
}

/** Part number from the '{n}.xml' route segment, or null. */
export function parseSitemapPart(segment: string, partCount: number): number | null {
  const match = /^(\d{1,6})\.xml$/.exec(segment);
  const part = match ? Number(match[1]) : NaN;
  return part >= 1 && part <= partCount ? part : null;
}

/** Paths robots should leave alone: the shopper's own screens, checkout, and the APIs. */
export const ROBOTS_DISALLOWED = [...PERSONAL_PATHS, ...SIGNED_IN_PATHS, ...Object.keys(LEGACY_ALIASES), '/store/', '/api/', CONSOLE_PREFIX];

export function robotsTxt(origin: string): string {
  return ['User-agent: *', 'Allow: /', ...ROBOTS_DISALLOWED.map((path) => `Disallow: ${path}`), '', `Sitemap: ${origin}/sitemap.xml`, ''].join('\n');
}
