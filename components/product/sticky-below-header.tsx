'use client';

import { useEffect, useRef, type ReactNode } from 'react';

const GAP = 16;

/** Sticks its content just below the site's sticky header, whatever height the header has at this width. */
export function StickyBelowHeader({ children, className = '' }: { children: ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const header = document.querySelector('header');
    const box = ref.current;
    if (!header || !box) return;
    const place = () => {
      box.style.top = `${Math.round(header.getBoundingClientRect().height) + GAP}px`;
    };
    place();
    const observer = new ResizeObserver(place);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={`sticky top-40 ${className}`}>
      {children}
    </div>
  );
}
