import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_EXPIRED_EVENT, StoreError, storeCall, storeData, takeExpiredWhileSignedIn } from './browser';

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

let expired = 0;
beforeEach(() => {
  const target = new EventTarget();
  target.addEventListener(SESSION_EXPIRED_EVENT, () => expired++);
  expired = 0;
  vi.stubGlobal('window', target);
  vi.stubGlobal('document', { cookie: 'user_name=Priya' });
  takeExpiredWhileSignedIn();
});
afterEach(() => vi.unstubAllGlobals());

describe('storeCall', () => {
  it('answers the envelope’s data and message', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 'true', message: 'Saved.', data: { id: 7 } })),
    );
    expect(await storeCall('/store/addresses', { body: { name: 'x' } })).toEqual({ ok: true, data: { id: 7 }, message: 'Saved.' });
    expect(fetch).toHaveBeenCalledWith('/store/addresses', expect.objectContaining({ method: 'POST', body: '{"name":"x"}' }));
  });

  it("tells the handler the page's language: Hindi from a /hi/ page, English elsewhere", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(200, { status: 'true', message: 'OK', data: null })),
    );
    await storeCall('/store/account/forgot-password', { body: { email: 'a@example.com' } });
    expect(fetch).toHaveBeenLastCalledWith(
      '/store/account/forgot-password',
      expect.objectContaining({ headers: expect.objectContaining({ 'x-page-language': 'en' }) }),
    );
    Object.assign(window, { location: { pathname: '/hi/forgot-password' } });
    await storeCall('/store/account/forgot-password', { body: { email: 'a@example.com' } });
    expect(fetch).toHaveBeenLastCalledWith(
      '/store/account/forgot-password',
      expect.objectContaining({ headers: { 'content-type': 'application/json', 'x-page-language': 'hi' } }),
    );
  });

  it('a refusal is a StoreError with its status, message and field', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(400, { status: 'false', message: 'Full name is required.', field: 'name' })),
    );
    const result = await storeCall('/store/addresses', { body: {} });
    expect(result).toBeInstanceOf(StoreError);
    expect(result).toMatchObject({ ok: false, status: 400, message: 'Full name is required.', field: 'name' });
    await expect(storeData('/store/addresses', { body: {} })).rejects.toMatchObject({ status: 400, field: 'name' });
  });

  it('a network failure is status 0 with the spec’s message; an answer without one takes the fallback', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await storeCall('/store/orders')).toMatchObject({ ok: false, status: 0, message: 'An error occurred. Please try again later.' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('<html>', { status: 502 })),
    );
    expect(await storeCall('/store/checkout/prepare', { body: [], fallback: 'Something went wrong. Please try again.' })).toMatchObject({
      status: 502,
      message: 'Something went wrong. Please try again.',
    });
  });

  it('a 401 ends the client session once, noting it was signed in; a refused sign-in does not', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { status: 'false', message: 'Session expired. Please log in again.' })),
    );
    expect(await storeCall('/store/orders')).toMatchObject({ status: 401, message: 'Session expired. Please log in again.' });
    expect(expired).toBe(1);
    expect(takeExpiredWhileSignedIn()).toBe(true);
    expect(takeExpiredWhileSignedIn()).toBe(false);
    await storeCall('/store/session', { body: { username: 'a', password: 'b' } });
    expect(expired).toBe(1);
  });

  it('a 401 while signed out is announced but not noted as an ended session', async () => {
    vi.stubGlobal('document', { cookie: '' });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json(401, { status: 'false', message: 'Session expired. Please log in again.' })),
    );
    await storeCall('/store/cart');
    expect(expired).toBe(1);
    expect(takeExpiredWhileSignedIn()).toBe(false);
  });
});
