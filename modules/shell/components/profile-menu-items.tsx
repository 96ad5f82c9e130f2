'use client';

import { useTranslations } from 'next-intl';
import Link from '@/components/ui/link';
import { useEffect, useRef } from 'react';
import { useSession } from '@/components/state/session-provider';
import { moveFocus } from '@/components/ui/move-focus';
import { signInHref } from '@/lib/session/safe-next';
import { useSignOut } from './use-sign-out';

/**
 * The profile menu's items (profile-menu.tsx loads them when it first opens): Sign In (coming back to `here`), Your
 * Account and, signed in, Sign Out; arrow keys, Home and End move among them. Opened from the keyboard, the first item
 * takes the focus as soon as it is there.
 */
export function ProfileMenuItems({ here, close, focusFirst }: { here: string | null; close: () => void; focusFirst: boolean }) {
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  const t = useTranslations('Menu');
  const items = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusFirst) items.current?.querySelector<HTMLElement>('a, button')?.focus();
    // On mount only: a later ArrowDown focuses the items that are there (profile-menu.tsx).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  return (
    <div
      ref={items}
      className="contents"
      onKeyDown={(event) => {
        if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
      }}
    >
      {!session.signedIn && (
        <Link
          href={signInHref(here)}
          onClick={close}
          className="flex min-h-11 items-center rounded-lg px-3 font-semibold text-shop-primary hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary"
        >
          {t('signIn')}
        </Link>
      )}
      <Link
        href={session.signedIn ? '/overview' : signInHref('/overview')}
        onClick={close}
        className="flex min-h-11 items-center rounded-lg px-3 text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary"
      >
        {t('yourAccount')}
      </Link>
      {session.signedIn && (
        <button
          type="button"
          disabled={signingOut}
          onClick={async () => {
            close();
            await signOut();
          }}
          className="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary disabled:opacity-60"
        >
          {t('signOut')}
        </button>
      )}
    </div>
  );
}
