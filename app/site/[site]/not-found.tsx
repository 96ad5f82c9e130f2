import type { Metadata } from 'next';
import { PageNotFound } from '@/components/shell/page-not-found';

export const metadata: Metadata = { title: 'Page Not Found', robots: { index: false } };

/** Inside the shop's layout (header, footer, theme): an unknown path or listing of a known shop. */
export default function ShopNotFound() {
  return <PageNotFound />;
}
