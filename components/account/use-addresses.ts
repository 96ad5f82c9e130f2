'use client';

import { useCallback, useEffect, useState } from 'react';
import type { Address } from '@/lib/account/address';
import { storeCall } from '@/lib/store/browser';
import { useSession } from '@/components/state/session-provider';

export type AddressesState = { status: 'loading' } | { status: 'error'; message: string } | { status: 'ready'; addresses: Address[] };

/** The shopper's saved addresses; skipped while signed out (the spec fetches nothing without a token). */
export function useAddresses(): { state: AddressesState; reload: () => Promise<void> } {
  const { ready, signedIn } = useSession();
  const [state, setState] = useState<AddressesState>({ status: 'loading' });

  const reload = useCallback(async () => {
    const result = await storeCall<Address[]>('/store/addresses');
    setState(result.ok ? { status: 'ready', addresses: result.data } : { status: 'error', message: result.message });
  }, []);

  useEffect(() => {
    if (!ready) return;
    if (!signedIn) {
      setState({ status: 'ready', addresses: [] });
      return;
    }
    void reload();
  }, [ready, signedIn, reload]);

  return { state, reload };
}
