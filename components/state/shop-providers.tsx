'use client';

import { createContext, useContext, type ReactNode } from 'react';
import { SessionProvider } from '@/components/state/session-provider';
import { CartProvider } from '@/components/state/cart-provider';
import { QueryClientProvider } from '@/components/state/query-client-provider';
import { ToastProvider } from '@/components/ui/toast';
import { WishlistProvider } from '@/components/state/wishlist-provider';
import type { Shop } from '@/lib/platform/types';

const ShopContext = createContext<Shop | null>(null);

/** The shop's branding for client components (logo, contact details, host). */
export function useShop(): Shop {
  const shop = useContext(ShopContext);
  if (!shop) throw new Error('useShop() outside ShopProviders');
  return shop;
}

/** Client state shared by every page of a shop: branding, the query client, session, cart, wishlist and toasts. */
export function ShopProviders({ shop, children }: { shop: Shop; children: ReactNode }) {
  return (
    <ShopContext.Provider value={shop}>
      <QueryClientProvider>
        <SessionProvider>
          <ToastProvider>
            <WishlistProvider>
              <CartProvider>{children}</CartProvider>
            </WishlistProvider>
          </ToastProvider>
        </SessionProvider>
      </QueryClientProvider>
    </ShopContext.Provider>
  );
}
