import 'server-only';
import type { z } from 'zod';
import { PlatformError } from '@/lib/platform/server/client';
import { currentHost, endSession, sessionToken } from '@/lib/session/server/server-session';
import type { Refusal } from '@/lib/validation/field-refusal';
import { SESSION_EXPIRED_MESSAGE } from '../messages';
import { parseWith, readBody, type FieldNames } from '../read-body';

/**
 * The storefront's one kit for its /store/* route handlers. A route declares what it reads and whether it needs the
 * signed-in shopper; the kit reads and checks the body, query and path, finds the session, and turns every failure
 * into the one envelope the browser's client (lib/store/browser.ts) reads:
 *
 *   {status:'true', message, data}   or   {status:'false', message, field?}
 *
 *   export const POST = storeRoute({ body: schema, session: 'required', failure: MESSAGE }, ({ body, shopper }) => ...);
 */

/**
 * A signed-in shopper's session as a route handler holds it: the shop's host and the shopper's token (from the
 * httpOnly cookie only, never from the browser). The platform knows the same shopper as a ShopCustomer.
 */
export interface ShopperSession {
  host: string;
  token: string;
}

const NO_STORE = { 'cache-control': 'no-store' };

/** A success: `{status:'true', message, data}`. */
export function ok<T>(data: T, message = 'OK', status = 200): Response {
  return Response.json({ status: 'true', message, data }, { status, headers: NO_STORE });
}

/** A refusal: `{status:'false', message, field?}`. */
export function refuse(status: number, message: string, field?: string): Response {
  return Response.json({ status: 'false', message, ...(field ? { field } : {}) }, { status, headers: NO_STORE });
}

function refusal({ status, message, field }: Refusal): Response {
  return refuse(status, message, field);
}

/** The session is over (no token, or one the platform refused): its cookies go, and the browser is told 401. */
async function sessionEnded(message = SESSION_EXPIRED_MESSAGE): Promise<Response> {
  await endSession();
  return refuse(401, message);
}

/**
 * A failed call as the handler's answer. A token the platform no longer accepts ends the session here, and only
 * here; the platform's other refusals pass on with its message and field (in the storefront's name, through
 * `wireNames`, when the platform's differs); its failures become 502 with `failure`.
 */
export async function platformFailure(error: unknown, failure: string, wireNames?: FieldNames['wireNames']): Promise<Response> {
  if (error instanceof PlatformError) {
    if (error.status === 401) return sessionEnded();
    if (error.status >= 500) return refuse(502, failure);
    const field = error.field === undefined ? undefined : (wireNames?.[error.field] ?? error.field);
    return refuse(error.status, error.message || failure, field);
  }
  console.error(failure, error);
  return refuse(500, failure);
}

type Schema = z.ZodType | undefined;
type SessionMode = 'required' | 'none';
type Parsed<S extends Schema> = S extends z.ZodType ? z.infer<S> : undefined;

export interface RouteOptions<B extends Schema, Q extends Schema, P extends Schema, R extends SessionMode> {
  /** The JSON body's schema (size limit, JSON and zod checked before anything else). */
  body?: B;
  /** The query string's schema, over its values as strings. */
  query?: Q;
  /** The dynamic path segments' schema. */
  params?: P;
  /** Field names and rules, so a refused body names its field with the form's own message. */
  fields?: FieldNames;
  /** What a query or path the schemas refuse answers instead (default: 400 naming the field). */
  invalid?: { status: number; message: string };
  /** 'required': the shopper's token must be in the cookie; without one the session ends with 401. */
  session?: R;
  /** The 401's message when there is no token (default 'Session expired. Please log in again.'). */
  noToken?: string;
  /** The message when the platform fails or the handler throws. */
  failure: string;
}

export interface RouteContext<B extends Schema, Q extends Schema, P extends Schema, R extends SessionMode> {
  request: Request;
  body: Parsed<B>;
  query: Parsed<Q>;
  params: Parsed<P>;
  host: string;
  shopper: R extends 'required' ? ShopperSession : null;
}

type Handler<B extends Schema, Q extends Schema, P extends Schema, R extends SessionMode> = (
  context: RouteContext<B, Q, P, R>,
) => Promise<Response> | Response;

/** A /store/* route handler: reads and checks, finds the session, runs `handle`, and answers its failures. */
export function storeRoute<B extends Schema = undefined, Q extends Schema = undefined, P extends Schema = undefined, R extends SessionMode = 'none'>(
  options: RouteOptions<B, Q, P, R>,
  handle: Handler<B, Q, P, R>,
): (request: Request, context: { params: Promise<Record<string, string | string[] | undefined>> }) => Promise<Response> {
  return async (request, context) => {
    let params: unknown;
    if (options.params) {
      const read = parseWith(options.params, await context.params);
      if (!read.ok) return options.invalid ? refuse(options.invalid.status, options.invalid.message, read.refusal.field) : refusal(read.refusal);
      params = read.data;
    }
    let query: unknown;
    if (options.query) {
      const read = parseWith(options.query, Object.fromEntries(new URL(request.url).searchParams));
      if (!read.ok) return options.invalid ? refuse(options.invalid.status, options.invalid.message, read.refusal.field) : refusal(read.refusal);
      query = read.data;
    }
    let body: unknown;
    if (options.body) {
      const read = await readBody(request, options.body, options.fields);
      if (!read.ok) return refusal(read.refusal);
      body = read.data;
    }
    let shopper: ShopperSession | null = null;
    if (options.session === 'required') {
      const token = await sessionToken();
      if (!token) return sessionEnded(options.noToken);
      shopper = { host: await currentHost(), token };
    }
    try {
      const host = shopper?.host ?? (await currentHost());
      return await handle({ request, body, query, params, host, shopper } as RouteContext<B, Q, P, R>);
    } catch (error) {
      return platformFailure(error, options.failure, options.fields?.wireNames);
    }
  };
}
