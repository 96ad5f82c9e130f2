'use client';

import { ProductCard } from '@/modules/catalogue/components/product-card';
import type { ProductCard as Card } from '@/lib/platform/types';

const GRID = 'grid grid-cols-2 gap-3 sm:gap-4 md:grid-cols-3 lg:grid-cols-4 xl:grid-cols-6';

/** Cards of recently viewed products, at the shop's current prices. */
export function RecentlyViewedGrid({ cards }: { cards: Card[] }) {
  return (
    <ul className={GRID}>
      {cards.map((card) => (
        <li key={card.id} data-testid="recently-viewed-item">
          <ProductCard product={card} sizes="(min-width: 1280px) 200px, (min-width: 768px) 33vw, 50vw" />
        </li>
      ))}
    </ul>
  );
}

export function RecentlyViewedSkeleton({ count }: { count: number }) {
  return (
    <ul className={GRID} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="animate-pulse rounded-xl bg-white p-3 ring-1 ring-gray-200">
          <div className="aspect-square rounded-lg bg-gray-200" />
          <div className="mt-3 h-3 w-4/5 rounded bg-gray-200" />
          <div className="mt-2 h-3 w-1/2 rounded bg-gray-200" />
          <div className="mt-4 h-10 rounded-lg bg-gray-200" />
        </li>
      ))}
    </ul>
  );
}
