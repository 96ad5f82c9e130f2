'use client';

import { useId, useState } from 'react';
import { Icon } from '@/components/ui/account-icons';
import { inputClass } from '@/components/ui/form-field';

/** The gift-card row: the platform accepts no gift-card codes yet, so any code is answered as not valid. */
export function GiftCardRow() {
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState('');
  const [message, setMessage] = useState('');
  const id = useId();
  return (
    <div className="rounded-xl border border-gray-200 bg-white p-4">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={`${id}-panel`}
        onClick={() => setOpen((v) => !v)}
        className="flex min-h-11 w-full items-center justify-between text-left font-semibold text-gray-900"
      >
        <span className="flex items-center gap-2">
          <Icon name="gift" className="h-5 w-5 text-shop-primary" />
          Have a gift card?
        </span>
        <span aria-hidden="true" className="text-shop-primary">
          {open ? '−' : '+'}
        </span>
      </button>
      {open && (
        <form
          id={`${id}-panel`}
          className="mt-3 flex flex-wrap gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            setMessage(code.trim() ? 'This gift card code is not valid.' : 'Please enter a gift card code.');
          }}
        >
          <label htmlFor={id} className="sr-only">
            Gift card code
          </label>
          <input
            id={id}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            placeholder="Gift card code"
            className={`${inputClass} max-w-60 flex-1`}
          />
          <button
            type="submit"
            className="min-h-11 rounded-lg border border-shop-primary px-4 font-semibold text-shop-primary hover:bg-shop-primary/5 focus-visible:outline-2"
          >
            Apply
          </button>
          {message && (
            <p role="status" className="w-full text-sm text-red-600">
              {message}
            </p>
          )}
        </form>
      )}
    </div>
  );
}
