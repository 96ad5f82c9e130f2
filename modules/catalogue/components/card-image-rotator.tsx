'use client';

import Link from '@/components/ui/link';
import { useEffect, useRef, useState } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import clsx from 'clsx';
import { uploadUrl } from '@/lib/images/upload-url';

/** Cards show at most this many pictures (and dots). */
const MAX_IMAGES = 5;
const ROTATE_MS = 1000;

interface Props {
  images: string[];
  name: string;
  href: string;
  sizes: string;
  /** The largest image of the first screen: load it at high priority. */
  priority?: boolean;
}

/** The card's picture: on hover it steps through the product's images every second, with a dot per image. */
export function CardImageRotator({ images, name, href, sizes, priority = false }: Props) {
  const pictures = images.slice(0, MAX_IMAGES);
  const [index, setIndex] = useState(0);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = () => {
    if (timer.current) clearInterval(timer.current);
    timer.current = null;
    setIndex(0);
  };
  const start = () => {
    if (pictures.length < 2 || timer.current) return;
    timer.current = setInterval(() => setIndex((current) => (current + 1) % pictures.length), ROTATE_MS);
  };
  useEffect(
    () => () => {
      if (timer.current) clearInterval(timer.current);
    },
    [],
  );

  return (
    <Link
      href={href}
      tabIndex={-1}
      // The title link below prefetches the product; one prefetch per card is enough.
      prefetch={false}
      onMouseEnter={start}
      onMouseLeave={stop}
      className="relative block aspect-square overflow-hidden rounded-t-xl bg-gray-50"
    >
      <FallbackImage
        src={uploadUrl(pictures[index] ?? '')}
        alt={name}
        width={400}
        height={400}
        sizes={sizes}
        fetchPriority={priority ? 'high' : undefined}
        loading={priority ? 'eager' : 'lazy'}
        className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]"
      />
      {pictures.length > 1 && (
        <span aria-hidden="true" className="absolute inset-x-0 bottom-2 flex justify-center gap-1.5" data-testid="card-image-dots">
          {pictures.map((file, dot) => (
            <span key={file + dot} className={clsx('h-1.5 w-1.5 rounded-full shadow', dot === index ? 'bg-shop-primary' : 'bg-white/90')} />
          ))}
        </span>
      )}
    </Link>
  );
}
