import type { Metadata } from 'next';
import { ChangePasswordForm } from '@/modules/console/auth/components/change-password-form';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';

export const metadata: Metadata = { title: 'Your password' };

/** The signed-in account's own password (any role); changing it signs out the account's other sessions. */
export default async function ConsolePasswordPage() {
  const admin = await requireConsoleAdmin();
  return (
    <div className="max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Your password</h1>
        <p className="mt-1 text-sm text-gray-600">
          For <strong className="font-semibold text-gray-900">{admin.email}</strong>. Changing it signs you out everywhere else; you stay signed in
          here.
        </p>
      </div>
      <ChangePasswordForm email={admin.email} />
    </div>
  );
}
