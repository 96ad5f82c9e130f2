'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useSession } from '@/components/account/session-provider';
import { useCart } from '@/components/cart/cart-provider';
import { Drawer } from '@/components/ui/drawer';
import { ChevronDownIcon, MenuIcon } from '@/components/ui/icons';
import { useWishlist } from '@/components/wishlist/wishlist-provider';
import type { Group } from '@/lib/platform/types';
import { HeaderSearch } from './header-search';
import { useSignOut } from './use-sign-out';

const rowClass = 'flex min-h-11 items-center rounded-lg px-3 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary';

/** Below 768px: a menu button opening a slide-in panel with a second search box, the account links and the departments. */
export function MobileMenu({ tree }: { tree: Group[] }) {
  const [open, setOpen] = useState(false);
  const session = useSession();
  const cart = useCart();
  const wishlist = useWishlist();
  const { signOut, signingOut } = useSignOut();

  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-expanded={open}
        onClick={() => setOpen(true)}
        className="-ml-1 flex h-11 w-11 shrink-0 items-center justify-center rounded-lg text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary md:hidden"
      >
        <MenuIcon size={24} />
      </button>
      <Drawer open={open} onClose={() => setOpen(false)} title="Menu">
        <div className="space-y-5 p-4 text-sm">
          <HeaderSearch id="mobile-menu-search" onSubmitted={() => setOpen(false)} />
          <section aria-label="Your account" className="rounded-xl bg-gray-50 p-2">
            <p className="px-3 py-2 font-semibold">{session.signedIn ? `Hello, ${session.name}` : 'Hello, Sign In'}</p>
            <Link href={session.signedIn ? '/overview' : '/login'} className={rowClass}>
              Your Account
            </Link>
            <Link href="/wishlist" className={rowClass}>
              Wishlist{wishlist.count > 0 ? ` (${wishlist.count})` : ''}
            </Link>
            <Link href="/addcart" className={rowClass}>
              Cart{cart.count > 0 ? ` (${cart.count})` : ''}
            </Link>
            {session.signedIn && (
              <button
                type="button"
                disabled={signingOut}
                onClick={async () => {
                  setOpen(false);
                  await signOut();
                }}
                className={`${rowClass} w-full text-left disabled:opacity-60`}
              >
                Sign Out
              </button>
            )}
          </section>
          <nav aria-label="All departments">
            <h3 className="px-3 pb-2 text-xs font-semibold tracking-wide text-gray-500 uppercase">All Department</h3>
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
                                All {category.name}
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
    </>
  );
}
