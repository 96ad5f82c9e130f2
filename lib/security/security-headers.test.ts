import { NextRequest } from 'next/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { proxy } from '@/proxy';
import { consolePolicy, reachedOverHttps, storefrontPolicy } from './security-headers.mjs';

const nonceIn = (policy: string | null) => /'nonce-([^']+)'/.exec(policy ?? '')?.[1];

describe('the policies', () => {
  const scripts = (policy: string) => policy.split('; ').find((directive) => directive.startsWith('script-src '));

  it('allow inline scripts through the nonce when there is one, else through unsafe-inline', () => {
    expect(scripts(storefrontPolicy())).toBe(
      "script-src 'self' 'unsafe-inline' https://checkout.razorpay.com https://checkout-static-next.razorpay.com",
    );
    expect(scripts(storefrontPolicy('abc'))).toBe(
      "script-src 'self' 'nonce-abc' https://checkout.razorpay.com https://checkout-static-next.razorpay.com",
    );
    expect(scripts(consolePolicy('abc'))).toBe("script-src 'self' 'nonce-abc'");
    expect(consolePolicy('abc')).not.toMatch(/razorpay|youtube/);
  });

  afterEach(() => vi.unstubAllEnvs());

  it('allow eval under `next dev` alone, for React’s debugging', () => {
    expect(storefrontPolicy()).not.toContain('unsafe-eval');
    vi.stubEnv('NODE_ENV', 'development');
    expect(scripts(consolePolicy('abc'))).toBe("script-src 'self' 'nonce-abc' 'unsafe-eval'");
  });
});

describe('HSTS', () => {
  it('is earned by PUBLIC_URL_SCHEME=https, else by the proxy’s X-Forwarded-Proto', () => {
    expect(reachedOverHttps('https', undefined)).toBe(true);
    expect(reachedOverHttps('http', 'https')).toBe(false);
    expect(reachedOverHttps(undefined, 'HTTPS, http')).toBe(true);
    expect(reachedOverHttps(undefined, 'http')).toBe(false);
    expect(reachedOverHttps(undefined, undefined)).toBe(false);
  });
});

describe('the proxy', () => {
  const visit = (path: string, cookie: string) => proxy(new NextRequest(`http://localhost:3000${path}`, { headers: { cookie } }));

  it('gives the checkout and the console a policy with a fresh nonce, and Next.js the same policy on the request', async () => {
    const first = await visit('/checkout2', 'user_token=t');
    const second = await visit('/checkout2', 'user_token=t');
    const nonce = nonceIn(first.headers.get('content-security-policy'));
    expect(nonce).toMatch(/^[A-Za-z0-9+/]{22}==$/);
    expect(nonceIn(second.headers.get('content-security-policy'))).not.toBe(nonce);
    expect(first.headers.get('x-middleware-request-content-security-policy')).toBe(first.headers.get('content-security-policy'));
    const console = await visit('/admin/orders', 'console_session=s');
    expect(console.headers.get('content-security-policy')).toBe(consolePolicy(nonceIn(console.headers.get('content-security-policy'))));
  });

  it('leaves the other screens it runs on to next.config.mjs’s policy', async () => {
    expect((await visit('/your-orders', 'user_token=t')).headers.get('content-security-policy')).toBeNull();
    expect((await visit('/checkout2', '')).headers.get('location')).toContain('/login?next=%2Fcheckout2');
  });
});
