import { useTranslations } from 'next-intl';
import { mobileSectionName, sectionRibbon } from '@/modules/catalogue/section-name';
import type { HomeSection as Section } from '@/lib/platform/types';
import { ProductCard } from './product-card';
import clsx from 'clsx';
import { SECTION_PRODUCTS_MAX } from '@/platform/shops/contract/console-sections';

/**
 * One home header: its name (cut on phones, with a TRENDING or FEATURED ribbon by position) and its first 6 product
 * cards (SECTION_PRODUCTS_MAX, the number the console says too).
 */
export function HomeSection({ section, position }: { section: Section; position: number }) {
  const headingId = `home-section-${section.id}`;
  const t = useTranslations('Catalogue');
  const products = section.products.slice(0, SECTION_PRODUCTS_MAX);
  return (
    <section aria-labelledby={headingId} className="space-y-4 render-when-visible" data-testid="home-section">
      <div className="flex items-center gap-3">
        <span
          aria-hidden="true"
          className={clsx(
            'rounded-md px-2 py-0.5 text-[0.7rem] font-bold tracking-wider text-white md:hidden',
            sectionRibbon(position) === 'TRENDING' ? 'bg-shop-primary' : 'bg-gray-900',
          )}
          data-testid="section-ribbon"
        >
          {sectionRibbon(position)}
        </span>
        <h2 id={headingId} className="min-w-0 text-lg font-bold text-gray-900 md:text-2xl">
          <span className="md:hidden">{mobileSectionName(section.name)}</span>
          <span className="hidden md:inline">{section.name}</span>
        </h2>
      </div>
      {products.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-gray-50 px-4 py-10 text-center text-gray-600">{t('noSectionProducts')}</p>
      ) : (
        <ul className="grid grid-cols-2 gap-3 md:grid-cols-3 md:gap-4 xl:grid-cols-6">
          {products.map((product) => (
            <li key={product.id}>
              <ProductCard product={product} sizes="(min-width: 1280px) 200px, (min-width: 768px) 33vw, 50vw" />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
