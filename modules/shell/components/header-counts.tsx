'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import type { ReactNode } from 'react';
import { useCart } from '@/components/state/cart-provider';
import { CartIcon, HeartIcon } from '@/components/ui/icons';
import { useWishlist } from '@/components/state/wishlist-provider';

/** Wishlist and Cart links with their count badges (client: the counts belong to this shopper). */
export function HeaderCounts() {
  const wishlist = useWishlist();
  const cart = useCart();
  const t = useTranslations('Shell');
  return (
    <>
      <CountLink
        href="/wishlist"
        label={t('wishlist')}
        count={wishlist.ready ? wishlist.count : 0}
        testId="wishlist-count"
        icon={<HeartIcon size={22} />}
      />
      <CountLink href="/addcart" label={t('cart')} count={cart.ready ? cart.count : 0} testId="cart-count" icon={<CartIcon size={22} />} />
    </>
  );
}

function CountLink({ href, label, count, icon, testId }: { href: string; label: string; count: number; icon: ReactNode; testId: string }) {
  return (
    <Link
      href={href}
      className="relative flex min-h-11 min-w-11 items-center justify-center gap-1.5 rounded-lg px-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary"
    >
      <span className="relative">
        {icon}
        {count > 0 && (
          <span
            data-testid={testId}
            aria-hidden="true"
            className="absolute -top-2 -right-2.5 flex h-[1.15rem] min-w-[1.15rem] items-center justify-center rounded-full bg-shop-primary px-1 text-[0.7rem] leading-none font-bold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        )}
      </span>
      {/* Words from 1024px: between 768 and 1023 the search box needs the room. */}
      <span className="sr-only lg:not-sr-only">{label}</span>
      {count > 0 && <span className="sr-only">{`, ${count} ${count === 1 ? 'item' : 'items'}`}</span>}
    </Link>
  );
}
