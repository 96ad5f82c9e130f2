import type { Messages } from 'next-intl';
import type { IconName } from '@/components/ui/account-icons';
import { publicPath } from '@/modules/shell/chrome-visibility';

export type MenuKey = keyof Messages['Account']['menu'];
export type BottomBarKey = keyof Messages['Account']['bottomBar'];

/** The account area's side menu, in the spec's order; `key` names its label in the Account catalogue (menu). */
export const ACCOUNT_MENU: ReadonlyArray<{ key: MenuKey; href: string; icon: IconName; also?: string[] }> = [
  { key: 'overview', href: '/overview', icon: 'overview' },
  { key: 'orders', href: '/your-orders', icon: 'orders', also: ['/track', '/cancellation-form', '/order-cancelled'] },
  { key: 'wishlist', href: '/wishlist', icon: 'wishlist' },
  { key: 'settings', href: '/UserProfile', icon: 'settings', also: ['/account-settings'] },
  { key: 'addresses', href: '/your-address', icon: 'addresses', also: ['/address-form'] },
  { key: 'help', href: '/CustomerSupport', icon: 'help' },
  { key: 'logout', href: '/logout', icon: 'logout' },
];

/** The bottom bar on phones; `key` names its label in the Account catalogue (bottomBar). */
export const ACCOUNT_BOTTOM_BAR: ReadonlyArray<{ key: BottomBarKey; href: string; icon: IconName; also?: string[] }> = [
  { key: 'home', href: '/', icon: 'home' },
  { key: 'orders', href: '/your-orders', icon: 'orders' },
  { key: 'wishlist', href: '/wishlist', icon: 'wishlist' },
  { key: 'account', href: '/overview', icon: 'account', also: ['/UserProfile', '/account-settings', '/your-address', '/address-form'] },
];

/**
 * Whether an item is the page shown. The path may be the browser's ('/hi/overview' on a Hindi page) or the one
 * rendered on the server ('/site/hi~{host}/overview'): both are compared as the English path.
 */
export function isCurrent(pathname: string, item: { href: string; also?: string[] }): boolean {
  const path = publicPath(pathname);
  return path === item.href || (item.also ?? []).includes(path);
}
