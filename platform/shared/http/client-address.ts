import type { BlockList } from 'node:net';
import type { Context } from 'hono';
import { clientAddressFrom } from '../../runtime/client-address.mjs';
import { ANY_CLIENT } from '../auth/login-throttle';

/** The client key of a request whose address is not known (no header, no socket: an in-process call). */
export const UNKNOWN_CLIENT = 'unknown';

const ADDRESS = /^[0-9a-z.:[\]%_-]{1,64}$/;

/**
 * The address of the client a request is made for, as the sign-in throttles key it, by the one rule in
 * platform/runtime/client-address.mjs. Standalone (`npm run platform` on @hono/node-server) the socket's peer is the client
 * unless it is one of TRUSTED_PROXIES (default loopback: a storefront on this machine), whose X-Forwarded-For is then
 * read from the right. In-process there is no socket: the caller is the storefront, whose front door
 * (server/serve.mjs) has already replaced X-Forwarded-For with the one address it resolved by the same rule.
 */
export function clientAddress(c: Context, trusted: BlockList): string {
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket;
  const peer = socket ? (socket.remoteAddress ?? '') : undefined;
  return clientKey(clientAddressFrom(c.req.header('x-forwarded-for'), peer, trusted));
}

/** A bounded, lower-case key for an address; anything unlike one (including the backstop's '*') is 'unknown'. */
export function clientKey(address: string | undefined): string {
  const key = (address ?? '')
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=[0-9.]+$)/, '');
  return ADDRESS.test(key) && key !== ANY_CLIENT ? key : UNKNOWN_CLIENT;
}
