import type { Metadata } from 'next';
import { PasswordLinkScreen } from '@/modules/console/auth/components/password-link-screen';
import { consoleAdmin } from '@/modules/console/shell/server/console-session';
import { livePasswordLink } from '@/modules/console/auth/server/password-link';

export const metadata: Metadata = { title: 'Choose a new password' };

interface Props {
  searchParams: Promise<{ token?: string | string[] }>;
}

/** A console account's reset page (public, from the mailed link): a new password, then the sign-in page. */
export default async function ConsoleResetPage({ searchParams }: Props) {
  const link = await livePasswordLink((await searchParams).token);
  // Signed in already (say in another tab): the console's layout has the page's main landmark.
  return <PasswordLinkScreen link={link} kind="reset" Landmark={(await consoleAdmin()) ? 'div' : 'main'} />;
}
