import type { Metadata } from 'next';
import { PageNotFound } from '@/modules/shell/components/page-not-found';
import { NOT_FOUND_METADATA } from '@/lib/seo/not-found-metadata';

export const metadata: Metadata = NOT_FOUND_METADATA;

/** Inside the shop's layout (header, footer, theme): an unknown path or listing of a known shop. */
export default function ShopNotFound() {
  return <PageNotFound />;
}
