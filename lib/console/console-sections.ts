import type { ConsoleRole } from '@/platform/contract/console-auth';

/** The console's sections in navigation order; `operatorsOnly` sections are the platform's own (issue: catalogue). */
const SECTIONS = [
  { href: '/admin', label: 'Dashboard' },
  { href: '/admin/orders', label: 'Orders' },
  { href: '/admin/prices', label: 'Prices' },
  { href: '/admin/sections', label: 'Home sections' },
  { href: '/admin/banners', label: 'Banners' },
  { href: '/admin/branding', label: 'Branding' },
  { href: '/admin/team', label: 'Team' },
] as const;

export function consoleSections(_role: ConsoleRole): { href: string; label: string }[] {
  return [...SECTIONS];
}
