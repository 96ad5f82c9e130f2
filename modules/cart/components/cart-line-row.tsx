'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import type { MouseEvent } from 'react';
import { Price } from '@/components/ui/price';
import type { CartLine } from '@/modules/cart/cart-line';
import { percentOff } from '@/lib/pricing/percent-off';
import { CartLineImage } from './cart-line-image';
import { QuantityStepper } from './quantity-stepper';
import clsx from 'clsx';
import { TrashIcon } from '@/components/ui/icons';

export function productHref(line: Pick<CartLine, 'slug'>): string {
  return `/product-category/${encodeURIComponent(line.slug)}`;
}

/** Cart-item navigation needs a name, an id and a slug; anything else is logged, not followed (spec section 5). */
export function validProductData(line: Partial<Pick<CartLine, 'productId' | 'name' | 'slug'>>): boolean {
  if (line.productId && line.name && line.slug) return true;
  console.error('Invalid product data', line);
  return false;
}

interface Props {
  line: CartLine;
  /** The first rows are above the fold: their pictures load at once. */
  eager: boolean;
  removing: boolean;
  onIncrement: () => void;
  onDecrement: () => void;
  onRemove: () => void;
  onSaveForLater: () => void;
}

/** One cart line. A click anywhere but its controls opens the product; removal greys the row with a spinner. */
export function CartLineRow({ line, eager, removing, onIncrement, onDecrement, onRemove, onSaveForLater }: Props) {
  const router = useRouter();
  const t = useTranslations('Cart');
  const valid = Boolean(line.productId && line.name && line.slug);
  const open = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('button, a, input, select')) return;
    if (validProductData(line)) router.push(productHref(line));
  };
  return (
    <li
      data-testid="cart-line"
      aria-busy={removing}
      onClick={open}
      className={clsx(
        'relative flex cursor-pointer gap-3 rounded-xl bg-white p-3 shadow-sm ring-1 ring-gray-200 transition hover:shadow-md sm:gap-5 sm:p-4',
        removing && 'pointer-events-none opacity-50',
      )}
    >
      <div className="h-28 w-24 shrink-0 overflow-hidden rounded-lg bg-gray-50 sm:h-36 sm:w-44">
        <CartLineImage image={line.image} name={line.name} eager={eager} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <h3 className="text-sm leading-snug font-semibold text-gray-900 sm:text-base">
          {valid ? (
            <Link
              href={productHref(line)}
              className="line-clamp-2 rounded hover:text-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
            >
              {line.name}
            </Link>
          ) : (
            <span className="line-clamp-2">{line.name || t('unnamedProduct')}</span>
          )}
        </h3>
        <p className="text-xs text-gray-600 sm:text-sm">{line.category}</p>
        <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span className="rounded bg-amber-400 px-1.5 py-0.5 font-bold text-gray-900">{t('bestSeller')}</span>
          <span className="text-gray-600">{t('boughtLastMonth')}</span>
        </p>
        <p className={clsx('text-xs font-semibold', line.stock > 0 ? 'text-green-700' : 'text-red-700')}>
          {line.stock > 0 ? t('inStock') : t('outOfStock')}
        </p>
        <dl className="flex flex-wrap gap-x-4 text-xs text-gray-700 sm:text-sm">
          {line.size && (
            <div className="flex gap-1">
              <dt className="text-gray-500">{t('size')}</dt>
              <dd className="font-semibold" data-testid="line-size">
                {line.size}
              </dd>
            </div>
          )}
          {line.colour && (
            <div className="flex gap-1">
              <dt className="text-gray-500">{t('colour')}</dt>
              <dd className="font-semibold">{line.colour}</dd>
            </div>
          )}
        </dl>
        <div data-testid="line-price">
          <Price price={line.price} originalPrice={line.originalPrice} percentOff={percentOff(line.originalPrice, line.price)} size="sm" />
        </div>
        <div className="mt-1 flex flex-wrap items-center gap-3">
          <QuantityStepper
            name={line.name}
            units={line.units}
            stock={line.stock}
            busy={removing}
            onDecrement={onDecrement}
            onIncrement={onIncrement}
          />
          <div className="flex gap-2 md:hidden">
            <button
              type="button"
              onClick={onRemove}
              disabled={removing}
              className="min-h-11 rounded-lg border border-gray-300 px-3 text-sm font-semibold whitespace-nowrap text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-shop-primary"
            >
              {t('remove')}
            </button>
            <button
              type="button"
              onClick={onSaveForLater}
              disabled={removing}
              className="min-h-11 rounded-lg border border-gray-300 px-3 text-sm font-semibold whitespace-nowrap text-gray-800 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-shop-primary"
            >
              {t('saveForLater')}
            </button>
          </div>
        </div>
      </div>
      <button
        type="button"
        onClick={onRemove}
        disabled={removing}
        aria-label={t('removeFromCart', { name: line.name })}
        className="absolute top-2 right-2 hidden h-11 w-11 items-center justify-center rounded-full text-gray-500 hover:bg-gray-100 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-shop-primary md:flex"
      >
        <TrashIcon size={20} />
      </button>
      {removing && (
        <span role="status" className="absolute inset-0 flex items-center justify-center">
          <span aria-hidden="true" className="h-8 w-8 animate-spin rounded-full border-4 border-shop-primary border-t-transparent" />
          <span className="sr-only">{t('removing', { name: line.name })}</span>
        </span>
      )}
    </li>
  );
}
