'use client';

import type { ReactNode } from 'react';
import { useHeaderHeight } from '@/components/ui/use-header-height';

const GAP = 16;

/** Sticks its content just below the site's sticky header, whatever height the header has at this width. */
export function StickyBelowHeader({ children, className = '' }: { children: ReactNode; className?: string }) {
  const headerHeight = useHeaderHeight();
  return (
    <div className={`sticky top-40 ${className}`} style={headerHeight ? { top: headerHeight + GAP } : undefined}>
      {children}
    </div>
  );
}
