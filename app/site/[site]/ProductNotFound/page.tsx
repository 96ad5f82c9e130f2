import type { Metadata } from 'next';
import { setPageLocale } from '@/lib/i18n/page-locale';
import { siteLocale } from '@/lib/platform/site';
import { ProductNotFound } from '@/modules/catalogue/components/product-not-found';
import { helpMetadata } from '@/modules/help/server/help-metadata';

type Props = { params: Promise<{ site: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return helpMetadata((await params).site, 'notFound');
}

export default async function ProductNotFoundPage({ params }: Props) {
  setPageLocale(siteLocale((await params).site));
  return <ProductNotFound />;
}
