import type { Metadata } from 'next';
import { ProductPage } from '@/modules/product/components/product-page';
import { productMetadata } from '@/lib/seo/server/product-metadata';
import { siteLocale } from '@/lib/platform/site';
import { NotFoundAnswer } from '@/modules/shell/components/not-found-answer';

/** /product/{slug}: a product page, rendered on first request and cached per shop (the canonical address). */
export const revalidate = 3600;
export const dynamicParams = true;
export function generateStaticParams() {
  return [];
}

interface Props {
  params: Promise<{ site: string; slug: string }>;
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { site, slug } = await params;
  return productMetadata(site, slug);
}

export default async function Page({ params }: Props) {
  const { site, slug } = await params;
  // A product the shop does not have: 404, the not-found screen in the server's HTML.
  return <ProductPage site={site} slug={slug} missing={<NotFoundAnswer locale={siteLocale(site)} />} />;
}
