import type { Metadata } from 'next';
import type { Locale } from '@/lib/i18n/locales';
import { languageAlternates, OPEN_GRAPH_LOCALES } from './language-alternates';
import { fullTitle } from './page-title';

export interface ShareInput {
  /** The page's label; the layout template adds the host. */
  title: string;
  host: string;
  /** The shop's origin, e.g. 'https://shop.example.in' (siteOrigin). */
  origin: string;
  description: string;
  /** Path and canonical query, e.g. '/products-section2/101?page=2'; tracking parameters left out. */
  path: string;
  /** Image URL, absolute or root-relative. */
  image?: string;
  siteName: string;
  /** The page's language (English by default): its canonical URL is the one in that language. */
  locale?: Locale;
  /** The shop's own language: a Hindi shop's home names no English alternate (languageAlternates). */
  shopLanguage?: Locale;
  noindex?: boolean;
  /**
   * The layout's '%s | {host}' template reaches only pages below it; a page in the layout's own segment (home)
   * must give its whole title.
   */
  absoluteTitle?: boolean;
}

/** A URL on the shop made absolute. */
export function absoluteUrl(origin: string, path: string): string {
  return new URL(path, `${origin}/`).toString();
}

/** Title, description, canonical URL with its other language (hreflang), and share tags (OpenGraph, Twitter) with absolute URLs. */
export function shareMetadata(input: ShareInput): Metadata {
  const locale = input.locale ?? 'en';
  const alternates = languageAlternates(input.origin, input.path, locale, input.shopLanguage);
  const url = alternates.canonical as string;
  const title = fullTitle(input.title, input.host);
  const images = input.image ? [absoluteUrl(input.origin, input.image)] : undefined;
  return {
    title: input.absoluteTitle ? { absolute: title } : input.title,
    description: input.description,
    alternates,
    openGraph: { type: 'website', locale: OPEN_GRAPH_LOCALES[locale], siteName: input.siteName, title, description: input.description, url, images },
    twitter: { card: images ? 'summary_large_image' : 'summary', title, description: input.description, images },
    robots: input.noindex ? { index: false, follow: true } : undefined,
  };
}
