'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PlayPauseButton, PrevNextButtons } from './carousel-buttons';
import { useCarousel } from './use-carousel';

export interface CategorySlide {
  id: number;
  name: string;
  imageUrl: string;
}

/**
 * 'Shop by Category': 5 slides on wide screens, 3 below 1024px, 2 below 768px; loops and autoplays every 3 s when
 * there is more than one category. Each slide links to the category's listing.
 */
export function CategoryCarousel({ categories }: { categories: CategorySlide[] }) {
  const several = categories.length > 1;
  const t = useTranslations('Catalogue');
  const { viewportRef, paused, togglePlay, scrollPrev, scrollNext } = useCarousel({ autoplay: several, align: 'start' });
  if (categories.length === 0) return null;
  return (
    <section aria-labelledby="shop-by-category" aria-roledescription={t('carousel.carousel')} className="space-y-4">
      <div className="flex items-center justify-between gap-3">
        <h2 id="shop-by-category" className="text-xl font-bold text-gray-900 md:text-2xl">
          {t('shopByCategory')}
        </h2>
        {several && (
          <div className="flex items-center gap-2">
            <PlayPauseButton
              paused={paused}
              labels={{ play: t('carousel.playCategories'), pause: t('carousel.pauseCategories') }}
              onToggle={togglePlay}
            />
            <PrevNextButtons
              labels={{ previous: t('carousel.previousCategories'), next: t('carousel.nextCategories') }}
              onPrev={scrollPrev}
              onNext={scrollNext}
            />
          </div>
        )}
      </div>
      <div ref={viewportRef} className="overflow-hidden">
        <ul className="-ml-3 flex touch-pan-y md:-ml-4">
          {categories.map((category) => (
            <li
              key={category.id}
              className="min-w-0 flex-[0_0_50%] pl-3 md:flex-[0_0_33.3333%] md:pl-4 lg:flex-[0_0_20%]"
              data-testid="category-slide"
            >
              <Link
                href={`/products-section2/${category.id}`}
                className="group flex flex-col items-center gap-3 rounded-xl bg-white p-3 text-center shadow-sm ring-1 ring-gray-200/80 transition-shadow hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
              >
                <span className="block aspect-square w-full max-w-40 overflow-hidden rounded-full bg-gray-50 ring-4 ring-shop-primary/10">
                  <FallbackImage
                    src={category.imageUrl}
                    alt=""
                    width={280}
                    height={280}
                    sizes="160px"
                    className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-105"
                  />
                </span>
                <span className="line-clamp-2 text-sm font-semibold text-gray-800 group-hover:text-shop-primary">{category.name}</span>
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
