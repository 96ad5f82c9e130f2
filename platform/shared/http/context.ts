import type { Context, MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { z } from 'zod';
import type { ConsoleAccount } from '../auth/console-sessions';
import { customerForToken, type Customer } from '../auth/tokens';
import { UNAUTHORIZED_MESSAGE } from '../contract/common';
import { requestHostHeader } from '../contract/host';
import type { PlatformContext } from '../platform-context';
import { parseRequest } from '../parse-request';
import { Problem } from '../problem';
import type { Shop } from '../tenancy/shop-row';

export interface AppEnv {
  Variables: {
    reseller: Shop;
    customer: Customer;
    token: string;
    /** The signed-in console account (requireConsole), and its session token. */
    admin: ConsoleAccount;
    consoleToken: string;
  };
}
export type AppContext = Context<AppEnv>;

/** The host a call is for: the storefront forwards the shopper's host; otherwise the Host header. */
export function requestHost(c: Context): string {
  return requestHostHeader({ get: (name) => c.req.header(name) }) ?? new URL(c.req.url).host;
}

/** Resolves the reseller from the host; an unknown host is a 404. */
export function tenant(platform: PlatformContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const host = requestHost(c);
    const reseller = await platform.resellers.byHost(host);
    if (!reseller) throw new Problem(404, `No shop is configured for the host '${host}'.`);
    c.set('reseller', reseller);
    await next();
  };
}

/** Bearer authentication: 401 with the legacy body when the token is missing, unknown, expired or foreign. */
export function bearer(platform: PlatformContext): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)$/i.exec(header);
    const customer = match?.[1] ? await customerForToken(platform.db, c.get('reseller').id, match[1]) : null;
    if (!customer || !match?.[1]) return c.json({ Message: UNAUTHORIZED_MESSAGE }, 401);
    c.set('customer', customer);
    c.set('token', match[1]);
    await next();
  };
}

/** The JSON body validated by a contract schema; a malformed body is a 400 naming the field. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const raw = await c.req.text();
  let body: unknown;
  try {
    body = raw.trim() === '' ? {} : JSON.parse(raw);
  } catch {
    throw new Problem(400, 'The request body must be valid JSON.');
  }
  return validate(schema, body);
}

/** A form-encoded body (only /token uses one), validated the same way. */
export async function readForm<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const params = new URLSearchParams(await c.req.text());
  return validate(schema, Object.fromEntries(params));
}

/** Validates a value with a contract schema; see parseRequest. */
export const validate = parseRequest;

/** Answers a value after checking it against the contract, so the platform can never drift from it. */
export function answer<S extends z.ZodType>(c: Context, schema: S, value: z.input<S>, status: ContentfulStatusCode = 200) {
  const result = schema.safeParse(value);
  if (!result.success) {
    console.error('Answer does not match the contract', c.req.path, result.error.issues.slice(0, 3));
    throw new Error(`Answer for ${c.req.path} does not match the contract`);
  }
  return c.json(result.data as object, status);
}
