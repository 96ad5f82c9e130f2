import { describe, expect, it } from 'vitest';
import { serverSettingsFrom } from './server-settings.mjs';

describe('the server settings', () => {
  it('default when unset or empty', () => {
    expect(serverSettingsFrom({ PORT: '', MICRO_CACHE_MS: '' })).toEqual({
      port: 3000,
      microCacheMs: 5000,
      hostname: undefined,
      accessLog: true,
      redisUrl: undefined,
    });
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
