'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useRef, useState, type ReactNode } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { imagesForColour } from '@/modules/product/colour-images';
import { GalleryDots, GalleryThumbnails, type GallerySlot } from './gallery-thumbnails';
import { usePurchase } from '@/modules/product/components/purchase-context';
import { useMediaQuery } from '@/components/ui/use-media-query';
import { useSwipe } from './use-swipe';
import clsx from 'clsx';
import { uploadUrl } from '@/lib/images/upload-url';

// Fetched only where used: the video slot is never the first one shown, and phones have no hover zoom.
const GalleryVideo = lazy(() => import('./gallery-video').then((module) => ({ default: module.GalleryVideo })));
const GalleryZoom = lazy(() => import('./gallery-zoom').then((module) => ({ default: module.GalleryZoom })));
const ZOOM_QUERY = '(min-width: 1024px) and (hover: hover) and (pointer: fine)';

interface Props {
  /** Image file names under /uploads. */
  images: string[];
  name: string;
  /** YouTube video id: adds a trailing video slot. */
  videoId: string | null;
  onSale: boolean;
  shareButton: ReactNode;
}

/** The main image is the page's LCP element: square, explicit size, the 400x400 variant on small screens and the original on large. */
const MAIN_SIZES =
  '(min-width: 1280px) 28rem, (min-width: 1024px) calc((100vw - 25rem) / 2), (min-width: 768px) calc(100vw - 22rem), calc(100vw - 2rem)';

export function ProductGallery({ images, name, videoId, onSale, shareButton }: Props) {
  const t = useTranslations('Product');
  const { product, colour } = usePurchase();
  const shown = imagesForColour(images, product.colourOptions, colour, product.colour);
  const slots: GallerySlot[] = [
    ...(shown.length ? shown : ['']).map((file) => ({ kind: 'image' as const, file })),
    ...(videoId ? [{ kind: 'video' as const }] : []),
  ];
  const [index, setIndex] = useState(0);
  const [changed, setChanged] = useState(false);
  // Picking a colour shows its first photo.
  const [shownColour, setShownColour] = useState(colour);
  if (shownColour !== colour) {
    setShownColour(colour);
    setIndex(0);
    setChanged(true);
  }
  const current = slots[index] ?? slots[0]!;
  const imageUrl = current.kind === 'image' ? uploadUrl(current.file) : null;
  const zoomable = useMediaQuery(ZOOM_QUERY) && imageUrl !== null;
  const main = useRef<HTMLDivElement>(null);

  function select(next: number) {
    setIndex(next);
    setChanged(true);
  }
  const swipe = useSwipe((direction) => select((index + direction + slots.length) % slots.length));
  const imageCount = slots.filter((slot) => slot.kind === 'image').length;

  return (
    <section aria-label={t('images', { name })} className="min-w-0">
      <div className="relative">
        <div
          ref={main}
          data-testid="gallery-main"
          className={clsx(
            'relative aspect-square w-full touch-pan-y overflow-hidden rounded-xl border border-gray-100 bg-white select-none',
            zoomable && 'cursor-crosshair',
          )}
          onPointerDown={swipe.onPointerDown}
          onPointerUp={swipe.onPointerUp}
          onPointerCancel={swipe.onPointerCancel}
        >
          {current.kind === 'image' ? (
            <FallbackImage
              key={current.file}
              src={uploadUrl(current.file)}
              alt={index === 0 ? name : t('imageView', { name, number: index + 1, count: imageCount })}
              width={800}
              height={800}
              sizes={MAIN_SIZES}
              preload={index === 0 && !changed}
              draggable={false}
              data-testid="gallery-image"
              className="h-full w-full object-contain"
            />
          ) : (
            videoId && (
              <Suspense fallback={null}>
                <GalleryVideo videoId={videoId} name={name} />
              </Suspense>
            )
          )}
        </div>
        {onSale && (
          <span className="pointer-events-none absolute top-3 left-3 rounded-md bg-red-700 px-2.5 py-1 text-xs font-bold tracking-wider text-white shadow">
            {t('onSale')}
          </span>
        )}
        <div className="absolute top-3 right-3">{shareButton}</div>
        {zoomable && (
          <Suspense fallback={null}>
            {/* A new image starts with the lens closed. */}
            <GalleryZoom key={imageUrl} imageUrl={imageUrl} surface={main} />
          </Suspense>
        )}
      </div>
      <GalleryThumbnails slots={slots} index={index} onSelect={select} />
      <GalleryDots slots={slots} index={index} onSelect={select} />
      <p className="sr-only" aria-live="polite">
        {changed ? (current.kind === 'video' ? t('showingVideo') : t('showingImage', { number: index + 1, count: imageCount })) : ''}
      </p>
    </section>
  );
}
