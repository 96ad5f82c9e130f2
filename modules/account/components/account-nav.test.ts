import { describe, expect, it } from 'vitest';
import { ACCOUNT_BOTTOM_BAR, ACCOUNT_MENU, isCurrent } from './account-nav';

const item = (href: string) => [...ACCOUNT_MENU, ...ACCOUNT_BOTTOM_BAR].find((entry) => entry.href === href)!;

describe('isCurrent', () => {
  it('knows the page in English, under /hi and as rendered on the server', () => {
    for (const path of ['/overview', '/hi/overview', '/site/hi~localhost%3A3000/overview', '/site/localhost%3A3000/overview']) {
      expect(isCurrent(path, item('/overview')), path).toBe(true);
    }
    expect(
      isCurrent(
        '/hi/address-form',
        ACCOUNT_MENU.find((entry) => entry.key === 'addresses')!,
      ),
    ).toBe(true);
    expect(
      isCurrent(
        '/hi',
        ACCOUNT_BOTTOM_BAR.find((entry) => entry.key === 'home')!,
      ),
    ).toBe(true);
    expect(isCurrent('/hi/your-address', item('/overview'))).toBe(false);
  });
});
