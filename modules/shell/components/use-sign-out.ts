'use client';

import { useRouter } from 'next/navigation';
import { useCallback, useState } from 'react';
import { useSession } from '@/components/state/session-provider';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { deleteCookie } from '@/lib/session/browser-cookies';
import { storeCall } from '@/lib/store/browser';
import { EMAIL_COOKIE, MOBILE_COOKIE, NAME_COOKIE } from '@/lib/session/cookie-names';

/**
 * Sign Out: the storefront's handler clears the session cookies (the token is httpOnly, so only the server can);
 * should it fail, the readable profile cookies are cleared here so the shell shows the shopper as signed out.
 * Either way the shopper lands on the sign-in of the page's language (/login, or /hi/login from a Hindi page).
 */
export function useSignOut(): { signOut: () => Promise<void>; signingOut: boolean } {
  const router = useRouter();
  const { refresh } = useSession();
  const localized = useLocalizedPath();
  const [signingOut, setSigningOut] = useState(false);
  const signOut = useCallback(async () => {
    setSigningOut(true);
    try {
      const result = await storeCall('/store/session/sign-out', { method: 'POST' });
      if (!result.ok) throw result;
    } catch (error) {
      console.error('Sign out failed; clearing the profile cookies in the browser', error);
      for (const name of [NAME_COOKIE, EMAIL_COOKIE, MOBILE_COOKIE]) deleteCookie(name);
    } finally {
      refresh();
      setSigningOut(false);
      router.push(localized('/login'));
    }
  }, [refresh, router, localized]);
  return { signOut, signingOut };
}
