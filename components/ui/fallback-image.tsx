'use client';

import Image, { type ImageProps } from 'next/image';
import { useState } from 'react';

export const PLACEHOLDER_IMAGE = '/static/placeholder.svg';

/** next/image that swaps to a local picture (the placeholder unless told) when the image fails to load (spec section 4). */
export function FallbackImage({ src, alt, onError, fallback = PLACEHOLDER_IMAGE, ...props }: ImageProps & { fallback?: string }) {
  const [failedSrc, setFailedSrc] = useState<ImageProps['src'] | null>(null);
  const failed = failedSrc !== null && failedSrc === src;
  return (
    <Image
      {...props}
      src={failed ? fallback : src}
      alt={alt}
      onError={(event) => {
        if (!failed) setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
