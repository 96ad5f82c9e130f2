/** Browser side of the storefront's /store/* handlers: JSON in, `{status, message, data}` out. */
import { readCookie } from './browser-cookies';
import { NAME_COOKIE } from './cookie-names';

export const SESSION_EXPIRED_EVENT = 'session:expired';
export const NETWORK_MESSAGE = 'An error occurred. Please try again later.';

export type StoreResult<T> = { ok: true; data: T; message: string } | { ok: false; status: number; message: string; field?: string };

/**
 * Calls a /store/* handler. A 401 means the session is over (the handler has cleared its cookies): the session
 * provider hears about it and says so. Network failures answer status 0.
 */
export async function storeCall<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<StoreResult<T>> {
  const signedIn = typeof document !== 'undefined' && Boolean(readCookie(NAME_COOKIE));
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: init.body === undefined ? undefined : { 'content-type': 'application/json' },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return { ok: false, status: 0, message: NETWORK_MESSAGE };
  }
  const payload = (await response.json().catch(() => null)) as { status?: string; message?: string; data?: T; field?: string } | null;
  // A refused sign-in (401 from /store/session itself) is a wrong password, not an ended session.
  if (response.status === 401 && path !== '/store/session' && typeof window !== 'undefined') announceSessionExpired(signedIn);
  if (response.ok && payload?.status === 'true') return { ok: true, data: payload.data as T, message: payload.message ?? '' };
  return { ok: false, status: response.status, message: payload?.message ?? NETWORK_MESSAGE, field: payload?.field };
}

/**
 * Whether a call made while signed in was refused with a 401 since the last time this was asked (and forgets it).
 * A page's effects run before its layout's, so a page's call can be answered before the session provider listens
 * for SESSION_EXPIRED_EVENT: the provider asks this as it mounts, and on every event.
 */
let expiredWhileSignedIn = false;

/** Tells the session provider that the platform refused the token (SESSION_EXPIRED_EVENT), noting whether the call was made signed in. */
export function announceSessionExpired(wasSignedIn: boolean): void {
  if (wasSignedIn) expiredWhileSignedIn = true;
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

export function takeExpiredWhileSignedIn(): boolean {
  const expired = expiredWhileSignedIn;
  expiredWhileSignedIn = false;
  return expired;
}
