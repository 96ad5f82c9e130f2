import { useTranslations } from 'next-intl';

/** Placeholders in the shape of cart rows and the summary while the cart loads. */
export function CartSkeleton() {
  const t = useTranslations('Cart');
  return (
    <div role="status" aria-label={t('loading')} className="grid gap-6 lg:grid-cols-[1fr_22rem]" data-testid="cart-skeleton">
      <ul className="space-y-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <li key={i} className="flex animate-pulse gap-4 rounded-xl bg-white p-4 ring-1 ring-gray-200">
            <div className="h-28 w-24 rounded-lg bg-gray-200 sm:h-36 sm:w-44" />
            <div className="flex-1 space-y-3 py-1">
              <div className="h-4 w-3/4 rounded bg-gray-200" />
              <div className="h-3 w-1/3 rounded bg-gray-200" />
              <div className="h-3 w-1/2 rounded bg-gray-200" />
              <div className="h-9 w-32 rounded bg-gray-200" />
            </div>
          </li>
        ))}
      </ul>
      <div aria-hidden="true" className="h-56 animate-pulse rounded-xl bg-white p-5 ring-1 ring-gray-200">
        <div className="h-3 w-24 rounded bg-gray-200" />
        <div className="mt-5 space-y-3">
          <div className="h-4 rounded bg-gray-200" />
          <div className="h-4 rounded bg-gray-200" />
          <div className="h-5 rounded bg-gray-200" />
        </div>
        <div className="mt-6 h-12 rounded-lg bg-gray-200" />
      </div>
    </div>
  );
}
