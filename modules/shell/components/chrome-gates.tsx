'use client';

import { usePathname } from 'next/navigation';
import type { ReactNode } from 'react';
import { footerVisibility, isHeaderHidden, publicPath } from '@/modules/shell/chrome-visibility';

/** Leaves the header out on the cart, payment and checkout screens (they carry their own step header). */
export function HeaderGate({ children }: { children: ReactNode }) {
  const path = publicPath(usePathname());
  return isHeaderHidden(path) ? null : children;
}

/** Leaves the footer out where the header is hidden, and at 768px or narrower on a few more screens. */
export function FooterGate({ children }: { children: ReactNode }) {
  const visibility = footerVisibility(publicPath(usePathname()));
  if (visibility === 'hidden') return null;
  return <div className={visibility === 'wide-only' ? 'max-[769px]:hidden' : undefined}>{children}</div>;
}
