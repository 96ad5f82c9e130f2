import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { SetPasswordForm } from '@/components/console/set-password-form';
import { callPlatform, PlatformError } from '@/lib/platform/client';
import { currentHost } from '@/lib/platform/request-host';
import { CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';
import { consoleAdmin } from '@/lib/console/console-session';

export const metadata: Metadata = { title: 'Choose your password' };

interface Props {
  searchParams: Promise<{ token?: string | string[] }>;
}

/** The invited admin's page (public, from the mailed link): choose a password, then straight into the console. */
export default async function ConsoleSetPasswordPage({ searchParams }: Props) {
  const { token: raw } = await searchParams;
  const token = typeof raw === 'string' ? raw.trim() : '';
  const link = token
    ? await callPlatform('consolePasswordLink', { host: await currentHost(), query: { token } }).catch((error: unknown) => {
        if (error instanceof PlatformError && error.status === 400) return null;
        // No shop answers on this host.
        if (error instanceof PlatformError && error.status === 404) notFound();
        throw error;
      })
    : null;
  // Signed in already (another account of the shop): the console's layout has the page's main landmark.
  const Landmark = (await consoleAdmin()) ? 'div' : 'main';
  return (
    <Landmark id="console-main" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-10">
      {link ? (
        <>
          <h1 className="text-2xl font-bold">Choose your password</h1>
          <p className="mt-1 mb-6 text-sm text-gray-600">
            For <strong className="font-semibold text-gray-900">{link.email}</strong> at {link.shopName}. You sign in with this email.
          </p>
          <SetPasswordForm token={token} email={link.email} />
        </>
      ) : (
        <>
          <h1 className="text-2xl font-bold">This link does not work</h1>
          <p role="status" className="mt-2 text-sm text-gray-700">
            It has expired or has already been used. Ask an owner of the shop to invite you again, or sign in if you have chosen your password.
          </p>
          <Link href={CONSOLE_SIGN_IN_PATH} className="mt-6 text-indigo-700 underline">
            Go to sign in
          </Link>
        </>
      )}
    </Landmark>
  );
}
