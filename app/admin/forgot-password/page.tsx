import type { Metadata } from 'next';
import Link from 'next/link';
import { ConsoleForgotPasswordForm } from '@/modules/console/auth/components/forgot-password-form';
import { getShop } from '@/lib/platform/server/catalogue';
import { currentHost } from '@/lib/platform/server/request-host';
import { CONSOLE_SIGN_IN_PATH } from '@/lib/routes.mjs';

export const metadata: Metadata = { title: 'Forgot password' };

/** "Forgot password?" from the console's sign-in: a link to choose a new password, mailed to the account's email. */
export default async function ConsoleForgotPasswordPage() {
  const shop = await getShop(await currentHost());
  return (
    <main id="console-main" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-10">
      <h1 className="text-2xl font-bold">Forgot your password?</h1>
      <p className="mt-1 mb-6 text-sm text-gray-600">
        Enter the email you sign in to the {shop ? `${shop.name} ` : ''}console with. We will mail you a link to choose a new password.
      </p>
      <ConsoleForgotPasswordForm />
      <Link href={CONSOLE_SIGN_IN_PATH} className="mt-4 inline-flex min-h-11 items-center self-start text-sm text-indigo-700 underline">
        Back to sign in
      </Link>
    </main>
  );
}
