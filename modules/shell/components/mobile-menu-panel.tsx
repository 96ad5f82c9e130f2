'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useSession } from '@/components/state/session-provider';
import { useCart } from '@/components/state/cart-provider';
import { Drawer } from '@/components/ui/drawer';
import { ChevronDownIcon } from '@/components/ui/icons';
import { useWishlist } from '@/components/state/wishlist-provider';
import type { Group } from '@/lib/platform/types';
import { signInHref } from '@/lib/session/safe-next';
import { HeaderSearch } from './header-search';
import { LanguageSwitch } from './language-switch';
import { useSignOut } from './use-sign-out';

const rowClass =
  'flex min-h-11 items-center rounded-lg px-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary';

/** The slide-in panel: a second search box, the account links and the departments. */
export function MobileMenuPanel({ tree, open, onClose }: { tree: Group[]; open: boolean; onClose: () => void }) {
  const session = useSession();
  const cart = useCart();
  const wishlist = useWishlist();
  const { signOut, signingOut } = useSignOut();
  const t = useTranslations('Menu');

  return (
    <Drawer open={open} onClose={onClose} title={t('title')}>
      <div className="space-y-5 p-4 text-sm">
        <HeaderSearch id="mobile-menu-search" onSubmitted={onClose} />
        <section aria-label={t('yourAccountSection')} className="rounded-xl bg-gray-50 p-2">
          <p className="px-3 py-2 font-semibold">{session.signedIn ? t('hello', { name: session.name }) : t('helloSignIn')}</p>
          {!session.signedIn && (
            // The panel only opens after hydration, so the page's address is there to read.
            <Link
              href={signInHref(open ? window.location.pathname + window.location.search : null)}
              className={`${rowClass} font-semibold text-shop-primary`}
            >
              {t('signIn')}
            </Link>
          )}
          <Link href={session.signedIn ? '/overview' : signInHref('/overview')} className={rowClass}>
            {t('yourAccount')}
          </Link>
          <Link href="/wishlist" className={rowClass}>
            {t('wishlist')}
            {wishlist.count > 0 ? ` (${wishlist.count})` : ''}
          </Link>
          <Link href="/addcart" className={rowClass}>
            {t('cart')}
            {cart.count > 0 ? ` (${cart.count})` : ''}
          </Link>
          {session.signedIn && (
            <button
              type="button"
              disabled={signingOut}
              onClick={async () => {
                onClose();
                await signOut();
              }}
              className={`${rowClass} w-full text-left disabled:opacity-60`}
            >
              {t('signOut')}
            </button>
          )}
        </section>
        <LanguageSwitch className="flex w-full" />
        <nav aria-label={t('allDepartments')}>
          <h3 className="px-3 pb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">{t('allDepartment')}</h3>
          <ul className="space-y-1">
            {tree.map((group) => (
              <li key={group.id}>
                <Link href={`/products-section2/${group.id}`} className={`${rowClass} font-semibold text-gray-900`}>
                  {group.name}
                </Link>
                <ul className="ml-3 border-l border-gray-100 pl-2">
                  {group.categories.map((category) => (
                    <li key={category.id}>
                      <details className="group/cat">
                        <summary className={`${rowClass} cursor-pointer list-none justify-between text-gray-800 [&::-webkit-details-marker]:hidden`}>
                          {category.name}
                          <ChevronDownIcon size={16} className="transition-transform group-open/cat:rotate-180" />
                        </summary>
                        <ul className="mb-1 ml-3">
                          <li>
                            <Link href={`/products-section2/${category.id}`} className={`${rowClass} text-gray-700`}>
                              {t('allOf', { name: category.name })}
                            </Link>
                          </li>
                          {category.subcategories.map((subcategory) => (
                            <li key={subcategory.id}>
                              <Link href={`/products-section/${subcategory.id}`} className={`${rowClass} text-gray-600`}>
                                {subcategory.name}
                              </Link>
                            </li>
                          ))}
                        </ul>
                      </details>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </Drawer>
  );
}
