'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { opensInPlace } from '@/components/ui/link';
import { pageSkeletonKind, type PageSkeletonKind } from '@/modules/shell/page-skeleton-kind';

/** A navigation that has not arrived by then has failed or been abandoned: the page comes back. */
const GIVE_UP_MS = 15_000;

// Fetched on the first click that needs one (the current page stays until it is there): a page that is only read
// never downloads them.
const SKELETONS: Record<PageSkeletonKind, () => Promise<ComponentType>> = {
  product: () => import('@/modules/product/components/product-skeleton').then((module) => module.ProductSkeleton),
  listing: () => import('@/modules/catalogue/components/listing/listing-skeleton').then((module) => module.ListingSkeleton),
};

/**
 * While a click on a link to a product or listing page loads that page, its skeleton stands in for the current
 * one (spec: loading states). This takes the place of loading.tsx, whose Suspense boundary made every cached
 * page's HTML arrive as a skeleton swapped for the content by script, painting the content later.
 */
export function NavigationSkeleton({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  // The skeleton stands in only on the page it was clicked from: once the path changes, the new page shows.
  const [pending, setPending] = useState<{ Skeleton: ComponentType; on: string } | null>(null);
  const shown = pending?.on === pathname ? pending : null;
  if (pending && !shown) setPending(null); // the page arrived: forget the skeleton (React's adjust-state-in-render)
  const pathnameRef = useRef(pathname);
  useEffect(() => {
    pathnameRef.current = pathname;
  }, [pathname]);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || !opensInPlace(event, link) || link.pathname === window.location.pathname) return;
      const kind = pageSkeletonKind(link.pathname);
      if (!kind) return;
      const from = window.location.href;
      void SKELETONS[kind]().then(
        (Skeleton) => {
          if (window.location.href !== from) return; // the page arrived first
          setPending({ Skeleton, on: pathnameRef.current });
          window.scrollTo(0, 0);
        },
        () => undefined,
      ); // no skeleton (offline): the current page stays until the next one arrives
    }
    const clear = () => setPending(null);
    // Capture: the click is seen before the link takes it over.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', clear);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', clear);
    };
  }, []);

  useEffect(() => {
    if (!shown) return;
    const timer = setTimeout(() => setPending(null), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [shown]);

  return (
    <>
      {shown && <shown.Skeleton />}
      <div className={shown ? 'hidden' : 'contents'}>{children}</div>
    </>
  );
}
