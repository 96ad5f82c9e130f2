'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState } from 'react';
import { ArrowUpIcon } from '@/components/ui/icons';

const SHOW_AFTER_PX = 300;

/** Scrolls to the top on every route change, and offers a scroll-to-top button once the page is scrolled 300px. */
export function ScrollToTop() {
  const pathname = usePathname();
  const firstRender = useRef(true);
  const [visible, setVisible] = useState(false);

  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
  }, [pathname]);

  useEffect(() => {
    const update = () => setVisible(window.scrollY > SHOW_AFTER_PX);
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, []);

  if (!visible) return null;
  return (
    <button
      type="button"
      aria-label="Scroll to top"
      onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
      className="fixed right-4 bottom-24 z-30 flex h-12 w-12 items-center justify-center rounded-full bg-shop-primary text-white shadow-lg hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary md:bottom-8"
    >
      <ArrowUpIcon size={22} />
    </button>
  );
}
