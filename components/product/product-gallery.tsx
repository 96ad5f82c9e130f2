'use client';

import { useId, useState, type ReactNode } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { uploadUrl } from '@/lib/platform/transforms';
import { GalleryDots, GalleryThumbnails, type GallerySlot } from './gallery-thumbnails';
import { GalleryVideo } from './gallery-video';
import { useSwipe } from './use-swipe';
import { useZoomLens } from './use-zoom-lens';

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
const MAIN_SIZES = '(min-width: 1280px) 28rem, (min-width: 1024px) calc((100vw - 25rem) / 2), (min-width: 768px) calc(100vw - 22rem), calc(100vw - 2rem)';

export function ProductGallery({ images, name, videoId, onSale, shareButton }: Props) {
  const slots: GallerySlot[] = [...(images.length ? images : ['']).map((file) => ({ kind: 'image' as const, file })), ...(videoId ? [{ kind: 'video' as const }] : [])];
  const [index, setIndex] = useState(0);
  const [changed, setChanged] = useState(false);
  const current = slots[index] ?? slots[0]!;
  const imageUrl = current.kind === 'image' ? uploadUrl(current.file) : null;
  const zoom = useZoomLens(imageUrl);
  const hintId = useId();

  function select(next: number) {
    setIndex(next);
    setChanged(true);
    zoom.close();
  }
  const swipe = useSwipe((direction) => select((index + direction + slots.length) % slots.length));
  const imageCount = slots.filter((slot) => slot.kind === 'image').length;

  return (
    <section aria-label={`${name}: images`} className="min-w-0">
      <div className="relative" onKeyDown={zoom.onKeyDown}>
        <div
          data-testid="gallery-main"
          className={`relative aspect-square w-full touch-pan-y overflow-hidden rounded-xl border border-gray-100 bg-white select-none ${zoom.available && current.kind === 'image' ? 'cursor-crosshair' : ''}`}
          onPointerDown={swipe.onPointerDown}
          onPointerUp={swipe.onPointerUp}
          onPointerCancel={swipe.onPointerCancel}
          onPointerMove={zoom.onPointerMove}
          onPointerLeave={zoom.onPointerLeave}
        >
          {current.kind === 'image' ? (
            <FallbackImage
              key={current.file}
              src={uploadUrl(current.file)}
              alt={index === 0 ? name : `${name}, view ${index + 1} of ${imageCount}`}
              width={800}
              height={800}
              sizes={MAIN_SIZES}
              preload={index === 0 && !changed}
              draggable={false}
              data-testid="gallery-image"
              className="h-full w-full object-contain"
            />
          ) : (
            videoId && <GalleryVideo videoId={videoId} name={name} />
          )}
          {zoom.lensStyle && (
            <div aria-hidden="true" data-testid="zoom-lens" className="pointer-events-none absolute rounded-md border-2 border-shop-primary/70 bg-shop-primary/10" style={zoom.lensStyle} />
          )}
        </div>
        {onSale && (
          <span className="pointer-events-none absolute top-3 left-3 rounded-md bg-red-700 px-2.5 py-1 text-xs font-bold tracking-wider text-white shadow">
            ON SALE
          </span>
        )}
        <div className="absolute top-3 right-3">{shareButton}</div>
        {zoom.available && current.kind === 'image' && (
          <>
            <button
              type="button"
              onClick={zoom.toggle}
              aria-pressed={zoom.pinned}
              aria-describedby={hintId}
              className="absolute right-3 bottom-3 flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-gray-800 shadow-md hover:text-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
            >
              <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
                <circle cx="11" cy="11" r="6.5" />
                <path d="M16 16l4.5 4.5M11 8.5v5M8.5 11h5" />
              </svg>
              Zoom
            </button>
            <span id={hintId} hidden>
              Arrow keys move the zoom lens; Escape closes it.
            </span>
          </>
        )}
        {zoom.paneStyle && (
          <div
            aria-hidden="true"
            data-testid="zoom-pane"
            className="absolute top-0 left-[calc(100%+1.5rem)] z-30 aspect-square w-full rounded-xl border border-gray-200 bg-white bg-no-repeat shadow-2xl"
            style={zoom.paneStyle}
          />
        )}
      </div>
      <GalleryThumbnails slots={slots} index={index} onSelect={select} />
      <GalleryDots slots={slots} index={index} onSelect={select} />
      <p className="sr-only" aria-live="polite">
        {changed ? (current.kind === 'video' ? 'Showing the product video' : `Showing image ${index + 1} of ${imageCount}`) : ''}
      </p>
    </section>
  );
}
