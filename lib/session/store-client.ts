/** Browser side of the storefront's /store/* handlers: JSON in, `{status, message, data}` out. */

export const SESSION_EXPIRED_EVENT = 'session:expired';
export const NETWORK_MESSAGE = 'An error occurred. Please try again later.';

export type StoreResult<T> = { ok: true; data: T; message: string } | { ok: false; status: number; message: string; field?: string };

/**
 * Calls a /store/* handler. A 401 means the session is over (the handler has cleared its cookies): the session
 * provider hears about it and says so. Network failures answer status 0.
 */
export async function storeCall<T>(path: string, init: { method?: string; body?: unknown } = {}): Promise<StoreResult<T>> {
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
  if (response.status === 401 && path !== '/store/session' && typeof window !== 'undefined') window.dispatchEvent(new Event(SESSION_EXPIRED_EVENT));
  if (response.ok && payload?.status === 'true') return { ok: true, data: payload.data as T, message: payload.message ?? '' };
  return { ok: false, status: response.status, message: payload?.message ?? NETWORK_MESSAGE, field: payload?.field };
}
