import type { Context } from 'hono';
import { normaliseHost } from '../contract/host';
import { requestHost } from './context';

/**
 * The scheme and host the shopper's request came in on, for links sent back to them (X-Forwarded-Proto and
 * X-Forwarded-Host aware). Only the host name that resolved to this shop in the tenant middleware is used, plus a
 * numeric port: anything else in the header (say 'localhost:3000@evil.example') cannot steer the link elsewhere.
 */
export function requestOrigin(c: Context): string {
  const forwarded = c.req.header('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase();
  const scheme = forwarded === 'http' || forwarded === 'https' ? forwarded : new URL(c.req.url).protocol.replace(':', '');
  const raw = requestHost(c).trim();
  const port = /:([0-9]{1,5})$/.exec(raw)?.[1];
  return `${scheme}://${normaliseHost(raw)}${port ? `:${port}` : ''}`;
}
