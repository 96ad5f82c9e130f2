/**
 * The browser's one client for the storefront's /store/* handlers: JSON in, the kit's envelope
 * `{status:'true', message, data}` or `{status:'false', message, field?}` out. Every component that calls /store/*
 * goes through here, and this is the one place that reacts to a 401 (the session is over: the handler has already
 * cleared its cookies, and the session provider hears SESSION_EXPIRED_EVENT and says so).
 */
import { readCookie } from '@/lib/session/browser-cookies';
import { NAME_COOKIE } from '@/lib/session/cookie-names';
import { NETWORK_MESSAGE } from './messages';
import { currentPageLanguage, PAGE_LANGUAGE_HEADER } from './page-language';

export const SESSION_EXPIRED_EVENT = 'session:expired';

/** A refused or failed call: the handler's status (0 for a network failure), its message and the field it names. */
export class StoreError extends Error {
  readonly ok = false as const;
  readonly status: number;
  readonly field?: string;

  constructor(status: number, message: string, field?: string) {
    super(message);
    this.name = 'StoreError';
    this.status = status;
    if (field) this.field = field;
  }
}

export type StoreResult<T> = { ok: true; data: T; message: string } | StoreError;

export interface StoreInit {
  /** Default: GET without a body, POST with one. */
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** The message when the handler answers without one (default: the spec's network message). */
  fallback?: string;
}

/** The one handler whose 401 is a refused password rather than an ended session. */
const SIGN_IN_PATH = '/store/session';

/** Calls a /store/* handler; never throws (a network failure is a StoreError with status 0). */
export async function storeCall<T>(path: string, init: StoreInit = {}): Promise<StoreResult<T>> {
  const signedIn = Boolean(readCookie(NAME_COOKIE));
  let response: Response;
  try {
    response = await fetch(path, {
      method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
      headers: { ...(init.body === undefined ? {} : { 'content-type': 'application/json' }), [PAGE_LANGUAGE_HEADER]: currentPageLanguage() },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'same-origin',
      cache: 'no-store',
    });
  } catch {
    return new StoreError(0, NETWORK_MESSAGE);
  }
  const payload = (await response.json().catch(() => null)) as { status?: string; message?: string; data?: T; field?: string } | null;
  if (response.status === 401 && path !== SIGN_IN_PATH && typeof window !== 'undefined') announceSessionExpired(signedIn);
  if (response.ok && payload?.status === 'true') return { ok: true, data: payload.data as T, message: payload.message ?? '' };
  return new StoreError(response.status, payload?.message || init.fallback || NETWORK_MESSAGE, payload?.field);
}

/** The handler's data, or a thrown StoreError (for callers that throw, such as a query function). */
export async function storeData<T>(path: string, init: StoreInit = {}): Promise<T> {
  const result = await storeCall<T>(path, init);
  if (!result.ok) throw result;
  return result.data;
}

/**
 * Whether a call made while signed in was refused with a 401 since the last time this was asked (and forgets it).
 * A page's effects run before its layout's, so a page's call can be answered before the session provider listens
 * for SESSION_EXPIRED_EVENT: the provider asks this as it mounts, and on every event.
 */
let expiredWhileSignedIn = false;

function announceSessionExpired(wasSignedIn: boolean): void {
  if (wasSignedIn) expiredWhileSignedIn = true;
  window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
}

export function takeExpiredWhileSignedIn(): boolean {
  const expired = expiredWhileSignedIn;
  expiredWhileSignedIn = false;
  return expired;
}
