'use client';

import { usePathname } from 'next/navigation';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';

const SHOW_AFTER_PX = 300;

// Fetched the first time the page is scrolled that far: a page read near its top never needs the button, nor the
// search for a free place to put it.
const ScrollToTopButton = lazy(() => import('./scroll-to-top-button').then((module) => ({ default: module.ScrollToTopButton })));

/**
 * Scrolls to the top on every route change, and offers a scroll-to-top button once the page is scrolled 300px
 * (scroll-to-top-button.tsx: where it floats, clear of text and controls).
 */
export function ScrollToTop() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    if (scrolled) return;
    const onScroll = () => {
      if (window.scrollY > SHOW_AFTER_PX) setScrolled(true);
    };
    onScroll();
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [scrolled]);

  if (!scrolled) return null;
  return (
    <Suspense fallback={null}>
      <ScrollToTopButton showAfter={SHOW_AFTER_PX} />
    </Suspense>
  );
}
