'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useEffect, useSyncExternalStore } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { BANNER_STORAGE_KEY, DEFAULT_BANNER } from '@/modules/catalogue/default-banner';
import type { Banner } from '@/lib/platform/types';
import { CarouselDots, PlayPauseButton, PrevNextButtons } from './carousel-buttons';
import { useCarousel } from './use-carousel';

const WIDTH = 1600;
const HEIGHT = 500;

/**
 * The home banners, server-rendered so the first one paints at once (it is the page's LCP image: preloaded, with
 * its size reserved). One banner is a plain image; several are a looping carousel with autoplay, Pause/Play,
 * previous/next on larger screens and dots. The banners are kept in local storage as the spec's banner cache.
 */
export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const slides = banners.length > 0 ? banners : [DEFAULT_BANNER];
  useEffect(() => {
    try {
      localStorage.setItem(BANNER_STORAGE_KEY, JSON.stringify(banners.length > 0 ? banners : [DEFAULT_BANNER]));
    } catch {
      // Storage full or disabled: the cache is only a convenience.
    }
  }, [banners]);

  if (slides.length === 1) {
    return (
      <div className="overflow-hidden rounded-xl" data-testid="banner-single">
        <BannerSlide banner={slides[0]!} first />
      </div>
    );
  }
  return <Carousel slides={slides} />;
}

function Carousel({ slides }: { slides: Banner[] }) {
  const { viewportRef, paused, selected, snapCount, togglePlay, scrollPrev, scrollNext, scrollTo } = useCarousel({ autoplay: true });
  const pageLoaded = usePageLoaded();
  const t = useTranslations('Catalogue');
  return (
    <section aria-roledescription={t('carousel.carousel')} aria-label={t('offers')} data-testid="banner-carousel">
      <div className="relative">
        <div ref={viewportRef} className="overflow-hidden rounded-xl" aria-live={paused ? 'polite' : 'off'}>
          <div className="flex touch-pan-y">
            {slides.map((banner, index) => (
              <div
                key={banner.imageUrl + index}
                role="group"
                aria-roledescription={t('carousel.slide')}
                aria-label={t('carousel.slideOf', { number: index + 1, count: slides.length })}
                inert={index !== selected}
                className="min-w-0 flex-[0_0_100%]"
              >
                <BannerSlide banner={banner} first={index === 0} showImage={index === 0 || pageLoaded} />
              </div>
            ))}
          </div>
        </div>
        <div className="pointer-events-none absolute inset-y-0 right-3 left-3 hidden items-center justify-between md:flex">
          <PrevNextButtons
            labels={{ previous: t('carousel.previousBanner'), next: t('carousel.nextBanner') }}
            onPrev={scrollPrev}
            onNext={scrollNext}
            className="pointer-events-auto"
          />
        </div>
      </div>
      <div className="mt-2 flex items-center justify-center gap-3">
        <CarouselDots
          count={snapCount || slides.length}
          selected={selected}
          label={(number, count) => t('carousel.showBanner', { number, count })}
          onSelect={scrollTo}
        />
        <PlayPauseButton
          paused={paused}
          labels={{ play: t('carousel.playBanners'), pause: t('carousel.pauseBanners') }}
          onToggle={togglePlay}
          className="h-9! w-9! shadow-none ring-gray-200"
        />
      </div>
    </section>
  );
}

/**
 * True once the page has loaded. The banners after the first wait for it: they are out of sight until the carousel
 * moves, and loading them at once would take bandwidth from the first banner, the page's largest image.
 */
function usePageLoaded(): boolean {
  return useSyncExternalStore(
    (onChange) => {
      window.addEventListener('load', onChange);
      return () => window.removeEventListener('load', onChange);
    },
    () => document.readyState === 'complete',
    () => false,
  );
}

function BannerSlide({ banner, first, showImage = true }: { banner: Banner; first: boolean; showImage?: boolean }) {
  return (
    <Link href={banner.href} className="block focus-visible:outline-2 focus-visible:-outline-offset-4 focus-visible:outline-shop-primary">
      {showImage ? (
        <FallbackImage
          src={banner.imageUrl}
          alt={banner.alt}
          width={WIDTH}
          height={HEIGHT}
          sizes="(min-width: 1280px) 1248px, 100vw"
          preload={first}
          loading={first ? undefined : 'eager'}
          fetchPriority={first ? 'high' : 'low'}
          fallback={DEFAULT_BANNER.imageUrl}
          className="aspect-[16/5] h-auto w-full bg-gray-100 object-cover"
        />
      ) : (
        <span role="img" aria-label={banner.alt} className="block aspect-[16/5] w-full bg-gray-100" />
      )}
    </Link>
  );
}
