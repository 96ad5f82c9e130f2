'use client';

import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Address } from '@/modules/account/address';
import { storeData, type StoreError } from '@/lib/store/browser';
import { shopperQueryKeys, useShopperQueries } from '@/components/state/shopper-queries';

export type AddressesState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; addresses: Address[] };

/**
 * The shopper's saved addresses ([host, shopper, 'addresses']); skipped while signed out, when the list is empty (the
 * spec fetches nothing without a token). `retry` fetches a failed list again.
 */
export function useAddresses(): { state: AddressesState; retry: () => void; retrying: boolean } {
  const shopper = useShopperQueries();
  const query = useQuery<Address[], StoreError>({
    queryKey: shopperQueryKeys.addresses(shopper.key),
    queryFn: () => storeData<Address[]>('/store/addresses'),
    enabled: shopper.enabled,
  });
  const retry = () => void query.refetch();
  if (shopper.signedOut) return { state: { status: 'ready', addresses: [] }, retry, retrying: false };
  if (query.isPending) return { state: { status: 'loading' }, retry, retrying: false };
  if (query.isError) return { state: { status: 'error', message: query.error.message }, retry, retrying: query.isFetching };
  return { state: { status: 'ready', addresses: query.data }, retry, retrying: false };
}

/** Where an address is saved: a new one (POST) or an edit of one (PUT). */
export type SaveAddress = { id?: number; body: unknown };

/**
 * Adds or edits an address and answers its id. The shopper's address list is fetched again before the save settles,
 * so whoever selects the saved address (the checkout) finds it in the list at once, never an older one in its place.
 */
export function useSaveAddress() {
  const client = useQueryClient();
  const shopper = useShopperQueries();
  return useMutation<{ id: number }, StoreError, SaveAddress>({
    mutationFn: ({ id, body }) =>
      storeData<{ id: number }>(id === undefined ? '/store/addresses' : `/store/addresses/${id}`, {
        method: id === undefined ? 'POST' : 'PUT',
        body,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: shopperQueryKeys.addresses(shopper.key) }),
  });
}

/** Deletes an address; the list is fetched again (and waited for) before the mutation settles. */
export function useDeleteAddress() {
  const client = useQueryClient();
  const shopper = useShopperQueries();
  return useMutation<unknown, StoreError, number>({
    mutationFn: (id) => storeData(`/store/addresses/${id}`, { method: 'DELETE' }),
    onSuccess: () => client.invalidateQueries({ queryKey: shopperQueryKeys.addresses(shopper.key) }),
  });
}
