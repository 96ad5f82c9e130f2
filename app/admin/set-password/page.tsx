import type { Metadata } from 'next';
import { PasswordLinkScreen } from '@/modules/console/auth/components/password-link-screen';
import { consoleAdmin } from '@/modules/console/shell/server/console-session';
import { livePasswordLink } from '@/modules/console/auth/server/password-link';

export const metadata: Metadata = { title: 'Choose your password' };

interface Props {
  searchParams: Promise<{ token?: string | string[] }>;
}

/** The invited admin's page (public, from the mailed link): choose a password, then straight into the console. */
export default async function ConsoleSetPasswordPage({ searchParams }: Props) {
  const link = await livePasswordLink((await searchParams).token);
  // Signed in already (another account of the shop): the console's layout has the page's main landmark.
  return <PasswordLinkScreen link={link} kind="invite" Landmark={(await consoleAdmin()) ? 'div' : 'main'} />;
}
