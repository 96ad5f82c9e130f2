import { describe, expect, it } from 'vitest';
import { serverSettingsFrom } from './server-settings.mjs';

describe('the server settings', () => {
  it('default when unset or empty', () => {
    const settings = serverSettingsFrom({ PORT: '', MICRO_CACHE_MS: '', TRUSTED_PROXIES: '' });
    expect(settings).toEqual({
      port: 3000,
      microCacheMs: 5000,
      hostname: undefined,
      accessLog: true,
      redisUrl: undefined,
      trustedProxies: expect.anything(),
    });
    expect([settings.trustedProxies.check('127.0.0.1'), settings.trustedProxies.check('203.0.113.9')]).toEqual([true, false]);
  });

  it('read TRUSTED_PROXIES, and refuse an entry that is no address or range', () => {
    expect(serverSettingsFrom({ TRUSTED_PROXIES: '10.0.0.0/8' }).trustedProxies.check('10.1.1.1')).toBe(true);
    expect(() => serverSettingsFrom({ TRUSTED_PROXIES: 'nginx.local' })).toThrow('TRUSTED_PROXIES must be addresses or CIDR ranges');
  });

  it('read what is set', () => {
    const settings = serverSettingsFrom({ PORT: '8080', MICRO_CACHE_MS: '0', ACCESS_LOG: 'false', REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(settings).toMatchObject({ port: 8080, microCacheMs: 0, accessLog: false, redisUrl: 'redis://127.0.0.1:6379' });
  });

  it('name every wrong value, and never repeat a URL', () => {
    expect(() => serverSettingsFrom({ PORT: 'abc', MICRO_CACHE_MS: '-5', ACCESS_LOG: 'maybe', REDIS_URL: 'http://user:secret@cache' })).toThrow(
      [
        'Invalid settings:',
        '  PORT must be a whole number (got "abc")',
        '  MICRO_CACHE_MS must be a whole number (got "-5")',
        '  ACCESS_LOG must be 0, 1, true or false',
        '  REDIS_URL must start with redis:// or rediss://',
      ].join('\n'),
    );
    expect(() => serverSettingsFrom({ PORT: '70000' })).toThrow('PORT must be between 1 and 65535');
  });
});
