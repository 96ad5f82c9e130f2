'use client';

import Link from '@/components/ui/link';
import { useTranslations } from 'next-intl';
import { signInHref } from '@/lib/session/safe-next';

/**
 * The spec's message when the platform no longer accepts the shopper's token (the cookies are already gone). Shown
 * only in the browser, so the page's address is there: Log in comes back to it.
 */
export function SessionExpiredNotice({ onClose }: { onClose: () => void }) {
  const t = useTranslations('Auth.session');
  return (
    <div
      role="alert"
      className="fixed inset-x-0 top-4 z-[90] mx-auto flex w-[min(28rem,calc(100vw-2rem))] items-center gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-sm text-amber-900 shadow-lg"
    >
      <p className="flex-1 font-medium">{t('sessionExpired')}</p>
      <Link
        href={signInHref(window.location.pathname + window.location.search)}
        onClick={onClose}
        className="rounded-lg bg-amber-900 px-3 py-2 font-semibold text-white focus-visible:outline-2 focus-visible:outline-offset-2"
      >
        {t('logIn')}
      </Link>
      <button type="button" onClick={onClose} aria-label={t('dismiss')} className="-m-1 rounded p-2 text-lg leading-none focus-visible:outline-2">
        ×
      </button>
    </div>
  );
}
