'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Modal } from '@/components/ui/modal';
import type { ProductCard } from '@/lib/platform/types';
import clsx from 'clsx';

interface Props {
  product: ProductCard | null;
  onChoose: (size: string) => void;
  onClose: () => void;
  /** The button that puts the chosen size in the cart: the wishlist's 'Move To Cart', a card's 'Add to Cart'. */
  submitLabel: string;
  /** Said above the sizes, e.g. why the chooser opened. */
  note?: string;
}

/**
 * Putting a product with sizes in the cart from outside its page (a card's Add, the wishlist's Move To Cart): the
 * shopper picks a size here (sizes out of stock are disabled).
 */
export function SizeChoiceModal({ product, onChoose, onClose, submitLabel, note }: Props) {
  const t = useTranslations('Card');
  const [chosen, setChosen] = useState('');
  const close = () => {
    setChosen('');
    onClose();
  };
  return (
    <Modal open={product !== null} onClose={close} title={t('chooseSize')}>
      {product && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (!chosen) return;
            onChoose(chosen);
            setChosen('');
          }}
        >
          {note && (
            <p role="status" className="mb-2 text-sm font-semibold text-shop-primary">
              {note}
            </p>
          )}
          <p className="text-sm text-gray-700">{product.name}</p>
          <fieldset className="mt-4">
            <legend className="sr-only">{t('size')}</legend>
            <div className="flex flex-wrap gap-2">
              {product.sizes.map((size) => (
                <label key={size.id} className={clsx('relative', size.stock <= 0 ? 'cursor-not-allowed opacity-40' : 'cursor-pointer')}>
                  <input
                    type="radio"
                    name="size"
                    value={size.label}
                    disabled={size.stock <= 0}
                    checked={chosen === size.label}
                    onChange={() => setChosen(size.label)}
                    className="peer sr-only"
                  />
                  <span
                    className={clsx(
                      'flex min-h-12 min-w-12 items-center justify-center rounded-full border-2 border-gray-300 px-3 text-sm font-semibold peer-checked:border-shop-primary peer-checked:bg-shop-primary peer-checked:text-white peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-shop-primary',
                      size.stock <= 0 && 'line-through',
                    )}
                  >
                    {size.label}
                    {size.stock <= 0 && <span className="sr-only"> {t('sizeOutOfStock')}</span>}
                  </span>
                </label>
              ))}
            </div>
          </fieldset>
          <button
            type="submit"
            disabled={!chosen}
            className="mt-5 min-h-11 w-full rounded-lg bg-shop-primary px-4 font-bold text-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary disabled:cursor-not-allowed disabled:bg-gray-300 disabled:text-gray-600"
          >
            {submitLabel}
          </button>
        </form>
      )}
    </Modal>
  );
}
