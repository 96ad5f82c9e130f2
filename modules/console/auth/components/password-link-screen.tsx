import Link from 'next/link';
import type { PasswordLink } from '@/modules/console/auth/server/password-link';
import { CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';
import { SetPasswordForm } from './set-password-form';

const TEXT = {
  invite: {
    title: 'Choose your password',
    invalid: 'It has expired or has already been used. Ask an owner of the shop to invite you again, or sign in if you have chosen your password.',
  },
  reset: {
    title: 'Choose a new password',
    invalid: 'It has expired or has already been used. Ask for a new link, or sign in if you have changed your password.',
  },
};

/** The page a mailed set-password link opens: the form for a live link, what to do instead for a dead one. */
export function PasswordLinkScreen({ link, kind, Landmark }: { link: PasswordLink | null; kind: 'invite' | 'reset'; Landmark: 'main' | 'div' }) {
  const text = TEXT[kind];
  return (
    <Landmark id="console-main" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-10">
      {link ? (
        <>
          <h1 className="text-2xl font-bold">{text.title}</h1>
          <p className="mt-1 mb-6 text-sm text-gray-600">
            For <strong className="font-semibold text-gray-900">{link.email}</strong> at {link.shopName}. You sign in with this email.
          </p>
          <SetPasswordForm token={link.token} email={link.email} reset={kind === 'reset'} />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">This link does not work</h1>
          <p role="status" className="mt-2 text-sm text-gray-700">
            {text.invalid}
          </p>
          <div className="mt-6 flex flex-wrap gap-x-6 gap-y-2">
            {kind === 'reset' && (
              <Link href="/admin/forgot-password" className="text-indigo-700 underline">
                Send a new link
              </Link>
            )}
            <Link href={CONSOLE_SIGN_IN_PATH} className="text-indigo-700 underline">
              Go to sign in
            </Link>
          </div>
        </>
      )}
    </Landmark>
  );
}
