'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState } from 'react';

/** The shop's sticky header (components/shell/site-header.tsx), absent on the screens that hide it. */
export const SITE_HEADER_SELECTOR = 'header[data-site-header]';

/**
 * Height of the shop's sticky header, 0 where a screen hides it: what floating things (toasts, the zoom pane, the
 * side card) stay below so that they never cover it. Follows the header as the width changes it.
 */
export function useHeaderHeight(): number {
  const pathname = usePathname();
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector<HTMLElement>(SITE_HEADER_SELECTOR);
    if (!header) {
      setHeight(0);
      return;
    }
    const measure = () => setHeight(Math.round(header.getBoundingClientRect().height));
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, [pathname]);
  return height;
}
