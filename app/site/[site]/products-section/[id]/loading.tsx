import { ListingSkeleton } from '@/components/catalog/listing-skeleton';

export default function Loading() {
  return <ListingSkeleton />;
}
