import 'server-only';
import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import type { Locale } from '@/lib/i18n/locales';
import { NOT_FOUND_METADATA } from '../not-found-metadata';

/** The not-found head in the page's language: its title the not-found screen's heading ('पेज नहीं मिला' in Hindi). */
export async function notFoundMetadata(locale: Locale): Promise<Metadata> {
  if (locale === 'en') return NOT_FOUND_METADATA;
  const t = await getTranslations({ locale, namespace: 'NotFound' });
  return { ...NOT_FOUND_METADATA, title: t('title') };
}
