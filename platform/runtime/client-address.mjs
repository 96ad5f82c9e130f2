// The one rule for which address a request comes from, for the sign-in throttles. Used by server/serve.mjs (the
// storefront's front door, which rewrites X-Forwarded-For to the answer before Next.js sees it) and by the platform's
// shared/http/client-address.ts (the standalone platform, `npm run platform`). Plain Node, so both can import it.
import { BlockList, isIP } from 'node:net';

/** Trusted when TRUSTED_PROXIES is not set: a proxy on this machine (nginx on loopback, a storefront in front of the platform). */
export const DEFAULT_TRUSTED_PROXIES = '127.0.0.0/8, ::1';

/**
 * The proxies whose X-Forwarded-For is believed, from TRUSTED_PROXIES: addresses and CIDR ranges separated by commas
 * or spaces ('127.0.0.1, 10.0.0.0/8, ::1'), 'none' for no proxy at all; unset or empty means loopback only. Throws
 * an Error naming the first entry that is neither.
 */
export function trustedProxiesFrom(text) {
  const list = new BlockList();
  const raw = text === undefined || text.trim() === '' ? DEFAULT_TRUSTED_PROXIES : text;
  if (raw.trim().toLowerCase() === 'none') return list;
  for (const entry of raw.split(/[\s,]+/).filter(Boolean)) {
    const [address, bits, extra] = entry.split('/');
    const family = isIP(address ?? '');
    const prefix = bits === undefined ? (family === 6 ? 128 : 32) : Number(bits);
    const valid = family !== 0 && extra === undefined && /^\d{1,3}$/.test(bits ?? '0') && prefix <= (family === 6 ? 128 : 32);
    if (!valid) throw new Error(`must be addresses or CIDR ranges such as 127.0.0.1, 10.0.0.0/8 or ::1, or none (got ${JSON.stringify(entry)})`);
    list.addSubnet(address, prefix, family === 6 ? 'ipv6' : 'ipv4');
  }
  return list;
}

/** Whether `address` (as a socket or a header gives it; '::ffff:127.0.0.1' counts as 127.0.0.1) is a trusted proxy. */
export function isTrustedProxy(trusted, address) {
  const plain = bare(address);
  const family = isIP(plain);
  return family !== 0 && trusted.check(plain, family === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the socket's peer, unless that peer is a trusted proxy, in which case X-Forwarded-For is read
 * from the right (each proxy appends the address it saw) and the first entry that is not a trusted proxy is the
 * client. An entry that is no address stops the walk: nothing left of it can be believed. `peer` undefined means an
 * in-process call from the storefront, which has already resolved the address (the first entry is it). Answers
 * undefined when nothing is known.
 */
export function clientAddressFrom(forwardedFor, peer, trusted) {
  const entries = (forwardedFor ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (peer === undefined) return entries[0];
  let client = bare(peer);
  if (!isTrustedProxy(trusted, client)) return client;
  for (let i = entries.length - 1; i >= 0; i--) {
    const entry = bare(entries[i]);
    if (isIP(entry) === 0) return client;
    client = entry;
    if (!isTrustedProxy(trusted, entry)) return client;
  }
  return client;
}

/**
 * For the storefront's front door (server/serve.mjs): replaces a Node.js request's X-Forwarded-For with the one
 * address `clientAddressFrom` resolves from it and the socket, so nothing after (Next.js, the platform) sees a made-up
 * one. 'unknown' when there is none.
 */
export function resolveForwardedFor(request, trusted) {
  const header = request.headers['x-forwarded-for'];
  const sent = Array.isArray(header) ? header.join(', ') : header;
  request.headers['x-forwarded-for'] = clientAddressFrom(sent, request.socket?.remoteAddress ?? '', trusted) || 'unknown';
}

function bare(address) {
  return address
    .trim()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:(?=[0-9.]+$)/i, '');
}
