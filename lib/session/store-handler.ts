import 'server-only';
import { NextResponse } from 'next/server';
import type { z } from 'zod';
import { PlatformError } from '@/lib/platform/client';
import { currentHost, endSession, sessionToken } from './server-session';

/** What a /store/* handler tells the browser when the shopper's token is missing or no longer accepted. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Please log in again.';

/** The storefront's own answers: `{status:'true', message, data}` or `{status:'false', message}` (as the platform's). */
export function ok<T>(data: T, message = 'OK', status = 200) {
  return NextResponse.json({ status: 'true', message, data }, { status, headers: { 'cache-control': 'no-store' } });
}

export function refuse(status: number, message: string, field?: string) {
  return NextResponse.json({ status: 'false', message, ...(field ? { field } : {}) }, { status, headers: { 'cache-control': 'no-store' } });
}

/** Parses and validates a JSON body; the refusal names the first offending field. */
export async function readBody<S extends z.ZodType>(request: Request, schema: S): Promise<{ data: z.infer<S> } | { response: NextResponse }> {
  const length = Number(request.headers.get('content-length') ?? 0);
  if (length > 64_000) return { response: refuse(413, 'The request is too large.') };
  let raw: unknown;
  try {
    raw = await request.json();
  } catch {
    return { response: refuse(400, 'The request body must be valid JSON.') };
  }
  const parsed = schema.safeParse(raw);
  if (parsed.success) return { data: parsed.data };
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') ?? '';
  return { response: refuse(400, field ? `${field}: ${issue?.message}` : (issue?.message ?? 'Invalid request.'), field || undefined) };
}

/** The shop and the signed-in shopper's token (from the httpOnly cookie only, never from the browser's body). */
export async function shopperSession(): Promise<{ host: string; token: string } | null> {
  const token = await sessionToken();
  return token ? { host: await currentHost(), token } : null;
}

/** Answer for a handler called without a session: 401, and the stale readable cookies go too. */
export async function signedOut() {
  await endSession();
  return refuse(401, SESSION_EXPIRED_MESSAGE);
}

/**
 * Turns a failed platform call into the handler's answer. A token the platform no longer accepts ends the session
 * (the spec's 'Session expired. Please log in again.'); other refusals pass the platform's message on.
 */
export async function platformFailure(error: unknown, fallback: string) {
  if (error instanceof PlatformError) {
    if (error.status === 401) return signedOut();
    if (error.status >= 500) return refuse(502, fallback);
    return refuse(error.status, error.message || fallback, error.field);
  }
  console.error(fallback, error);
  return refuse(500, fallback);
}
