import type { Metadata } from 'next';
import { ProductNotFound } from '@/modules/catalogue/components/product-not-found';

export const metadata: Metadata = { title: 'Product Not Found', robots: { index: false, follow: true } };

export default function ProductNotFoundPage() {
  return <ProductNotFound />;
}
