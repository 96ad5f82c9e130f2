import { storefrontConfig } from '@/lib/config/storefront-config';
import { normaliseHost } from '@/platform/shared/contract/host';
import { splitSite, type Locale } from '@/lib/i18n/locales';

/**
 * Pages are rendered under /site/{site}, where site is the request's Host header ('shop2.localhost:3000'), with
 * 'hi~' before it for a Hindi page ('hi~shop2.localhost:3000', next.config.mjs), and 'en~' before it for the home of a
 * shopper who chose English (cookie lang=en).
 */

/** The [site] segment read: a malformed escape (only a direct /site/… request can carry one) stays as it came. */
function parseSite(site: string): ReturnType<typeof splitSite> {
  let decoded = site;
  try {
    decoded = decodeURIComponent(site);
  } catch {
    // kept as it came
  }
  return splitSite(decoded);
}

function decodeSite(site: string): string {
  return parseSite(site).site;
}

/** The page's language, from its [site] segment. */
export function siteLocale(site: string): Locale {
  return parseSite(site).locale;
}

/**
 * Whether the page's language was chosen (its /hi URL, or English chosen by the shopper, 'en~…') rather than left to
 * the shop's own language: the English home of a shop whose language is Hindi sends a shopper who chose nothing to /hi.
 */
export function siteLanguageChosen(site: string): boolean {
  return parseSite(site).chosen;
}

/** The host name alone, lower case: what the platform resolves the shop from. */
export function hostName(site: string): string {
  return normaliseHost(decodeSite(site));
}

const LOCAL = /(^|\.)localhost$|^127\.\d+\.\d+\.\d+$|^\[::1\]$/;

/** The shop's public origin, for canonical URLs and share metadata; PUBLIC_URL_SCHEME overrides the guess. */
export function siteOrigin(site: string): string {
  const host = decodeSite(site).toLowerCase();
  const scheme = storefrontConfig().publicUrlScheme ?? (LOCAL.test(hostName(site)) ? 'http' : 'https');
  return `${scheme}://${host}`;
}
