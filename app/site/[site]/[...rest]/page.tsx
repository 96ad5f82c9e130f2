import type { Metadata } from 'next';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { notFoundMetadata } from '@/lib/seo/server/not-found-metadata';
import { NotFoundAnswer } from '@/modules/shell/components/not-found-answer';

type Props = { params: Promise<{ site: string }> };

// Rendered once per path and cached, as the shop's other pages are: Next sets a page's 404 from a notFound() inside a
// Suspense boundary (NotFoundAnswer) when it renders the page whole, not when it streams it on demand.
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return notFoundMetadata(siteLocale((await params).site));
}

/** Any path no route claims: the shop's not-found screen, inside its header and footer, with status 404. */
export default async function UnknownPath({ params }: Props) {
  const locale = siteLocale((await params).site);
  // The not-found screen is in the page's language.
  setPageLocale(locale);
  return <NotFoundAnswer locale={locale} />;
}
