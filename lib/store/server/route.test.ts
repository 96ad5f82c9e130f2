import { beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';

vi.mock('server-only', () => ({}));
const session = vi.hoisted(() => ({ token: 'token-1' as string | null, ended: 0 }));
vi.mock('@/lib/session/server/server-session', () => ({
  sessionToken: async () => session.token,
  currentHost: async () => 'shop.example',
  endSession: async () => {
    session.ended++;
  },
}));

const { PlatformError } = await import('@/lib/platform/server/client');
const { ok, storeRoute } = await import('./route');
const { BODY_LIMIT_BYTES } = await import('../read-body');

const noParams = { params: Promise.resolve({}) };
const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request('http://shop.example/store/thing', { method: 'POST', body, headers: { 'content-type': 'application/json', ...headers } });
const answer = async (response: Response) => ({ status: response.status, body: await response.json() });

const schema = z.object({
  name: z.string().trim().min(1, 'is required').max(10),
  comment: z.string().min(3, 'Please write at least 3 characters.').optional(),
});

beforeEach(() => {
  session.token = 'token-1';
  session.ended = 0;
});

describe('storeRoute', () => {
  it('answers the handler’s data in the envelope, with the shopper from the cookie', async () => {
    const route = storeRoute({ body: schema, session: 'required', failure: 'Failed.' }, async ({ body, shopper }) =>
      ok({ name: body.name, shopper }, 'Saved.'),
    );
    expect(await answer(await route(post(JSON.stringify({ name: 'Priya' })), noParams))).toEqual({
      status: 200,
      body: { status: 'true', message: 'Saved.', data: { name: 'Priya', shopper: { host: 'shop.example', token: 'token-1' } } },
    });
  });

  it('refuses a body past the limit with 413, by its declared length or as it arrives', async () => {
    const route = storeRoute({ body: schema, failure: 'Failed.' }, async () => ok(null));
    const declared = await route(post('{}', { 'content-length': String(BODY_LIMIT_BYTES + 1) }), noParams);
    expect(await answer(declared)).toEqual({ status: 413, body: { status: 'false', message: 'The request is too large.' } });
    const streamed = await route(post(JSON.stringify({ name: 'x'.repeat(BODY_LIMIT_BYTES) })), noParams);
    expect(streamed.status).toBe(413);
  });

  it('refuses text that is not JSON with 400', async () => {
    const route = storeRoute({ body: schema, failure: 'Failed.' }, async () => ok(null));
    expect(await answer(await route(post('{"name":'), noParams))).toEqual({
      status: 400,
      body: { status: 'false', message: 'The request body must be valid JSON.' },
    });
  });

  it('names the field zod refuses: the field’s own message when the form’s rules are given, else the schema’s', async () => {
    const plain = storeRoute({ body: schema, failure: 'Failed.' }, async () => ok(null));
    expect((await answer(await plain(post(JSON.stringify({ name: '' })), noParams))).body).toEqual({
      status: 'false',
      message: 'name: is required',
      field: 'name',
    });
    expect((await answer(await plain(post(JSON.stringify({ name: 'Priya', comment: 'x' })), noParams))).body).toEqual({
      status: 'false',
      message: 'Please write at least 3 characters.',
      field: 'comment',
    });
    const fields = { rules: { fullName: { label: 'Full name', max: 10 } }, wireNames: { name: 'fullName' } };
    const named = storeRoute({ body: schema, fields, failure: 'Failed.' }, async () => ok(null));
    expect(await answer(await named(post(JSON.stringify({ name: 'x'.repeat(11) })), noParams))).toEqual({
      status: 400,
      body: { status: 'false', message: 'Full name must not exceed 10 characters.', field: 'name' },
    });
    expect((await answer(await named(post(JSON.stringify({ name: ' ' })), noParams))).body.message).toBe('Full name is required.');
  });

  it('checks the path and the query before the session', async () => {
    session.token = null;
    const route = storeRoute(
      {
        params: z.object({ id: z.coerce.number().int().positive() }),
        query: z.object({ order: z.string().regex(/^\d+$/) }),
        invalid: { status: 404, message: 'Not found.' },
        session: 'required',
        failure: 'Failed.',
      },
      async () => ok(null),
    );
    const bad = await route(new Request('http://shop.example/store/x/1?order=abc'), { params: Promise.resolve({ id: '1' }) });
    expect(await answer(bad)).toEqual({ status: 404, body: { status: 'false', message: 'Not found.', field: 'order' } });
    expect(session.ended).toBe(0);
  });

  it('without a token ends the session and answers 401 with the route’s message', async () => {
    session.token = null;
    const handler = vi.fn(async () => ok(null));
    const route = storeRoute({ session: 'required', failure: 'Failed.' }, handler);
    expect(await answer(await route(post(null), noParams))).toEqual({
      status: 401,
      body: { status: 'false', message: 'Session expired. Please log in again.' },
    });
    const cart = storeRoute({ session: 'required', noToken: 'User token is missing. Please log in again.', failure: 'Failed.' }, handler);
    expect((await answer(await cart(post(null), noParams))).body.message).toBe('User token is missing. Please log in again.');
    expect(handler).not.toHaveBeenCalled();
    expect(session.ended).toBe(2);
  });

  it('a 401 from the platform ends the session: 401 with the spec’s message', async () => {
    const route = storeRoute({ session: 'required', failure: 'Failed.' }, async () => {
      throw new PlatformError(401, 'Authorization has been denied for this request.');
    });
    expect(await answer(await route(post(null), noParams))).toEqual({
      status: 401,
      body: { status: 'false', message: 'Session expired. Please log in again.' },
    });
    expect(session.ended).toBe(1);
  });

  it('passes the platform’s refusals on, and turns its failures and the handler’s own into the route’s message', async () => {
    const refusing = storeRoute({ failure: 'Failed.' }, async () => {
      throw new PlatformError(409, 'Only 2 left in stock.', 'unit');
    });
    expect(await answer(await refusing(post(null), noParams))).toEqual({
      status: 409,
      body: { status: 'false', message: 'Only 2 left in stock.', field: 'unit' },
    });
    const failing = storeRoute({ failure: 'Failed.' }, async () => {
      throw new PlatformError(503, 'database down');
    });
    expect(await answer(await failing(post(null), noParams))).toEqual({ status: 502, body: { status: 'false', message: 'Failed.' } });
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const broken = storeRoute({ failure: 'Failed.' }, async () => {
      throw new Error('bug');
    });
    expect(await answer(await broken(post(null), noParams))).toEqual({ status: 500, body: { status: 'false', message: 'Failed.' } });
    expect(error).toHaveBeenCalled();
    error.mockRestore();
    expect(session.ended).toBe(0);
  });

  it('names a refused field in the storefront’s name where the platform’s differs', async () => {
    const fields = { rules: { oldPassword: { label: 'Old password' } }, wireNames: { old_password: 'oldPassword' } };
    const refusing = storeRoute({ fields, failure: 'Failed.' }, async () => {
      throw new PlatformError(400, 'Old password is incorrect.', 'old_password');
    });
    expect(await answer(await refusing(post(null), noParams))).toEqual({
      status: 400,
      body: { status: 'false', message: 'Old password is incorrect.', field: 'oldPassword' },
    });
  });
});
