'use client';

import { useState, type ComponentProps } from 'react';
import { preload as preloadResource } from 'react-dom';
import { imageSrcSet } from '@/lib/images/image-variants';

export const PLACEHOLDER_IMAGE = '/static/placeholder.svg';

type Props = Omit<ComponentProps<'img'>, 'src' | 'srcSet' | 'width' | 'height' | 'alt'> & {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** The largest picture of the first screen: preloaded from <head>, fetched first and never lazily. */
  preload?: boolean;
  /** What to show when the picture fails to load. */
  fallback?: string;
};

/**
 * A picture with its size variants in srcset (the browser picks the smallest that fits `sizes`), lazy unless
 * preloaded, that swaps to a local picture (the placeholder unless told) when it fails to load (spec section 4).
 * A plain <img> rather than next/image: the same markup without next/image's 5 KiB of client runtime.
 */
export function FallbackImage({
  src,
  alt,
  width,
  height,
  sizes,
  preload = false,
  fallback = PLACEHOLDER_IMAGE,
  loading,
  fetchPriority,
  onError,
  ...props
}: Props) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const failed = failedSrc === src;
  const shown = failed ? fallback : src;
  const srcSet = imageSrcSet(shown);
  const shownSizes = srcSet ? (sizes ?? `${width}px`) : undefined;
  const firstScreen = preload || fetchPriority === 'high';
  if (preload && !failed) preloadResource(shown, { as: 'image', imageSrcSet: srcSet, imageSizes: shownSizes, fetchPriority: 'high' });

  return (
    <img
      {...props}
      ref={retryFailedBeforeHydration}
      src={shown}
      srcSet={srcSet}
      sizes={shownSizes}
      width={width}
      height={height}
      alt={alt}
      loading={loading ?? (preload ? 'eager' : 'lazy')}
      fetchPriority={fetchPriority ?? (preload ? 'high' : undefined)}
      // A first-screen picture is decoded with the frame it arrives for: decoded apart, it would paint a frame later,
      // after the page's scripts have run, which delays the page's largest paint (LCP).
      decoding={firstScreen ? 'sync' : 'async'}
      onError={(event) => {
        if (!failed) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}

/** A picture that failed before React hydrated fired its error unheard: setting its src again fires it once more. */
function retryFailedBeforeHydration(img: HTMLImageElement | null) {
  if (img?.complete && img.naturalWidth === 0 && img.getAttribute('src')) img.src = img.src;
}
