'use client';

import { useTranslations } from 'next-intl';
import type { KeyboardEvent } from 'react';
import { FallbackImage } from '@/components/ui/fallback-image';
import { PlayIcon } from '@/components/ui/icons';
import clsx from 'clsx';
import { uploadUrl } from '@/lib/images/upload-url';

export type GallerySlot = { kind: 'image'; file: string } | { kind: 'video' };

interface Props {
  slots: GallerySlot[];
  index: number;
  onSelect(index: number): void;
}

type ProductTranslator = ReturnType<typeof useTranslations<'Product'>>;

function slotLabel(t: ProductTranslator, slot: GallerySlot, index: number, count: number): string {
  return slot.kind === 'video' ? t('showVideo') : t('showImage', { number: index + 1, count });
}

/** Larger screens: a row of thumbnails; click, Enter or the arrow keys switch the main image. */
export function GalleryThumbnails({ slots, index, onSelect }: Props) {
  const t = useTranslations('Product');
  function onKeyDown(event: KeyboardEvent<HTMLUListElement>) {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (!step) return;
    event.preventDefault();
    const next = (index + step + slots.length) % slots.length;
    onSelect(next);
    event.currentTarget.querySelectorAll<HTMLButtonElement>('button')[next]?.focus();
  }
  return (
    <ul className="mt-3 hidden flex-wrap gap-2 md:flex" aria-label={t('productImages')} onKeyDown={onKeyDown}>
      {slots.map((slot, i) => (
        <li key={slot.kind === 'image' ? `${slot.file}-${i}` : 'video'}>
          <button
            type="button"
            onClick={() => onSelect(i)}
            aria-label={slotLabel(t, slot, i, slots.length)}
            aria-current={i === index ? 'true' : undefined}
            data-testid="gallery-thumbnail"
            className={clsx(
              'relative block h-16 w-16 overflow-hidden rounded-lg border-2 bg-white transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary',
              i === index ? 'border-shop-primary' : 'border-gray-200 hover:border-gray-400',
            )}
          >
            {slot.kind === 'image' ? (
              <FallbackImage src={uploadUrl(slot.file)} alt="" width={64} height={64} className="h-full w-full object-cover" />
            ) : (
              <span className="flex h-full w-full items-center justify-center bg-gray-900 text-white">
                <PlayIcon size={28} />
              </span>
            )}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Narrow screens: a dot per slot (a 24 px target each) under the swipeable image. */
export function GalleryDots({ slots, index, onSelect }: Props) {
  const t = useTranslations('Product');
  if (slots.length < 2) return null;
  return (
    <ul className="mt-2 flex justify-center gap-1 md:hidden" aria-label={t('productImages')}>
      {slots.map((slot, i) => (
        <li key={slot.kind === 'image' ? `${slot.file}-${i}` : 'video'}>
          <button
            type="button"
            onClick={() => onSelect(i)}
            aria-label={slotLabel(t, slot, i, slots.length)}
            aria-current={i === index ? 'true' : undefined}
            data-testid="gallery-dot"
            className="flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-shop-primary"
          >
            <span className={clsx('block h-2 rounded-full transition-all', i === index ? 'w-5 bg-shop-primary' : 'w-2 bg-gray-300')} />
          </button>
        </li>
      ))}
    </ul>
  );
}
