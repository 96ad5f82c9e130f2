import { ProductGridSkeleton } from '@/modules/catalogue/components/product-grid-skeleton';

/** The listing's shape while a navigation to it is on the way (NavigationSkeleton). */
export function ListingSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-3 pt-4 pb-8 md:px-4" aria-busy="true" data-testid="listing-skeleton">
      <p className="sr-only" role="status">
        Loading products…
      </p>
      <div className="h-4 w-64 animate-pulse rounded bg-gray-100" />
      <div className="mt-3 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <div className="hidden space-y-3 lg:block">
          {Array.from({ length: 10 }, (_, index) => (
            <div key={index} className="h-8 animate-pulse rounded-lg bg-gray-100" />
          ))}
        </div>
        <div>
          <div className="mb-2 h-8 w-56 animate-pulse rounded bg-gray-100" />
          <div className="mb-5 h-4 w-28 animate-pulse rounded bg-gray-100" />
          <div className="mb-5 h-11 w-full animate-pulse rounded-lg bg-gray-100" />
          <ProductGridSkeleton count={8} />
        </div>
      </div>
    </div>
  );
}
