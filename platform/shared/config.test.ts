import { describe, expect, it } from 'vitest';
import { configFromEnv } from './config';

/** The message configFromEnv stops the start with, or null when the settings are accepted. */
function refusal(env: Record<string, string>): string | null {
  try {
    configFromEnv(env);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the platform’s settings', () => {
  it('takes an empty value as unset, as .env.example leaves them', () => {
    const config = configFromEnv({ DATABASE_URL: '', DEMO_PRODUCTS: '', DATABASE_POOL_SIZE: '', PLATFORM_PORT: ' ', SEED_DEMO: '', SMTP_URL: '' });
    expect(config).toMatchObject({ databaseUrl: undefined, demoProducts: 400, databasePoolSize: 10, port: 4000, demoMode: true, smtpUrl: undefined });
  });

  it('reads numbers, choices and URLs', () => {
    const config = configFromEnv({
      DATABASE_URL: 'postgres://shop@db.example:5432/shop',
      DATABASE_SCHEMA: 'staging_2',
      DEMO_PRODUCTS: '60',
      DATABASE_POOL_SIZE: '25',
      PLATFORM_PORT: '4100',
      SEED_DEMO: 'true',
      SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
      RAZORPAY_KEY_ID: 'rzp_live_x',
      RAZORPAY_KEY_SECRET: 'secret',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://shop@db.example:5432/shop',
      databaseSchema: 'staging_2',
      demoProducts: 60,
      databasePoolSize: 25,
      port: 4100,
      demoMode: true,
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      razorpay: { keyId: 'rzp_live_x', keySecret: 'secret', webhookSecret: '' },
    });
  });

  it('stops on a number that is not one, naming the variable and the value', () => {
    expect(refusal({ DEMO_PRODUCTS: 'abc' })).toContain('DEMO_PRODUCTS must be a whole number (got "abc")');
    expect(refusal({ DATABASE_POOL_SIZE: '2.5' })).toContain('DATABASE_POOL_SIZE must be a whole number (got "2.5")');
    expect(refusal({ PLATFORM_PORT: '70000' })).toContain('PLATFORM_PORT must be between 1 and 65535 (got "70000")');
    expect(refusal({ DEMO_PRODUCTS: '0' })).toContain('DEMO_PRODUCTS must be between 1 and 1000000 (got "0")');
  });

  it('stops on a choice it does not know', () => {
    expect(refusal({ SEED_DEMO: 'yes' })).toContain('SEED_DEMO must be "true" or "false" (got "yes")');
  });

  it('stops on a URL of the wrong kind without repeating it (it may hold a password)', () => {
    const message = refusal({ DATABASE_URL: 'mysql://root:hunter2@db/shop' });
    expect(message).toContain('DATABASE_URL must be a URL starting with postgres:// or postgresql:// or socket:// (it starts with mysql://)');
    expect(message).not.toContain('hunter2');
    expect(refusal({ SMTP_URL: 'smtp.example.com' })).toContain('SMTP_URL must be a URL starting with smtp:// or smtps://');
  });

  it('stops on a schema name PostgreSQL would need quoting for', () => {
    expect(refusal({ DATABASE_SCHEMA: 'Shop-1' })).toContain('DATABASE_SCHEMA must be lower-case letters, digits and underscores');
  });

  it('stops on one Razorpay key without the other', () => {
    expect(refusal({ RAZORPAY_KEY_ID: 'rzp_live_x' })).toContain('RAZORPAY_KEY_SECRET must be set too');
    expect(refusal({ RAZORPAY_KEY_SECRET: 'secret' })).toContain('RAZORPAY_KEY_ID must be set too');
  });

  it('needs a PLATFORM_ADMIN_KEY of at least 32 characters outside demo mode, and takes a short one in demo mode', () => {
    const production = { DATABASE_URL: 'postgres://db.example/shop' };
    expect(refusal({ ...production, PLATFORM_ADMIN_KEY: 'abcdef' })).toContain(
      'PLATFORM_ADMIN_KEY must be at least 32 random characters outside demo mode',
    );
    expect(refusal({ ...production, PLATFORM_ADMIN_KEY: 'a'.repeat(31) })).toContain('PLATFORM_ADMIN_KEY');
    expect(configFromEnv({ ...production, PLATFORM_ADMIN_KEY: 'k'.repeat(32) }).adminKey).toBe('k'.repeat(32));
    expect(configFromEnv({ ...production }).adminKey).toBeUndefined();
    // The e2e runs (demo mode, the embedded database or SEED_DEMO=true) keep their short key.
    expect(configFromEnv({ PLATFORM_ADMIN_KEY: 'e2e-admin-key' }).adminKey).toBe('e2e-admin-key');
    expect(configFromEnv({ ...production, SEED_DEMO: 'true', PLATFORM_ADMIN_KEY: 'e2e-admin-key' }).adminKey).toBe('e2e-admin-key');
  });

  it('reads TRUSTED_PROXIES (loopback when unset) and stops on an entry that is no address or range', () => {
    expect(configFromEnv({}).trustedProxies.check('127.0.0.1')).toBe(true);
    const listed = configFromEnv({ TRUSTED_PROXIES: '10.0.0.0/8' }).trustedProxies;
    expect([listed.check('10.2.3.4'), listed.check('127.0.0.1')]).toEqual([true, false]);
    expect(refusal({ TRUSTED_PROXIES: '10.0.0.0/8 nginx' })).toContain('TRUSTED_PROXIES must be addresses or CIDR ranges');
  });

  it('names every wrong variable at once', () => {
    const message = refusal({ DEMO_PRODUCTS: 'many', SEED_DEMO: 'on' });
    expect(message).toContain('DEMO_PRODUCTS');
    expect(message).toContain('SEED_DEMO');
  });
});
