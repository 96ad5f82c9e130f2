'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { storeCall } from '@/lib/store/browser';
import { AuthCard } from './auth-card';
import { FormAlert, primaryButtonClass } from '@/components/ui/form-field';
import { useSession } from '@/components/state/session-provider';

/** /logout: the user name, a Logout button, then 'You are logged out' and a link back to sign in. */
export function LogoutScreen() {
  const router = useRouter();
  const session = useSession();
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
    if (!result.ok) return setError('An error occurred. Please try again later.');
    session.refresh();
    router.refresh();
  }

  return (
    <AuthCard
      title={loggedOut ? 'You are logged out' : 'Log out'}
      subtitle={shownName ? <span className="font-semibold text-gray-900">{shownName}</span> : undefined}
    >
      <div className="space-y-4">
        {error && <FormAlert>{error}</FormAlert>}
        {loggedOut ? (
          <>
            <p className="text-center text-gray-600">Thank you for shopping with us. See you again soon!</p>
            <Link href="/login" className={primaryButtonClass}>
              Log in again
            </Link>
          </>
        ) : (
          <>
            <p className="text-center text-gray-600">Your cart and orders stay saved in your account for next time.</p>
            <button type="button" onClick={logout} disabled={busy || !session.ready} className={primaryButtonClass}>
              {busy ? 'Logging out...' : 'Logout'}
            </button>
            <Link href="/overview" className="block min-h-11 py-2 text-center text-sm font-semibold text-gray-600 hover:text-gray-900">
              Back to my account
            </Link>
          </>
        )}
      </div>
    </AuthCard>
  );
}
