'use client';

import Link from '@/components/ui/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { readPendingProduct } from '@/modules/checkout/pending-product';
import { greetsAfterSignIn, signedInDestination } from '@/lib/session/after-sign-in';
import { safeNextPath } from '@/lib/session/safe-next';
import { storeCall } from '@/lib/store/browser';
import { NETWORK_MESSAGE, SIGN_IN_FAILED_MESSAGE } from '@/lib/store/messages';
import { SIGN_IN_LIMITS } from '@/platform/shared/contract/field-limits';
import { AuthCard } from './auth-card';
import { useHydrated } from './use-hydrated';
import { FormAlert, FormField, PasswordField, primaryButtonClass } from '@/components/ui/form-field';
import { useSession } from '@/components/state/session-provider';
import { useLocationSearch } from '@/components/ui/use-location-search';
import { useLocalizedPath } from '@/components/ui/locale-context';
import { useAuthMessage } from './use-account-messages';
import { usePasswordToggle } from './use-password-toggle';

const NOTICES: Record<string, string> = {
  reset: 'Your password has been reset. Please sign in with your new password.',
  registered: 'Registration successful! Please sign in.',
};

/** A wrong password is the spec's message; a name locked for this address says how long to wait (the platform's). */
function signInRefusal(status: number, message: string): string {
  if (status === 401 || status === 400) return SIGN_IN_FAILED_MESSAGE;
  if (status === 429 && message) return message;
  return NETWORK_MESSAGE;
}

/** /login and /Login: username or email and password; returns to the previous location afterwards. */
export function LoginForm() {
  const hydrated = useHydrated();
  const router = useRouter();
  const session = useSession();
  const t = useTranslations('Auth.signIn');
  const message = useAuthMessage();
  const toggle = usePasswordToggle();
  // A Hindi page's shopper goes on to the Hindi page: '/' is '/hi', '/overview' '/hi/overview'; '/hi/…' stays.
  const localized = useLocalizedPath();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(false);
  const [error, setError] = useState('');
  const [missing, setMissing] = useState<{ username?: string; password?: string }>({});
  const [submitting, setSubmitting] = useState(false);
  const signedInHere = useRef(false);

  // The return target travels in the query (?next=…), as the proxy and Buy Now put it there.
  const query = () => new URLSearchParams(window.location.search);

  const search = useLocationSearch();
  const noticeKey = search === null ? undefined : Object.keys(NOTICES).find((key) => search.has(key));
  const notice = noticeKey ? NOTICES[noticeKey]! : '';

  useEffect(() => {
    if (!session.ready || !session.signedIn || signedInHere.current) return;
    router.replace(localized(signedInDestination(query().get('next'), readPendingProduct())));
  }, [session.ready, session.signedIn, router, localized]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (submitting) return;
    const empty = {
      username: username.trim() ? undefined : 'Please enter your username or email.',
      password: password ? undefined : 'Please enter your password.',
    };
    setMissing(empty);
    setError('');
    if (empty.username || empty.password) {
      (event.currentTarget as HTMLFormElement).querySelector<HTMLInputElement>(`[name="${empty.username ? 'username' : 'password'}"]`)?.focus();
      return;
    }
    setSubmitting(true);
    const result = await storeCall<{ name: string }>('/store/session', { body: { username: username.trim(), password } });
    if (!result.ok) {
      setSubmitting(false);
      setError(signInRefusal(result.status, result.message));
      return;
    }
    signedInHere.current = true;
    const destination = localized(safeNextPath(query().get('next')));
    // The checkout after a Buy Now is the shopper's next step: no greeting in front of it.
    session.refresh({ welcome: greetsAfterSignIn(destination) });
    router.replace(destination);
  }

  return (
    <AuthCard
      title={t('title')}
      subtitle={t('subtitle')}
      footer={
        <>
          {t('newHere')}{' '}
          <Link href="/register" className="font-semibold text-shop-primary underline-offset-2 hover:underline">
            {t('createAccount')}
          </Link>
        </>
      }
    >
      <form onSubmit={submit} noValidate className="space-y-4" method="post" data-hydrated={hydrated || undefined}>
        {notice && <FormAlert tone="success">{message(notice)}</FormAlert>}
        {error && <FormAlert>{message(error)}</FormAlert>}
        <FormField
          label={t('username')}
          name="username"
          autoComplete="username"
          value={username}
          maxLength={SIGN_IN_LIMITS.username}
          onChange={(e) => {
            setUsername(e.target.value);
            setMissing((m) => ({ ...m, username: undefined }));
          }}
          error={missing.username && message(missing.username)}
          required
          placeholder="you@example.com"
        />
        <PasswordField
          label={t('password')}
          name="password"
          autoComplete="current-password"
          value={password}
          maxLength={SIGN_IN_LIMITS.password}
          onChange={(e) => {
            setPassword(e.target.value);
            setMissing((m) => ({ ...m, password: undefined }));
          }}
          error={missing.password && message(missing.password)}
          toggleTexts={toggle(t('password'))}
          required
        />
        <div className="flex items-center justify-between gap-3 text-sm">
          <label className="flex min-h-11 items-center gap-2 text-gray-700">
            <input type="checkbox" checked={remember} onChange={(e) => setRemember(e.target.checked)} className="h-4 w-4 accent-shop-primary" />
            {t('rememberMe')}
          </label>
          <Link href="/forgot-password" className="font-semibold text-shop-primary underline-offset-2 hover:underline">
            {t('forgotPassword')}
          </Link>
        </div>
        <button type="submit" disabled={submitting} className={primaryButtonClass}>
          {submitting ? t('submitting') : t('submit')}
        </button>
      </form>
    </AuthCard>
  );
}
