'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { addressLines, type Address } from '@/modules/account/address';
import { usePageLocale } from '@/components/ui/locale-context';
import clsx from 'clsx';

interface Props {
  address: Address;
  selected: boolean;
  groupName: string;
  onSelect: () => void;
  onEdit: () => void;
  onDelete: () => Promise<void>;
}

/** One saved address: a radio to select it, its lines, Edit and Delete (with a confirmation step). */
export function AddressCard({ address, selected, groupName, onSelect, onEdit, onDelete }: Props) {
  const [confirming, setConfirming] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const t = useTranslations('Addresses');
  const locale = usePageLocale();
  const inputId = `address-${address.id}`;
  return (
    <li
      data-testid="address-card"
      className={clsx(
        'rounded-xl border-2 bg-white p-4 transition',
        selected ? 'border-shop-primary shadow-sm' : 'border-gray-200 hover:border-gray-300',
      )}
      onClick={(event) => {
        if (!(event.target as HTMLElement).closest('button')) onSelect();
      }}
    >
      <div className="flex items-start gap-3">
        <input
          id={inputId}
          type="radio"
          name={groupName}
          checked={selected}
          onChange={onSelect}
          className="mt-1 h-5 w-5 shrink-0 accent-shop-primary"
        />
        <label htmlFor={inputId} className="min-w-0 flex-1 cursor-pointer">
          <span className="block font-semibold text-gray-900">{address.name}</span>
          {addressLines(address, locale).map((line) => (
            <span key={line} className="block text-sm text-gray-700">
              {line}
            </span>
          ))}
          <span className="mt-1 block text-sm text-gray-700">{t('card.mobile', { mobile: address.mobile })}</span>
        </label>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2 pl-8">
        {confirming ? (
          <>
            <span className="text-sm text-gray-700">{t('card.confirmDelete')}</span>
            <button
              type="button"
              disabled={deleting}
              onClick={async () => {
                setDeleting(true);
                await onDelete();
                setDeleting(false);
                setConfirming(false);
              }}
              className="min-h-11 rounded-lg bg-red-600 px-3 text-sm font-semibold text-white hover:bg-red-700 focus-visible:outline-2 disabled:opacity-60"
            >
              {deleting ? t('card.deleting') : t('card.delete')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(false)}
              className="min-h-11 rounded-lg px-3 text-sm font-semibold text-gray-700 hover:bg-gray-100 focus-visible:outline-2"
            >
              {t('card.keep')}
            </button>
          </>
        ) : (
          <>
            <button
              type="button"
              onClick={onEdit}
              className="min-h-11 rounded-lg px-3 text-sm font-semibold text-shop-primary hover:bg-shop-primary/5 focus-visible:outline-2"
            >
              {t('card.edit')}
            </button>
            <button
              type="button"
              onClick={() => setConfirming(true)}
              className="min-h-11 rounded-lg px-3 text-sm font-semibold text-gray-600 hover:bg-gray-100 focus-visible:outline-2"
            >
              {t('card.delete')}
            </button>
          </>
        )}
      </div>
    </li>
  );
}
