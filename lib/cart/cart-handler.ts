import 'server-only';
import type { z } from 'zod';
import { PlatformError } from '@/lib/platform/client';
import { currentHost, endSession, sessionToken } from '@/lib/session/server-session';
import type { CartLine } from './cart-line';
import { SESSION_EXPIRED_MESSAGE, TOKEN_MISSING_MESSAGE } from './cart-requests';

export interface Shopper {
  host: string;
  token: string;
}

const NO_STORE = { 'cache-control': 'no-store' };

export function message(status: number, text: string): Response {
  return Response.json({ status: 'false', message: text }, { status, headers: NO_STORE });
}

/**
 * Runs a cart handler for the signed-in shopper and answers `{status:'true', message, data: lines}`. No token: 401 with the spec's message.
 * A token the platform no longer accepts ends the session (its cookies go) and answers 401 'Session expired…'.
 */
export async function forShopper(work: (shopper: Shopper) => Promise<CartLine[]>): Promise<Response> {
  const token = await sessionToken();
  if (!token) {
    // The readable profile cookies outlive an expired token: clear them so the browser stops claiming a session.
    await endSession();
    return message(401, TOKEN_MISSING_MESSAGE);
  }
  try {
    const lines = await work({ host: await currentHost(), token });
    return Response.json({ status: 'true', message: 'OK', data: lines }, { headers: NO_STORE });
  } catch (error) {
    if (error instanceof PlatformError) {
      if (error.status === 401) {
        await endSession();
        return message(401, SESSION_EXPIRED_MESSAGE);
      }
      return message(error.status >= 400 && error.status < 600 ? error.status : 502, error.message);
    }
    console.error('Cart handler failed', error);
    return message(500, 'An error occurred. Please try again later.');
  }
}

/** The request's JSON body checked against `schema`, or a 400 naming the first problem. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ ok: true; data: z.infer<S> } | { ok: false; response: Response }> {
  let raw: unknown;
  try {
    const text = await request.text();
    raw = text.trim() === '' ? {} : JSON.parse(text);
  } catch {
    return { ok: false, response: message(400, 'The request body must be valid JSON.') };
  }
  const result = schema.safeParse(raw);
  if (result.success) return { ok: true, data: result.data };
  const issue = result.error.issues[0];
  const field = issue?.path.join('.');
  return { ok: false, response: message(400, field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request.')) };
}
