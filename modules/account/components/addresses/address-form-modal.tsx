'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Modal } from '@/components/ui/modal';
import type { Address } from '@/modules/account/address';
import { AddressForm } from './address-form';
import { primaryButtonClass } from '@/components/ui/form-field';

interface Props {
  open: boolean;
  /** The address to edit; none to add one. */
  address?: Address;
  /** A new address was saved (and the list fetched again with it): its id. */
  onAdded?: (id: number) => void;
  onClose: () => void;
}

/** The add/edit modal; after a save (which has the list fetched again) it shows the message with OK, which closes it. */
export function AddressFormModal({ open, address, onAdded, onClose }: Props) {
  const [message, setMessage] = useState('');
  const t = useTranslations('Addresses.modal');

  function finish() {
    setMessage('');
    onClose();
  }

  return (
    <Modal open={open} onClose={finish} title={message ? t('saved') : address ? t('edit') : t('add')} size="max-w-2xl">
      {message ? (
        <div className="text-center">
          <p role="status" className="text-gray-700">
            {message}
          </p>
          <button type="button" onClick={finish} className={`${primaryButtonClass} mt-5 sm:w-40`}>
            {t('ok')}
          </button>
        </div>
      ) : (
        <AddressForm
          key={address?.id ?? 'new'}
          address={address}
          onSaved={(saved, id) => {
            if (!address) onAdded?.(id);
            setMessage(saved);
          }}
          onCancel={finish}
        />
      )}
    </Modal>
  );
}
