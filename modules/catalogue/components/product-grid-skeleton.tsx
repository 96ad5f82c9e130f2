import { useTranslations } from 'next-intl';
/** Grey placeholder cards in the listing grid's shape, shown while products load. */
export function ProductGridSkeleton({ count = 8 }: { count?: number }) {
  const t = useTranslations('Listing');
  return (
    <div
      role="status"
      aria-label={t('loadingProducts')}
      className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4"
      data-testid="grid-skeleton"
    >
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="overflow-hidden rounded-xl bg-white ring-1 ring-gray-200/80">
          <div className="aspect-square animate-pulse bg-gray-100" />
          <div className="space-y-2 p-3">
            <div className="h-3.5 w-11/12 animate-pulse rounded bg-gray-100" />
            <div className="h-3.5 w-2/3 animate-pulse rounded bg-gray-100" />
            <div className="h-3 w-1/3 animate-pulse rounded bg-gray-100" />
            <div className="h-5 w-1/2 animate-pulse rounded bg-gray-100" />
            <div className="h-11 w-full animate-pulse rounded-lg bg-gray-100" />
          </div>
        </div>
      ))}
    </div>
  );
}
