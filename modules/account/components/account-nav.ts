import type { IconName } from '@/components/ui/account-icons';

/** The account area's side menu, in the spec's order. */
export const ACCOUNT_MENU: ReadonlyArray<{ label: string; href: string; icon: IconName; also?: string[] }> = [
  { label: 'Overview', href: '/overview', icon: 'overview' },
  { label: 'My Orders', href: '/your-orders', icon: 'orders', also: ['/track', '/cancellation-form', '/order-cancelled'] },
  { label: 'Wishlist', href: '/wishlist', icon: 'wishlist' },
  { label: 'Account Settings', href: '/UserProfile', icon: 'settings', also: ['/account-settings'] },
  { label: 'Saved Addresses', href: '/your-address', icon: 'addresses', also: ['/address-form'] },
  { label: 'Help Center', href: '/CustomerSupport', icon: 'help' },
  { label: 'Logout', href: '/logout', icon: 'logout' },
];

/** The bottom bar on phones. */
export const ACCOUNT_BOTTOM_BAR: ReadonlyArray<{ label: string; href: string; icon: IconName; also?: string[] }> = [
  { label: 'Home', href: '/', icon: 'home' },
  { label: 'Orders', href: '/your-orders', icon: 'orders' },
  { label: 'Wishlist', href: '/wishlist', icon: 'wishlist' },
  { label: 'Account', href: '/overview', icon: 'account', also: ['/UserProfile', '/account-settings', '/your-address', '/address-form'] },
];

export function isCurrent(pathname: string, item: { href: string; also?: string[] }): boolean {
  return pathname === item.href || (item.also ?? []).includes(pathname);
}
