import type { Metadata } from 'next';
import { redirect } from 'next/navigation';
import { ConsoleSignInForm } from '@/modules/console/auth/components/sign-in-form';
import { getShop } from '@/lib/platform/server/catalogue';
import { currentHost } from '@/lib/platform/server/request-host';
import { consoleAdmin } from '@/modules/console/shell/server/console-session';
import { CONSOLE_PREFIX } from '@/lib/routes.mjs';
import { CONSOLE_RESET_DONE } from '@/platform/shops/contract/console-password';

export const metadata: Metadata = { title: 'Sign in' };

interface Props {
  searchParams: Promise<{ next?: string | string[]; expired?: string | string[]; reset?: string | string[] }>;
}

/** The console's sign-in for this host's shop; a signed-in admin goes straight on. */
export default async function ConsoleSignInPage({ searchParams }: Props) {
  const { next, expired, reset } = await searchParams;
  const target = typeof next === 'string' ? next : CONSOLE_PREFIX;
  if (await consoleAdmin()) redirect(target.startsWith(CONSOLE_PREFIX) ? target : CONSOLE_PREFIX);
  const shop = await getShop(await currentHost());
  return (
    <main id="console-main" className="mx-auto flex min-h-screen max-w-sm flex-col justify-center px-4 py-10">
      <h1 className="text-2xl font-bold">{shop ? `${shop.name} console` : 'Shop console'}</h1>
      <p className="mt-1 mb-6 text-sm text-gray-600">Sign in to manage orders, prices and how your shop looks.</p>
      <ConsoleSignInForm
        next={target}
        notice={reset ? CONSOLE_RESET_DONE : expired ? 'Your console session has ended. Please sign in again.' : undefined}
      />
    </main>
  );
}
