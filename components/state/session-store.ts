import { readCookie } from '@/lib/session/browser-cookies';
import { EMAIL_COOKIE, MOBILE_COOKIE, NAME_COOKIE } from '@/lib/session/cookie-names';
import { SESSION_EXPIRED_EVENT, storeCall, takeExpiredWhileSignedIn } from '@/lib/store/browser';
import { createStore, type Store } from './store';

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

export interface SessionState {
  session: Session;
  /** 'Login Successful' is showing. */
  welcome: boolean;
  /** 'Session expired. Please log in again.' is showing. */
  expired: boolean;
}

export type SessionAction =
  { type: 'read'; session: Session; welcome?: boolean } | { type: 'expired'; on: boolean } | { type: 'welcome'; on: boolean };

export const SIGNED_OUT: Session = { ready: false, signedIn: false, name: '', email: '', mobile: '' };
const INITIAL: SessionState = { session: SIGNED_OUT, welcome: false, expired: false };

const sameSession = (a: Session, b: Session) =>
  a.ready === b.ready && a.signedIn === b.signedIn && a.name === b.name && a.email === b.email && a.mobile === b.mobile;

export function sessionReducer(state: SessionState, action: SessionAction): SessionState {
  switch (action.type) {
    case 'read': {
      const session = sameSession(state.session, action.session) ? state.session : action.session;
      const signedIn = session.signedIn;
      // Signing in again puts away an old 'Session expired'.
      const expired = signedIn ? false : state.expired;
      const welcome = state.welcome || Boolean(action.welcome && signedIn);
      if (session === state.session && expired === state.expired && welcome === state.welcome) return state;
      return { session, expired, welcome };
    }
    case 'expired':
      return action.on === state.expired ? state : { ...state, expired: action.on };
    case 'welcome':
      return action.on === state.welcome ? state : { ...state, welcome: action.on };
  }
}

/** Set once per browser session, after the profile has been checked with the platform. */
const PROFILE_CHECKED = 'session-profile-checked';

function readSession(): Session {
  const name = readCookie(NAME_COOKIE) ?? '';
  return { ready: true, signedIn: name !== '', name, email: readCookie(EMAIL_COOKIE) ?? '', mobile: readCookie(MOBILE_COOKIE) ?? '' };
}

export interface SessionStore extends Store<SessionState, SessionAction> {
  /** Reads the session and listens for its end; answers the function that stops listening. */
  start(): () => void;
  /** Reads the cookies again (after sign-in, sign-out, or a 401). */
  refresh(options?: RefreshOptions): void;
  dismissWelcome(): void;
  dismissExpired(): void;
}

/**
 * Who is signed in, as the browser can tell: the token cookie is httpOnly, so the readable profile cookie
 * (user_name, written with the token at sign-in) stands for it. Calls that need the token go through /store/*.
 */
export function createSessionStore(): SessionStore {
  const store = createStore(sessionReducer, INITIAL);
  const refresh = (options?: RefreshOptions) => {
    const session = readSession();
    if (session.signedIn) sessionStorage.setItem(PROFILE_CHECKED, '1');
    store.dispatch({ type: 'read', session, welcome: options?.welcome });
  };
  return {
    ...store,
    refresh,
    dismissWelcome: () => store.dispatch({ type: 'welcome', on: false }),
    dismissExpired: () => store.dispatch({ type: 'expired', on: false }),
    start() {
      const current = readSession();
      store.dispatch({ type: 'read', session: current });
      if (takeExpiredWhileSignedIn()) store.dispatch({ type: 'expired', on: true }); // a page's call found the session over before this listened
      // Once per browser session, the profile is loaded again: it refreshes the name cookies and finds a token the
      // platform no longer accepts (the 401 then ends the session through SESSION_EXPIRED_EVENT).
      if (current.signedIn && !sessionStorage.getItem(PROFILE_CHECKED)) {
        sessionStorage.setItem(PROFILE_CHECKED, '1');
        void storeCall('/store/account/profile').then((result) => {
          if (result.ok) store.dispatch({ type: 'read', session: readSession() });
        });
      }
      const onExpired = () => {
        store.dispatch({ type: 'read', session: readSession() });
        sessionStorage.removeItem(PROFILE_CHECKED);
        // Only a call made while signed in means the session ended under the shopper.
        if (takeExpiredWhileSignedIn()) store.dispatch({ type: 'expired', on: true });
      };
      window.addEventListener(SESSION_EXPIRED_EVENT, onExpired);
      return () => window.removeEventListener(SESSION_EXPIRED_EVENT, onExpired);
    },
  };
}
