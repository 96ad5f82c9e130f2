import { describe, expect, it } from 'vitest';
import { storefrontConfigFrom } from './storefront-config';

describe('the storefront’s settings', () => {
  it('takes an empty value as unset', () => {
    expect(storefrontConfigFrom({ PUBLIC_URL_SCHEME: '', PLATFORM_API_URL: '', PLATFORM_ADMIN_KEY: '' })).toEqual({
      publicUrlScheme: undefined,
      platformApiUrl: undefined,
      platformAdminKey: undefined,
    });
  });

  it('reads the scheme and the remote platform, without its trailing slash', () => {
    expect(storefrontConfigFrom({ PUBLIC_URL_SCHEME: 'https', PLATFORM_API_URL: 'http://platform:4000/', PLATFORM_ADMIN_KEY: 'k' })).toEqual({
      publicUrlScheme: 'https',
      platformApiUrl: 'http://platform:4000',
      platformAdminKey: 'k',
    });
  });

  it('stops on a wrong value, naming the variable', () => {
    expect(() => storefrontConfigFrom({ PUBLIC_URL_SCHEME: 'HTTPS' })).toThrow('PUBLIC_URL_SCHEME must be "http" or "https" (got "HTTPS")');
    expect(() => storefrontConfigFrom({ PLATFORM_API_URL: 'platform:4000' })).toThrow(
      'PLATFORM_API_URL must be a URL starting with http:// or https://',
    );
  });
});
