import type { Metadata } from 'next';
import { InviteForm, TeamList } from '@/modules/console/team/components/team-list';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';

export const metadata: Metadata = { title: 'Team' };

/** Who can sign in to the shop's console; owners invite and remove admins. */
export default async function ConsoleTeamPage() {
  await requireConsoleAdmin();
  const { members, canManage } = await consoleCall('consoleTeam');
  return (
    <div className="max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Team</h1>
        <p className="mt-1 text-sm text-gray-600">
          {canManage ? 'The owners and admins of your shop.' : 'The owners and admins of your shop. Only an owner can invite or remove people.'}
        </p>
      </div>
      <TeamList members={members} canManage={canManage} />
      {canManage && <InviteForm />}
    </div>
  );
}
