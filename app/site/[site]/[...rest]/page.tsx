import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

/** Any path no route claims: the shop's not-found screen, inside its header and footer, with status 404. */
export default async function UnknownPath({ params }: { params: Promise<{ site: string }> }): Promise<never> {
  // The not-found screen is in the page's language.
  setPageLocale(siteLocale((await params).site));
  notFound();
}
