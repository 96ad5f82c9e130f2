'use client';

import { createContext, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { createSessionStore, type RefreshOptions, type Session, type SessionStore } from './session-store';
import { useStoreState } from './store';

export type { RefreshOptions, Session } from './session-store';

// Outside a SessionProvider (a screen rendered on its own) nobody is signed in and nothing is ever read.
const OUTSIDE = createSessionStore();
const SessionContext = createContext<SessionStore>(OUTSIDE);

export function SessionProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createSessionStore);
  useEffect(() => store.start(), [store]);
  return <SessionContext.Provider value={store}>{children}</SessionContext.Provider>;
}

/** Who is signed in (known after hydration), and `refresh` to read it again after signing in or out. */
export function useSession(): Session & { refresh: (options?: RefreshOptions) => void } {
  const store = useContext(SessionContext);
  const { session } = useStoreState(store);
  return useMemo(() => ({ ...session, refresh: store.refresh }), [session, store]);
}

export interface SessionNotices {
  /** 'Login Successful' is to be shown, greeting `name`. */
  welcome: boolean;
  /** 'Session expired. Please log in again.' is to be shown. */
  expired: boolean;
  name: string;
  dismissWelcome(): void;
  dismissExpired(): void;
}

/** The session's two announcements, for the component that shows them (modules/account/components/session-notices.tsx). */
export function useSessionNotices(): SessionNotices {
  const store = useContext(SessionContext);
  const { session, welcome, expired } = useStoreState(store);
  return { welcome, expired, name: session.name, dismissWelcome: store.dismissWelcome, dismissExpired: store.dismissExpired };
}
