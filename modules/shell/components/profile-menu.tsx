'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useCallback, useId, useRef, useState } from 'react';
import { useSession } from '@/components/state/session-provider';
import { ChevronDownIcon, UserIcon } from '@/components/ui/icons';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import clsx from 'clsx';

// The items (and Sign Out's call) load when the menu first opens: most visits never open it.
const ProfileMenuItems = lazy(() => import('./profile-menu-items').then((module) => ({ default: module.ProfileMenuItems })));

/** 'Hello, {name}' or 'Hello, Sign In', with Your Account and (signed in) Sign Out. */
export function ProfileMenu() {
  const session = useSession();
  const [open, setOpen] = useState(false);
  const opened = useOpenedOnce(open);
  // Opened with ArrowDown: the first item takes the focus (once loaded, the first time).
  const [focusFirst, setFocusFirst] = useState(false);
  // Read when the menu opens (not during render, so cached pages stay the same for everyone): Sign In comes back here.
  const [here, setHere] = useState<string | null>(null);
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const menuId = useId();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, container, close, button);

  const t = useTranslations('Menu');
  const greeting = session.signedIn ? t('hello', { name: session.name }) : t('helloSignIn');
  return (
    <div ref={container} className="relative">
      <button
        ref={button}
        type="button"
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => {
          setHere(window.location.pathname + window.location.search);
          setFocusFirst(false);
          setOpen((value) => !value);
        }}
        onKeyDown={(event) => {
          if (event.key === 'ArrowDown') {
            event.preventDefault();
            setHere(window.location.pathname + window.location.search);
            setFocusFirst(true);
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
      <div id={menuId} hidden={!open} className="absolute right-0 z-50 mt-1 w-52 rounded-xl border border-gray-200 bg-white p-1.5 text-sm shadow-lg">
        {opened && (
          <Suspense fallback={null}>
            <ProfileMenuItems here={here} close={close} focusFirst={focusFirst} />
          </Suspense>
        )}
      </div>
    </div>
  );
}
