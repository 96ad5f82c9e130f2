'use client';

import Link from '@/components/ui/link';
import { useCallback, useId, useRef, useState } from 'react';
import { useSession } from '@/components/state/session-provider';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { moveFocus, useDismiss } from '@/components/ui/use-dismiss';
import { signInHref } from '@/lib/session/after-sign-in';
import { useSignOut } from './use-sign-out';
import clsx from 'clsx';

/** 'Hello, {name}' or 'Hello, Sign In', with Your Account and (signed in) Sign Out. */
export function ProfileMenu() {
  const session = useSession();
  const { signOut, signingOut } = useSignOut();
  const [open, setOpen] = useState(false);
  // Read when the menu opens (not during render, so cached pages stay the same for everyone): Sign In comes back here.
  const [here, setHere] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);

  const greeting = session.signedIn ? `Hello, ${session.name}` : 'Hello, Sign In';
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setHere(window.location.pathname + window.location.search);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setHere(window.location.pathname + window.location.search);
            setOpen(true);
            requestAnimationFrame(() => document.getElementById(menuId)?.querySelector<HTMLElement>('a, button')?.focus());
          }
        }}
        className="flex min-h-11 max-w-48 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary"
      >
        <UserIcon size={22} />
        <span className="truncate">{greeting}</span>
        <ChevronDownIcon size={16} className={clsx('shrink-0 transition-transform', open && 'rotate-180')} />
      </button>
      <div
        id={menuId}
        hidden={!open}
        onKeyDown={(event) => {
          if (moveFocus(event.currentTarget, event.key)) event.preventDefault();
        }}
        className="absolute right-0 z-50 mt-1 w-52 rounded-xl border border-gray-200 bg-white p-1.5 text-sm shadow-lg"
      >
        {!session.signedIn && (
          <Link
            href={signInHref(here)}
            onClick={close}
            className="flex min-h-11 items-center rounded-lg px-3 font-semibold text-shop-primary hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary"
          >
            Sign In
          </Link>
        )}
        <Link
          href={session.signedIn ? '/overview' : signInHref('/overview')}
          onClick={close}
          className="flex min-h-11 items-center rounded-lg px-3 text-gray-800 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary"
        >
          Your Account
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
            Sign Out
          </button>
        )}
      </div>
    </div>
  );
}
