'use client';

import Link, { isPlainClick } from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { createContext, useCallback, useContext, useTransition, type ComponentProps, type ReactNode } from 'react';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { ProductGridSkeleton } from '@/modules/catalogue/components/product-grid-skeleton';

interface ListingNavigationApi {
  pending: boolean;
  navigate: (href: string) => void;
}

const ListingNavigationContext = createContext<ListingNavigationApi | null>(null);

export function useListingNavigation(): ListingNavigationApi {
  const api = useContext(ListingNavigationContext);
  if (!api) throw new Error('useListingNavigation() outside ListingNavigation');
  return api;
}

/**
 * Filters, sort and pages change the URL's query; the server renders the new list. While that navigation runs
 * the wrapper carries data-pending, so the results can show their skeleton (group-data-pending/listing:…).
 */
export function ListingNavigation({ children, className = '' }: { children: ReactNode; className?: string }) {
  const router = useRouter();
  const localized = useLocalizedPath();
  const [pending, startTransition] = useTransition();
  const navigate = useCallback((href: string) => startTransition(() => router.push(localized(href))), [router, localized]);
  return (
    <ListingNavigationContext.Provider value={{ pending, navigate }}>
      <div data-pending={pending ? '' : undefined} aria-busy={pending} className={`group/listing ${className}`}>
        {children}
      </div>
    </ListingNavigationContext.Provider>
  );
}

/** Placeholder cards while the next page of results is on its way: made in the browser then, not sent with every page. */
export function PendingGridSkeleton() {
  const navigation = useContext(ListingNavigationContext);
  return navigation?.pending ? <ProductGridSkeleton count={8} /> : null;
}

/**
 * A real link (crawlable, opens in a new tab) whose plain clicks navigate inside the listing's transition. Not
 * prefetched: a listing shows a dozen filter and page links, each a dynamic render, and the skeleton covers the wait.
 */
export function ListingLink({ href, onClick, ...props }: ComponentProps<typeof Link> & { href: string }) {
  const navigation = useContext(ListingNavigationContext);
  return (
    <Link
      href={href}
      prefetch={false}
      {...props}
      onClick={(event) => {
        onClick?.(event);
        if (!navigation || event.defaultPrevented || !isPlainClick(event)) return;
        event.preventDefault();
        navigation.navigate(href);
      }}
    />
  );
}
