import type { ProductCard as Product } from '@/lib/platform/types';
import { ProductCard } from './product-card';
import { PendingGridSkeleton } from './listing/listing-navigation';

const GRID = 'grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 lg:grid-cols-4';
export const LISTING_CARD_SIZES = '(min-width: 1280px) 240px, (min-width: 1024px) 22vw, (min-width: 768px) 33vw, 50vw';

/** The listing's cards, 4 columns on large screens; replaced by a skeleton while a new page is on its way. */
export function ProductGrid({ products, headingLevel = 'h2' }: { products: Product[]; headingLevel?: 'h2' | 'h3' }) {
  return (
    <>
      <ul className={`${GRID} group-data-pending/listing:hidden`} data-testid="product-grid">
        {products.map((product, index) => (
          <li key={product.id} className="render-when-visible">
            <ProductCard product={product} headingLevel={headingLevel} sizes={LISTING_CARD_SIZES} priority={index < 2} />
          </li>
        ))}
      </ul>
      <PendingGridSkeleton />
    </>
  );
}
