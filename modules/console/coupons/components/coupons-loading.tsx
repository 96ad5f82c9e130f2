/** While a coupons page loads (the list or a coupon's form): grey cards where it will be, announced as loading. */
export function CouponsLoading() {
  return (
    <div className="max-w-4xl space-y-6" aria-busy="true">
      <p role="status" className="text-sm text-gray-600">
        Loading…
      </p>
      <ul className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((index) => (
          <li key={index} className="h-36 animate-pulse rounded-xl border border-gray-200 bg-white motion-reduce:animate-none" />
        ))}
      </ul>
    </div>
  );
}
