import type { Context } from 'hono';
import { ANY_CLIENT } from '../auth/login-throttle';

/** The client key of a request whose address is not known (no header, no socket: an in-process call). */
export const UNKNOWN_CLIENT = 'unknown';

const ADDRESS = /^[0-9a-z.:[\]%_-]{1,64}$/;

/**
 * The address of the client a request is made for, as the sign-in throttle keys it: the first entry of
 * X-Forwarded-For when present, else the socket's peer address (standalone on @hono/node-server), else 'unknown'.
 *
 * Trust: the header is believed as sent. That is right when whatever faces the internet sets it: nginx or a load
 * balancer overwriting it (`proxy_set_header X-Forwarded-For $remote_addr;`) in front of the storefront, and the
 * storefront in front of the platform (it forwards its own client's first entry; Next.js fills the header from the
 * socket when no proxy did). Where a client can reach the platform, or a storefront with no such proxy, with a header
 * of its choosing, it can claim any address: spreading guesses over made-up addresses still meets the per-name
 * backstop, and locking a shopper out needs the shopper's own address and lasts only as long as the lock.
 */
export function clientAddress(c: Context): string {
  const forwarded = c.req.header('x-forwarded-for')?.split(',')[0];
  const socket = (c.env as { incoming?: { socket?: { remoteAddress?: string } } } | undefined)?.incoming?.socket?.remoteAddress;
  return clientKey(forwarded ?? socket);
}

/** A bounded, lower-case key for an address; anything unlike one (including the backstop's '*') is 'unknown'. */
export function clientKey(address: string | undefined): string {
  const key = (address ?? '')
    .trim()
    .toLowerCase()
    .replace(/^::ffff:(?=[0-9.]+$)/, '');
  return ADDRESS.test(key) && key !== ANY_CLIENT ? key : UNKNOWN_CLIENT;
}
