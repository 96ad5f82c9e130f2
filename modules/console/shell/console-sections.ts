import type { ConsoleRole } from '@/platform/shops/contract/console-auth';

/** The console's sections in navigation order; the catalogue is the platform's own, so only its operators see it. */
const SECTIONS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/prices', label: 'Prices' },
  { href: '/admin/coupons', label: 'Coupons' },
  { href: '/admin/delivery', label: 'Delivery' },
  { href: '/admin/sections', label: 'Home sections' },
  { href: '/admin/banners', label: 'Banners' },
  { href: '/admin/branding', label: 'Branding' },
  { href: '/admin/team', label: 'Team' },
  { href: '/admin/catalogue', label: 'Catalogue', operatorsOnly: true },
] as const;

export function consoleSections(role: ConsoleRole): { href: string; label: string }[] {
  return SECTIONS.filter((section) => !('operatorsOnly' in section) || role === 'operator').map(({ href, label }) => ({ href, label }));
}
