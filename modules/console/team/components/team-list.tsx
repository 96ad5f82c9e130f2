'use client';

import { useActionState, type FormEvent } from 'react';
import type { TeamMember } from '@/platform/shops/contract/console-team';
import { INVITE_LINK_HOURS } from '@/platform/shops/contract/console-team';
import { FormField } from '@/components/ui/form-field';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { inviteToTeam, removeFromTeam } from '@/modules/console/team/team-actions';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

function confirmRemove(member: TeamMember) {
  return (event: FormEvent<HTMLFormElement>) => {
    if (!window.confirm(`Remove ${member.email} from the shop? They are signed out at once and can no longer sign in.`)) event.preventDefault();
  };
}

/** The shop's owners and admins; owners may remove others (after a confirmation). */
export function TeamList({ members, canManage }: { members: TeamMember[]; canManage: boolean }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(removeFromTeam, null);
  return (
    <section aria-labelledby="team-title" className="rounded-xl border border-gray-200 bg-white p-3 md:p-4">
      <h2 id="team-title" className="text-base font-semibold text-gray-900">
        People who can sign in
      </h2>
      <ActionStatus state={state} className="mt-2" />
      <ul className="mt-2 divide-y divide-gray-100" data-testid="team-members">
        {members.map((member) => (
          <li key={member.id} className="flex flex-wrap items-center gap-3 py-3">
            <span className="min-w-0 flex-1">
              <span className="block truncate text-sm font-semibold text-gray-900">
                {member.name || member.email}
                {member.you && <span className="ml-1 font-normal text-gray-600">(you)</span>}
              </span>
              {member.name && <span className="block truncate text-xs text-gray-600">{member.email}</span>}
              <span className="mt-1 flex flex-wrap gap-1 text-xs">
                <span className="rounded bg-indigo-50 px-1.5 py-0.5 font-medium text-indigo-800 capitalize">{member.role}</span>
                {member.pending && <span className="rounded bg-amber-50 px-1.5 py-0.5 font-medium text-amber-900">Invited, no password yet</span>}
              </span>
            </span>
            {canManage && !member.you && (
              <form action={action} onSubmit={confirmRemove(member)}>
                <input type="hidden" name="id" value={member.id} />
                <ConsoleButton type="submit" tone="secondary" disabled={pending} aria-label={`Remove ${member.email}`} className="text-red-700">
                  Remove
                </ConsoleButton>
              </form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Owners invite an admin by email: the platform mails a link to choose a password. */
export function InviteForm() {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(inviteToTeam, null);
  const refusal = state && !state.ok ? state : null;
  return (
    <form action={action} className="space-y-3 rounded-xl border border-gray-200 bg-white p-3 md:p-4" noValidate>
      <h2 className="text-base font-semibold text-gray-900">Invite an admin</h2>
      <p className="text-sm text-gray-600">
        They get an email with a link to choose their password (it works once, for {INVITE_LINK_HOURS} hours). Admins run the shop; only owners manage
        the team.
      </p>
      <FormField label="Email" name="email" type="email" autoComplete="off" required error={refusal?.field === 'email' ? refusal.message : null} />
      <FormField label="Name (optional)" name="name" autoComplete="off" maxLength={80} error={refusal?.field === 'name' ? refusal.message : null} />
      <ConsoleButton type="submit" disabled={pending}>
        {pending ? 'Sending…' : 'Send invitation'}
      </ConsoleButton>
      <ActionStatus state={state} />
    </form>
  );
}
