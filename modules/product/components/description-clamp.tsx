'use client';

import { useTranslations } from 'next-intl';
import { useCallback, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { DESCRIPTION_STEP, nextDescriptionLines, showsWholeDescription } from '@/modules/product/description-lines';
import clsx from 'clsx';

const button =
  'min-h-11 rounded-lg px-3 text-sm font-semibold text-shop-primary underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-shop-primary';

/**
 * Shows the description 8 lines at a time (line height measured from the computed style): each Read More adds
 * 8; once the whole text shows (at 24 lines, or sooner when it ends) it is no longer faded and the button reads
 * Read Less, which goes back to 8, as Collapse All does. The buttons appear only when the text is longer than 8 lines.
 */
export function DescriptionClamp({ children, className = '' }: { children: ReactNode; className?: string }) {
  const t = useTranslations('Product');
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const [lines, setLines] = useState(DESCRIPTION_STEP);
  const [size, setSize] = useState<{ lineHeight: number; textHeight: number } | null>(null);

  const measure = useCallback(() => {
    const box = ref.current;
    const content = box?.firstElementChild as HTMLElement | null;
    if (!box || !content) return;
    const style = getComputedStyle(box);
    const lineHeight = parseFloat(style.lineHeight) || parseFloat(style.fontSize) * 1.5;
    setSize({ lineHeight, textHeight: content.scrollHeight });
  }, []);

  useEffect(() => {
    measure();
    const box = ref.current;
    if (!box) return;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    return () => observer.disconnect();
  }, [measure]);

  const overflows = size !== null && !showsWholeDescription(DESCRIPTION_STEP, size.textHeight, size.lineHeight);
  const whole = !overflows || showsWholeDescription(lines, size.textHeight, size.lineHeight);
  const maxHeight = whole ? undefined : `${lines * size.lineHeight}px`;

  function collapse() {
    setLines(DESCRIPTION_STEP);
    const top = ref.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) ref.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }

  return (
    <div className="mt-3">
      <div
        ref={ref}
        id={id}
        data-lines={whole ? 'all' : lines}
        className={clsx(
          'relative overflow-hidden',
          className,
          !whole && 'after:pointer-events-none after:absolute after:inset-x-0 after:bottom-0 after:h-10 after:bg-gradient-to-t after:from-white',
        )}
        style={{ maxHeight }}
      >
        {children}
      </div>
      {overflows && (
        <div className="mt-2 flex flex-wrap gap-2">
          <button
            type="button"
            className={button}
            aria-controls={id}
            aria-expanded={whole}
            onClick={() => (whole ? collapse() : setLines(nextDescriptionLines(lines)))}
          >
            {whole ? t('readLess') : t('readMore')}
          </button>
          {lines > DESCRIPTION_STEP && (
            <button type="button" className={button} aria-controls={id} onClick={collapse}>
              {t('collapseAll')}
            </button>
          )}
        </div>
      )}
    </div>
  );
}
