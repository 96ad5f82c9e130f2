'use client';

import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { Address } from '@/lib/account/address';
import { AddressForm } from './address-form';
import { primaryButtonClass } from '@/components/ui/form-field';

/** The add/edit modal; after a save (which has the list fetched again) it shows the message with OK, which closes it. */
export function AddressFormModal({ open, address, onClose }: { open: boolean; address?: Address; onClose: () => void }) {
  const [message, setMessage] = useState('');

  function finish() {
    setMessage('');
    onClose();
  }

  return (
    <Modal open={open} onClose={finish} title={message ? 'Address saved' : address ? 'Edit Address' : 'Add New Address'} size="max-w-2xl">
      {message ? (
        <div className="text-center">
          <p role="status" className="text-gray-700">
            {message}
          </p>
          <button type="button" onClick={finish} className={`${primaryButtonClass} mt-5 sm:w-40`}>
            OK
          </button>
        </div>
      ) : (
        <AddressForm key={address?.id ?? 'new'} address={address} onSaved={setMessage} onCancel={finish} />
      )}
    </Modal>
  );
}
