'use client';

import { usePathname } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { ListingSkeleton } from '@/components/catalog/listing-skeleton';
import { ProductSkeleton } from '@/components/product/product-skeleton';
import { pageSkeletonKind, type PageSkeletonKind } from '@/lib/shell/page-skeleton-kind';

/** A navigation that has not arrived by then has failed or been abandoned: the page comes back. */
const GIVE_UP_MS = 15_000;

/**
 * While a click on a link to a product or listing page loads that page, its skeleton stands in for the current
 * one (spec: loading states). This takes the place of loading.tsx, whose Suspense boundary made every cached
 * page's HTML arrive as a skeleton swapped for the content by script, painting the content later.
 */
export function NavigationSkeleton({ children }: { children: ReactNode }) {
  const pathname = usePathname();
  const [pending, setPending] = useState<PageSkeletonKind | null>(null);

  useEffect(() => {
    function onClick(event: MouseEvent) {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      if (!(link instanceof HTMLAnchorElement) || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
      if (link.origin !== window.location.origin || link.pathname === window.location.pathname) return;
      const kind = pageSkeletonKind(link.pathname);
      if (!kind) return;
      setPending(kind);
      window.scrollTo(0, 0);
    }
    const clear = () => setPending(null);
    // Capture: the click is seen before next/link takes it over.
    document.addEventListener('click', onClick, true);
    window.addEventListener('popstate', clear);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('popstate', clear);
    };
  }, []);

  useEffect(() => setPending(null), [pathname]);
  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(() => setPending(null), GIVE_UP_MS);
    return () => clearTimeout(timer);
  }, [pending]);

  return (
    <>
      {pending === 'product' && <ProductSkeleton />}
      {pending === 'listing' && <ListingSkeleton />}
      <div className={pending ? 'hidden' : 'contents'}>{children}</div>
    </>
  );
}
