'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { storeCall } from '@/lib/store/browser';
import { NETWORK_MESSAGE } from '@/lib/store/messages';
import { AuthCard } from './auth-card';
import { useAuthMessage } from './use-account-messages';
import { FormAlert, primaryButtonClass } from '@/components/ui/form-field';
import { useSession } from '@/components/state/session-provider';

/**
 * /logout (and /hi/logout): the user name, a Logout button, then 'You are logged out' and a link back to sign in,
 * which leads to the sign-in of the page's language.
 */
export function LogoutScreen() {
  const router = useRouter();
  const session = useSession();
  const t = useTranslations('Auth.logout');
  const message = useAuthMessage();
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const shownName = session.name || name;
  const loggedOut = session.ready && !session.signedIn;

  async function logout() {
    setBusy(true);
    setName(session.name);
    const result = await storeCall('/store/session/sign-out', { body: {} });
    setBusy(false);
    if (!result.ok) return setError(message(NETWORK_MESSAGE));
    session.refresh();
    router.refresh();
  }

  return (
    <AuthCard
      title={loggedOut ? t('loggedOut') : t('title')}
      subtitle={shownName ? <span className="font-semibold text-gray-900">{shownName}</span> : undefined}
    >
      <div className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        {loggedOut ? (
          <>
            <p className="text-center text-gray-600">{t('thanks')}</p>
            <Link href="/login" className={primaryButtonClass}>
              {t('logInAgain')}
            </Link>
          </>
        ) : (
          <>
            <p className="text-center text-gray-600">{t('kept')}</p>
            <button type="button" onClick={logout} disabled={busy || !session.ready} className={primaryButtonClass}>
              {busy ? t('submitting') : t('submit')}
            </button>
            <Link href="/overview" className="block min-h-11 py-2 text-center text-sm font-semibold text-gray-600 hover:text-gray-900">
              {t('backToAccount')}
            </Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}
