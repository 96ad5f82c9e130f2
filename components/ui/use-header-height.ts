'use client';

import { usePathname } from 'next/navigation';
import { useCallback, useSyncExternalStore } from 'react';

/** The shop's sticky header (modules/shell/components/site-header.tsx), absent on the screens that hide it. */
export const SITE_HEADER_SELECTOR = 'header[data-site-header]';

const siteHeader = () => document.querySelector<HTMLElement>(SITE_HEADER_SELECTOR);

/**
 * Height of the shop's sticky header, 0 where a screen hides it: what floating things (toasts, the zoom pane, the
 * side card) stay below so that they never cover it. Follows the header as the width changes it.
 */
export function useHeaderHeight(): number {
  // A new page may bring or hide the header: observe the one it has.
  const pathname = usePathname();
  const subscribe = useCallback(
    (onChange: () => void) => {
      const header = pathname === null ? null : siteHeader();
      if (!header) return () => {};
      const observer = new ResizeObserver(onChange);
      observer.observe(header);
      return () => observer.disconnect();
    },
    [pathname],
  );
  return useSyncExternalStore(
    subscribe,
    () => {
      const header = siteHeader();
      return header ? Math.round(header.getBoundingClientRect().height) : 0;
    },
    () => 0,
  );
}
