'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { ToastProvider } from '@/components/ui/toast';
import type { Shop } from '@/lib/platform/types';
import { CartProvider } from './cart-provider';
import { QueryClientProvider } from './query-client-provider';
import { RecentlyViewedProvider } from './recently-viewed-provider';
import { SessionProvider } from './session-provider';
import { WishlistProvider } from './wishlist-provider';

const ShopContext = createContext<Shop | null>(null);

/** The shop's branding for client components (logo, contact details, host): the server's, fixed for the page. */
export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() outside ShopProviders');
  return shop;
}

/**
 * Client state shared by every page of a shop, all in components/state: branding, the query client, session,
 * toasts, wishlist, cart and recently viewed. Each changing piece is a store (components/state/store.ts) made once
 * here and read with its hook (useSession, useWishlist, useCart, useRecentlyViewed).
 */
export function ShopProviders({ shop, children }: { shop: Shop; children: ReactNode }) {
  return (
    <ShopContext.Provider value={shop}>
      <QueryClientProvider>
        <SessionProvider>
          <ToastProvider>
            <WishlistProvider>
              <CartProvider>
                <RecentlyViewedProvider>{children}</RecentlyViewedProvider>
              </CartProvider>
            </WishlistProvider>
          </ToastProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ShopContext.Provider>
  );
}
