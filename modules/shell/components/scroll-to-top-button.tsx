'use client';

import { useTranslations } from 'next-intl';
import { usePathname } from 'next/navigation';
import { useCallback, useEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { ArrowUpIcon } from '@/components/ui/icons';
import { firstFreeSpot } from '@/modules/shell/free-spot';

const SIZE = 48;
const RIGHT = 16;
/**
 * Distances from the bottom edge to try, lowest first, a little apart over the height of a product card, so there is
 * nearly always a picture or a gap to rest on; phones start above the bottom bars (cart, buy, account).
 */
const spots = (lowest: number) => Array.from({ length: 12 }, (_, i) => lowest + i * 36);
const PHONE_SPOTS = spots(96);
const WIDE_SPOTS = spots(32);
const SETTLE_MS = 120;
/** Room kept between the button and the nearest text. */
const CLEARANCE = 4;

/** Whether the topmost thing under (x, y), the button aside, matters to the shopper: a letter, a field or a button. */
function mattersAt(x: number, y: number): boolean {
  const under = document.elementsFromPoint(x, y).find((element) => !element.closest('[data-scroll-to-top]'));
  if (!under) return false;
  if (under.closest('button, input, select, textarea, [role="button"]')) return true;
  for (const node of under.childNodes) {
    if (node.nodeType !== Node.TEXT_NODE || !node.textContent?.trim()) continue;
    const range = document.createRange();
    range.selectNodeContents(node);
    for (const box of range.getClientRects()) {
      if (x >= box.left - 2 && x <= box.right + 2 && y >= box.top - 2 && y <= box.bottom + 2) return true;
    }
  }
  return false;
}

/**
 * The scroll-to-top button, shown while the page is scrolled more than `showAfter` px (scroll-to-top.tsx mounts it
 * the first time it is). It floats at the bottom right where it covers no text and no control (a card's name, price
 * or Add, a total). While the page scrolls it is away (what is under it changes with every frame); once the page
 * comes to rest it appears at the lowest free place, or stays away until there is one. What the page shows can also
 * change under a still button (a list or a total loads, an image arrives, a dialog opens): it looks again then.
 */
export function ScrollToTopButton({ showAfter }: { showAfter: number }) {
  const t = useTranslations('Shell');
  const pathname = usePathname();
  const [bottom, setBottom] = useState<number | null>(null);
  const shown = useRef(false);
  useEffect(() => {
    shown.current = bottom !== null;
  }, [bottom]);

  const place = useCallback(() => {
    if (window.scrollY <= showAfter) return setBottom(null);
    const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
    const bottoms = viewport.width < 768 ? PHONE_SPOTS : WIDE_SPOTS;
    setBottom(firstFreeSpot(bottoms, viewport, SIZE, RIGHT, ([x, y]) => mattersAt(x, y), CLEARANCE));
  }, [showAfter]);

  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    /** Places the button SETTLE_MS from now; `restart` waits for the page to be still that long (a scroll). */
    const later = (restart: boolean) => {
      if (timer !== undefined && !restart) return;
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        place();
      }, SETTLE_MS);
    };
    const settle = () => later(true);
    // A change of content looks again soon, without waiting for it to stop: a page that keeps changing still gets looked at.
    const recheck = () => later(false);
    const onScroll = () => {
      // Away at once, before the moved page is laid out under it; back once the page is still.
      if (shown.current) flushSync(() => setBottom(null));
      settle();
    };
    settle();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', settle);
    document.addEventListener('click', recheck);
    // Images do not bubble their load: listened for on the way down.
    document.addEventListener('load', recheck, true);
    const changes = new MutationObserver(recheck);
    changes.observe(document.body, { childList: true, subtree: true, characterData: true });
    return () => {
      clearTimeout(timer);
      changes.disconnect();
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', settle);
      document.removeEventListener('click', recheck);
      document.removeEventListener('load', recheck, true);
    };
  }, [place, pathname, showAfter]);

  if (bottom === null) return null;
  return (
    <button
      type="button"
      aria-label={t('scrollToTop')}
      data-scroll-to-top
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      style={{ bottom }}
      className="fixed right-4 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-shop-primary text-white shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
