'use client';

import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { nameFromEmail } from '@/modules/account/display-name';
import { Icon, type IconName } from '@/components/ui/account-icons';
import { useSession } from '@/components/state/session-provider';

/** The tiles; `key` names their title and text in the Account catalogue (overview.{key}Title, overview.{key}Text). */
const TILES: ReadonlyArray<{ key: 'orders' | 'wishlist' | 'addresses' | 'support' | 'settings'; href: string; icon: IconName }> = [
  { key: 'orders', href: '/your-orders', icon: 'orders' },
  { key: 'wishlist', href: '/wishlist', icon: 'wishlist' },
  { key: 'addresses', href: '/your-address', icon: 'addresses' },
  { key: 'support', href: '/CustomerSupport', icon: 'help' },
  { key: 'settings', href: '/account-settings', icon: 'settings' },
];

/** /overview: a welcome with the name from the email, and the five tiles. */
export function AccountOverview() {
  const { ready, email } = useSession();
  const t = useTranslations('Account.overview');
  const name = nameFromEmail(email);
  return (
    <div>
      <div className="mb-6 rounded-xl bg-gradient-to-r from-shop-primary to-shop-primary/80 p-5 text-white shadow-sm">
        {ready ? (
          <>
            <p className="text-lg font-semibold">{t('welcome', { name: name || t('shopper') })}</p>
            <p className="text-sm text-white/90">{email}</p>
          </>
        ) : (
          <div aria-hidden="true" className="space-y-2">
            <div className="h-6 w-40 animate-pulse rounded bg-white/30" />
            <div className="h-4 w-56 animate-pulse rounded bg-white/30" />
          </div>
        )}
      </div>
      <ul aria-label={t('tiles')} className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {TILES.map((tile) => (
          <li key={tile.key}>
            <Link
              href={tile.href}
              className="flex h-full min-h-28 items-start gap-4 rounded-xl border border-gray-100 bg-white p-5 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md focus-visible:outline-2 focus-visible:outline-shop-primary"
            >
              <span className="rounded-lg bg-shop-primary/10 p-2.5 text-shop-primary">
                <Icon name={tile.icon} />
              </span>
              <span>
                <span className="block font-semibold text-gray-900">{t(`${tile.key}Title`)}</span>
                <span className="mt-0.5 block text-sm text-gray-600">{t(`${tile.key}Text`)}</span>
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
