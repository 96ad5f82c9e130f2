/** Placeholder in the product page's own layout while it loads (no layout jump when it arrives). */
export function ProductSkeleton() {
  const bar = 'animate-pulse rounded-md bg-gray-200';
  return (
    <div className="mx-auto max-w-7xl px-4 pt-4 pb-32 md:pb-12" aria-busy="true" data-testid="product-skeleton">
      <p className="sr-only" role="status">
        Loading product…
      </p>
      <div className={`${bar} h-4 w-64 max-w-full`} />
      <div className="mt-4 grid gap-8 md:grid-cols-[minmax(0,1fr)_17rem] lg:grid-cols-[minmax(0,1fr)_19rem]">
        <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
          <div>
            <div className={`${bar} aspect-square w-full rounded-xl`} />
            <div className="mt-3 hidden gap-2 md:flex">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className={`${bar} h-16 w-16 rounded-lg`} />
              ))}
            </div>
          </div>
          <div className="space-y-4">
            <div className={`${bar} h-7 w-11/12`} />
            <div className={`${bar} h-7 w-2/3`} />
            <div className={`${bar} h-5 w-40`} />
            <div className={`${bar} h-9 w-48`} />
            <div className={`${bar} h-5 w-56`} />
            <div className="flex gap-3 pt-4">
              {[0, 1, 2, 3].map((i) => (
                <div key={i} className={`${bar} h-14 w-14 rounded-full`} />
              ))}
            </div>
          </div>
        </div>
        <div className="hidden md:block">
          <div className="space-y-4 rounded-xl border border-gray-200 p-5">
            <div className={`${bar} h-8 w-32`} />
            <div className={`${bar} h-24 w-full`} />
            <div className={`${bar} h-12 w-full rounded-xl`} />
            <div className={`${bar} h-12 w-full rounded-xl`} />
            <div className={`${bar} h-12 w-full rounded-xl`} />
          </div>
        </div>
      </div>
    </div>
  );
}
