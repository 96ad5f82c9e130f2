'use client';

import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useAddressMessage } from '@/modules/account/components/use-account-messages';
import { QueryScope } from '@/components/state/query-scope';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import type { Address } from '@/modules/account/address';
import { AddressCard } from './address-card';
import { FormAlert } from '@/components/ui/form-field';
import { RetryAlert } from '@/components/ui/retry-alert';
import { useSession } from '@/components/state/session-provider';
import { useAddresses, useDeleteAddress } from './use-addresses';

const ADD_DELAY_MS = 1000;

// The form (its checks, the platform's address rules and zod with them) loads when the modal first opens, or as
// '+ Add New Address' starts opening it: the checkout and the address list show saved addresses without it.
const loadAddressFormModal = () => import('./address-form-modal');
const AddressFormModal = lazy(() => loadAddressFormModal().then((module) => ({ default: module.AddressFormModal })));

/**
 * Saved addresses: the first is preselected and, until View More, the only one shown (the selected one, once the
 * shopper has picked another); clicking one selects it. Add and edit open the modal; an address just added is the
 * one selected (and so the one shown), never left behind View More while an older one stays selected.
 */
export function AddressBook({ onSelect }: { onSelect?: (address: Address | null, loaded: boolean) => void }) {
  return (
    <QueryScope>
      <SavedAddresses onSelect={onSelect} />
    </QueryScope>
  );
}

function SavedAddresses({ onSelect }: { onSelect?: (address: Address | null, loaded: boolean) => void }) {
  const { signedIn, ready } = useSession();
  const { state, retry, retrying } = useAddresses();
  const deletion = useDeleteAddress();
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const [expanded, setExpanded] = useState(false);
  const [modal, setModal] = useState<{ open: boolean; address?: Address }>({ open: false });
  const modalMounted = useOpenedOnce(modal.open);
  const [opening, setOpening] = useState(false);
  const [notice, setNotice] = useState('');
  const group = useId();
  const t = useTranslations('Addresses.book');
  const message = useAddressMessage();

  const addresses = state.status === 'ready' ? state.addresses : [];
  // The first is selected only until the shopper (or an address just added) picks one; a picked address that is
  // gone selects none rather than silently another.
  const selected = selectedId === null ? (addresses[0] ?? null) : (addresses.find((a) => a.id === selectedId) ?? null);

  const loaded = state.status !== 'loading';
  const selectedText = selected ? JSON.stringify(selected) : '';
  useEffect(() => {
    onSelect?.(selected, loaded);
    // Only a change of the selected address (any of its fields, after an edit) or the end of loading matters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [selectedText, loaded]);

  function add() {
    if (ready && !signedIn) return setNotice('Please log in to add a new address.');
    setNotice('');
    setOpening(true);
    void loadAddressFormModal().catch(() => undefined); // fetched during the delay; opening it tries again
    setTimeout(() => {
      setOpening(false);
      setModal({ open: true });
    }, ADD_DELAY_MS);
  }

  async function remove(address: Address) {
    // The list is fetched again before the deletion settles; a failure is only logged (spec section 8).
    try {
      await deletion.mutateAsync(address.id);
    } catch (error) {
      console.error('Deleting the address failed:', (error as Error).message);
      return;
    }
    if (selectedId === address.id) setSelectedId(null);
  }

  const shown = expanded || !selected ? addresses : [selected];

  return (
    <div>
      {notice && <FormAlert>{message(notice)}</FormAlert>}
      {state.status === 'loading' && <div aria-hidden="true" className="h-32 animate-pulse rounded-xl bg-gray-100" />}
      {state.status === 'error' && (
        <RetryAlert message={message(state.message)} onRetry={retry} retrying={retrying} texts={{ retry: t('retry'), retrying: t('retrying') }} />
      )}
      {state.status === 'ready' && addresses.length === 0 && (
        <p className="rounded-xl border border-dashed border-gray-300 p-6 text-center text-gray-600">{t('empty')}</p>
      )}
      {shown.length > 0 && (
        <fieldset>
          <legend className="sr-only">{t('legend')}</legend>
          <ul className="space-y-3">
            {shown.map((address) => (
              <AddressCard
                key={address.id}
                address={address}
                selected={selected?.id === address.id}
                groupName={group}
                onSelect={() => setSelectedId(address.id)}
                onEdit={() => setModal({ open: true, address })}
                onDelete={() => remove(address)}
              />
            ))}
          </ul>
        </fieldset>
      )}
      <div className="mt-3 flex flex-wrap items-center gap-3">
        {addresses.length > 1 && (
          <button
            type="button"
            aria-expanded={expanded}
            onClick={() => setExpanded((v) => !v)}
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-shop-primary hover:bg-shop-primary/5 focus-visible:outline-2"
          >
            {expanded ? t('viewLess') : t('viewMore', { count: addresses.length - 1 })}
          </button>
        )}
        <button
          type="button"
          onClick={add}
          disabled={opening}
          className="inline-flex min-h-11 items-center gap-2 rounded-lg border-2 border-dashed border-shop-primary/60 px-4 text-sm font-semibold text-shop-primary hover:bg-shop-primary/5 focus-visible:outline-2 disabled:opacity-70"
        >
          {opening ? (
            <>
              <span aria-hidden="true" className="h-4 w-4 animate-spin rounded-full border-2 border-shop-primary border-t-transparent" />
              {t('opening')}
            </>
          ) : (
            t('add')
          )}
        </button>
      </div>
      {modalMounted && (
        <Suspense fallback={null}>
          <AddressFormModal open={modal.open} address={modal.address} onAdded={setSelectedId} onClose={() => setModal({ open: false })} />
        </Suspense>
      )}
    </div>
  );
}
