import { describe, expect, it } from 'vitest';
import type { IncomingMessage } from 'node:http';
import { clientAddressFrom, isTrustedProxy, resolveForwardedFor, trustedProxiesFrom } from './client-address.mjs';

describe('which address a request comes from', () => {
  const loopback = trustedProxiesFrom(undefined);

  it('trusts loopback by default, and what TRUSTED_PROXIES lists instead when set', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every((address) => isTrustedProxy(loopback, address))).toBe(true);
    expect(isTrustedProxy(loopback, '10.0.0.5')).toBe(false);
    const listed = trustedProxiesFrom('10.0.0.0/8, 192.0.2.7 fd00::/8');
    expect(['10.1.2.3', '192.0.2.7', 'fd00::1'].every((address) => isTrustedProxy(listed, address))).toBe(true);
    expect(['127.0.0.1', '192.0.2.8', 'unknown'].some((address) => isTrustedProxy(listed, address))).toBe(false);
    expect(isTrustedProxy(trustedProxiesFrom('none'), '127.0.0.1')).toBe(false);
  });

  it('refuses a TRUSTED_PROXIES entry that is no address or range, naming it', () => {
    expect(() => trustedProxiesFrom('10.0.0.0/33')).toThrow('(got "10.0.0.0/33")');
    expect(() => trustedProxiesFrom('127.0.0.1, proxy.local')).toThrow('(got "proxy.local")');
  });

  it("takes the socket's peer, ignoring X-Forwarded-For, when the peer is no trusted proxy", () => {
    expect(clientAddressFrom('198.51.100.1', '203.0.113.9', loopback)).toBe('203.0.113.9');
    expect(clientAddressFrom(undefined, '::ffff:203.0.113.9', loopback)).toBe('203.0.113.9');
  });

  it('reads X-Forwarded-For from the right behind trusted proxies: the first untrusted entry is the client', () => {
    expect(clientAddressFrom('198.51.100.1', '127.0.0.1', loopback)).toBe('198.51.100.1');
    // A client-sent entry in front of the one nginx appended is not believed.
    expect(clientAddressFrom('6.6.6.6, 198.51.100.1', '127.0.0.1', loopback)).toBe('198.51.100.1');
    const chain = trustedProxiesFrom('127.0.0.1, 10.0.0.0/8');
    expect(clientAddressFrom('6.6.6.6, 198.51.100.1, 10.0.0.2', '127.0.0.1', chain)).toBe('198.51.100.1');
    expect(clientAddressFrom('6.6.6.6, not-an-address, 10.0.0.2', '127.0.0.1', chain)).toBe('10.0.0.2');
    expect(clientAddressFrom(undefined, '127.0.0.1', loopback)).toBe('127.0.0.1');
  });

  it('takes the first entry of an in-process call (no socket), which the storefront has resolved', () => {
    expect(clientAddressFrom('198.51.100.1, 10.0.0.1', undefined, loopback)).toBe('198.51.100.1');
    expect(clientAddressFrom(undefined, undefined, loopback)).toBeUndefined();
  });

  it("replaces the storefront's incoming X-Forwarded-For with the one address it believes", () => {
    const request = (peer: string, forwardedFor?: string) =>
      ({ headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}, socket: { remoteAddress: peer } }) as unknown as IncomingMessage;
    const direct = request('203.0.113.9', '198.51.100.1');
    resolveForwardedFor(direct, loopback);
    expect(direct.headers['x-forwarded-for']).toBe('203.0.113.9');
    const viaNginx = request('127.0.0.1', '6.6.6.6, 198.51.100.1');
    resolveForwardedFor(viaNginx, loopback);
    expect(viaNginx.headers['x-forwarded-for']).toBe('198.51.100.1');
    const noSocket = { headers: {}, socket: {} } as unknown as IncomingMessage;
    resolveForwardedFor(noSocket, loopback);
    expect(noSocket.headers['x-forwarded-for']).toBe('unknown');
  });
});
