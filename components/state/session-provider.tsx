'use client';

import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { readCookie } from '@/lib/session/browser-cookies';
import { EMAIL_COOKIE, MOBILE_COOKIE, NAME_COOKIE } from '@/lib/session/cookie-names';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { SESSION_EXPIRED_EVENT, storeCall, takeExpiredWhileSignedIn } from '@/lib/store/browser';

// Seen once in a while, so loaded when first shown rather than with every page.
const LoginSuccessModal = lazy(() => import('@/components/account/login-success-modal').then((module) => ({ default: module.LoginSuccessModal })));
const SessionExpiredNotice = lazy(() => import('@/components/account/session-expired-notice').then((module) => ({ default: module.SessionExpiredNotice })));

export interface Session {
  /** Known only after hydration; false during server rendering so cached pages stay the same for everyone. */
  ready: boolean;
  signedIn: boolean;
  name: string;
  email: string;
  mobile: string;
}

export interface RefreshOptions {
  /** Just signed in: greet the shopper with the 'Login Successful' modal on the page they return to. */
  welcome?: boolean;
}

const SIGNED_OUT: Session = { ready: false, signedIn: false, name: '', email: '', mobile: '' };
const SessionContext = createContext<{ session: Session; refresh: (options?: RefreshOptions) => void }>({ session: SIGNED_OUT, refresh: () => {} });

/** Set once per browser session, after the profile has been checked with the platform. */
const PROFILE_CHECKED = 'session-profile-checked';

/**
 * Who is signed in, as the browser can tell: the token cookie is httpOnly, so the readable profile cookie
 * (user_name, written with the token at sign-in) stands for it. Calls that need the token go through /store/*.
 */
export function useSession(): Session & { refresh: (options?: RefreshOptions) => void } {
  const { session, refresh } = useContext(SessionContext);
  return { ...session, refresh };
}

function readSession(): Session {
  const name = readCookie(NAME_COOKIE) ?? '';
  return { ready: true, signedIn: name !== '', name, email: readCookie(EMAIL_COOKIE) ?? '', mobile: readCookie(MOBILE_COOKIE) ?? '' };
}

export function SessionProvider({ children }: { children: ReactNode }) {
  const [session, setSession] = useState<Session>(SIGNED_OUT);
  const [welcome, setWelcome] = useState(false);
  const [expired, setExpired] = useState(false);

  const refresh = useCallback((options?: RefreshOptions) => {
    const next = readSession();
    setSession(next);
    if (next.signedIn) {
      setExpired(false);
      sessionStorage.setItem(PROFILE_CHECKED, '1');
    }
    if (options?.welcome && next.signedIn) setWelcome(true);
  }, []);

  useEffect(() => {
    const current = readSession();
    setSession(current);
    if (takeExpiredWhileSignedIn()) setExpired(true); // a page's call found the session over before this listened
    // Once per browser session, the profile is loaded again: it refreshes the name cookies and finds a token the
    // platform no longer accepts (the 401 then ends the session through SESSION_EXPIRED_EVENT).
    if (current.signedIn && !sessionStorage.getItem(PROFILE_CHECKED)) {
      sessionStorage.setItem(PROFILE_CHECKED, '1');
      void storeCall('/store/account/profile').then((result) => {
        if (result.ok) setSession(readSession());
      });
    }
  }, []);

  useEffect(() => {
    const onExpired = () => {
      setSession(readSession());
      sessionStorage.removeItem(PROFILE_CHECKED);
      // Only a call made while signed in means the session ended under the shopper.
      if (takeExpiredWhileSignedIn()) setExpired(true);
    };
    window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
    return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
  }, []);

  const value = useMemo(() => ({ session, refresh }), [session, refresh]);
  const welcomed = useOpenedOnce(welcome);
  return (
    <SessionContext.Provider value={value}>
      {children}
      {(welcomed || expired) && (
        <Suspense fallback={null}>
          {welcomed && <LoginSuccessModal open={welcome} name={session.name} onClose={() => setWelcome(false)} />}
          {expired && <SessionExpiredNotice onClose={() => setExpired(false)} />}
        </Suspense>
      )}
    </SessionContext.Provider>
  );
}
