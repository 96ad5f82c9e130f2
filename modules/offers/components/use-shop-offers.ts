'use client';

import { useQuery } from '@tanstack/react-query';
import { useShop } from '@/components/state/shop-providers';
import { storeData, type StoreError } from '@/lib/store/browser';
import type { ShopOffers } from '@/modules/offers/types';

/** The shop's coupons a shopper may use now and its automatic offers ([host, 'offers']: the same for every shopper). */
export function useShopOffers() {
  const { host } = useShop();
  return useQuery<ShopOffers, StoreError>({
    queryKey: [host, 'offers'],
    queryFn: () => storeData<ShopOffers>('/store/coupons'),
    staleTime: 60_000,
  });
}
