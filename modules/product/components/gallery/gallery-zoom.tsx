'use client';

import { useTranslations } from 'next-intl';
import { useEffect, useId, useLayoutEffect, useState, type RefObject } from 'react';
import { useHeaderHeight } from '@/components/ui/use-header-height';
import { useZoomLens } from './use-zoom-lens';

const GAP = 12;

/**
 * Hover zoom for larger screens with a mouse (ProductGallery loads it only there): a lens over the image and a
 * magnified pane beside it. Keyboard: the Zoom button pins the lens at the centre, arrow keys move it, Escape
 * closes it. Drawn over the gallery's main image, whose box `surface` is.
 */
export function GalleryZoom({ imageUrl, surface }: { imageUrl: string; surface: RefObject<HTMLElement | null> }) {
  const zoom = useZoomLens(imageUrl);
  const hintId = useId();
  const t = useTranslations('Product');
  const { onPointerMove, onPointerLeave } = zoom;
  const paneOffset = usePaneOffset(surface, Boolean(zoom.paneStyle));

  useEffect(() => {
    const element = surface.current;
    if (!element) return;
    element.addEventListener('pointermove', onPointerMove);
    element.addEventListener('pointerleave', onPointerLeave);
    return () => {
      element.removeEventListener('pointermove', onPointerMove);
      element.removeEventListener('pointerleave', onPointerLeave);
    };
  }, [surface, onPointerMove, onPointerLeave]);

  return (
    <>
      {zoom.lensStyle && (
        <div
          aria-hidden="true"
          data-testid="zoom-lens"
          className="pointer-events-none absolute rounded-md border-2 border-shop-primary/70 bg-shop-primary/10"
          style={zoom.lensStyle}
        />
      )}
      <button
        type="button"
        onClick={zoom.toggle}
        onKeyDown={zoom.onKeyDown}
        aria-pressed={zoom.pinned}
        aria-describedby={hintId}
        className="absolute right-3 bottom-3 flex min-h-11 items-center gap-2 rounded-full bg-white/95 px-4 text-sm font-semibold text-gray-800 shadow-md hover:text-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-4 w-4" fill="none" stroke="currentColor" strokeWidth="2.2" strokeLinecap="round">
          <circle cx="11" cy="11" r="6.5" />
          <path d="M16 16l4.5 4.5M11 8.5v5M8.5 11h5" />
        </svg>
        {t('zoom')}
      </button>
      <span id={hintId} hidden>
        {t('zoomHint')}
      </span>
      {zoom.paneStyle && (
        <div
          aria-hidden="true"
          data-testid="zoom-pane"
          className="absolute top-0 left-[calc(100%+1.5rem)] z-30 aspect-square w-full rounded-xl border border-gray-200 bg-white bg-no-repeat shadow-2xl"
          style={{ ...zoom.paneStyle, top: paneOffset }}
        />
      )}
    </>
  );
}

/**
 * How far the pane moves down from the image's top so that it starts below the sticky header: 0 until the page
 * is scrolled far enough for the header to reach the image.
 */
function usePaneOffset(surface: RefObject<HTMLElement | null>, open: boolean): number {
  const headerHeight = useHeaderHeight();
  const [offset, setOffset] = useState(0);
  // Before paint, so the pane never shows a frame under the header.
  useLayoutEffect(() => {
    if (!open) return;
    const place = () => setOffset(Math.max(0, Math.round(headerHeight + GAP - (surface.current?.getBoundingClientRect().top ?? 0))));
    place();
    window.addEventListener('scroll', place, { passive: true });
    return () => window.removeEventListener('scroll', place);
  }, [open, headerHeight, surface]);
  return offset;
}
