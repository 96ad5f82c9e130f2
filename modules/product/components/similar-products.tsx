import { useTranslations } from 'next-intl';
import type { ReactNode } from 'react';
import { ProductCard as ProductCardView } from '@/modules/catalogue/components/product-card';
import { getProductPage } from '@/lib/platform/server/catalogue';
import type { ProductCard } from '@/lib/platform/types';
import { chunk } from '@/modules/product/wrap-page';
import { SimilarProductsPager } from './similar-products-pager';

const PER_PAGE = 6;
const CARD_SIZES = '(min-width: 1280px) 200px, (min-width: 1024px) 16vw, (min-width: 640px) 33vw, 50vw';
/** At most this many pages of the sub-category are offered. */
const MAX_PAGES = 8;

/** 'Similar Products': the rest of the product's sub-category, 6 per page, pages wrapping. */
export async function SimilarProducts({ host, product }: { host: string; product: ProductCard }) {
  let similar: ProductCard[];
  try {
    const page = await getProductPage(host, { kind: 'subcat', id: product.subcategoryId, pageSize: PER_PAGE * MAX_PAGES + 1 });
    similar = page.products.filter((p) => p.id !== product.id).slice(0, PER_PAGE * MAX_PAGES);
  } catch (error) {
    console.error('Similar products', error);
    return (
      <Frame>
        <SimilarFailed />
      </Frame>
    );
  }
  if (similar.length === 0) return null;
  const pages = chunk(similar, PER_PAGE).map((cards, i) => (
    <ul key={i} className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-6 lg:gap-4">
      {cards.map((card) => (
        <li key={card.id}>
          <ProductCardView product={card} sizes={CARD_SIZES} />
        </li>
      ))}
    </ul>
  ));
  return (
    <Frame>
      <SimilarProductsPager pages={pages} />
    </Frame>
  );
}

function Frame({ children }: { children: ReactNode }) {
  const t = useTranslations('Product');
  return (
    <section aria-labelledby="similar-products" className="mt-10 border-t border-gray-100 pt-6 render-when-visible" data-testid="similar-products">
      <h2 id="similar-products" className="text-lg font-semibold text-gray-900">
        {t('similarProducts')}
      </h2>
      {children}
    </section>
  );
}

function SimilarFailed() {
  const t = useTranslations('Product');
  return <p className="mt-3 text-sm text-red-700">{t('similarFailed')}</p>;
}
