'use client';

import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '@/components/ui/icons';
import clsx from 'clsx';

const roundButton =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/90 text-gray-900 shadow-md ring-1 ring-black/5 hover:bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary';

/** A carousel's buttons are named in the page's language by their caller ('Previous banner', 'पिछला बैनर'). */
export function PrevNextButtons({
  labels,
  onPrev,
  onNext,
  className = '',
}: {
  labels: { previous: string; next: string };
  onPrev: () => void;
  onNext: () => void;
  className?: string;
}) {
  return (
    <>
      <button type="button" aria-label={labels.previous} onClick={onPrev} className={`${roundButton} ${className}`}>
        <ChevronLeftIcon size={22} />
      </button>
      <button type="button" aria-label={labels.next} onClick={onNext} className={`${roundButton} ${className}`}>
        <ChevronRightIcon size={22} />
      </button>
    </>
  );
}

export function PlayPauseButton({
  paused,
  labels,
  onToggle,
  className = '',
}: {
  paused: boolean;
  labels: { play: string; pause: string };
  onToggle: () => void;
  className?: string;
}) {
  return (
    <button type="button" aria-label={paused ? labels.play : labels.pause} onClick={onToggle} className={`${roundButton} ${className}`}>
      {paused ? <PlayIcon size={18} /> : <PauseIcon size={18} />}
    </button>
  );
}

/** One dot per slide; the current one is marked for assistive technology with aria-current. */
export function CarouselDots({
  count,
  selected,
  label,
  onSelect,
}: {
  count: number;
  selected: number;
  /** The dot's name: 'Show banner 2 of 3'. */
  label: (number: number, count: number) => string;
  onSelect: (index: number) => void;
}) {
  if (count < 2) return null;
  return (
    <div className="flex items-center justify-center gap-0.5">
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={label(index + 1, count)}
          aria-current={index === selected ? 'true' : undefined}
          onClick={() => onSelect(index)}
          className="group flex h-6 w-6 items-center justify-center rounded-full focus-visible:outline-2 focus-visible:outline-shop-primary"
        >
          <span
            className={clsx(
              'block h-2 rounded-full transition-all',
              index === selected ? 'w-5 bg-shop-primary' : 'w-2 bg-gray-300 group-hover:bg-gray-400',
            )}
          />
        </button>
      ))}
    </div>
  );
}
