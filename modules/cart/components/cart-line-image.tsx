'use client';

import { useState } from 'react';
import { PLACEHOLDER_IMAGE } from '@/components/ui/fallback-image';
import { uploadUrl } from '@/lib/images/upload-url';

/** The cart's picture in the spec's variants: -400x300 on wide screens, -300x300 on phones; placeholder on error. */
export function CartLineImage({ image, name, eager = false }: { image: string; name: string; eager?: boolean }) {
  const [failed, setFailed] = useState(false);
  if (failed || !image) {
    return <img src={PLACEHOLDER_IMAGE} alt={name} width={300} height={300} className="h-full w-full object-contain" />;
  }
  return (
    <picture>
      <source media="(min-width: 768px)" srcSet={uploadUrl(image, '400x300')} width={400} height={300} />
      <img
        src={uploadUrl(image, '300x300')}
        alt={name}
        width={300}
        height={300}
        loading={eager ? 'eager' : 'lazy'}
        decoding="async"
        onError={() => setFailed(true)}
        className="h-full w-full object-contain"
      />
    </picture>
  );
}
