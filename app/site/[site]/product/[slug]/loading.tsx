import { ProductSkeleton } from '@/components/product/product-skeleton';

export default function Loading() {
  return <ProductSkeleton />;
}
