'use client';

import type { ReactNode } from 'react';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { RefusalSummary } from '@/modules/console/shell/components/refusal-summary';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import type { SettingsCard } from './use-settings-card';

/**
 * A delivery settings card: its heading (`<id>-heading`) and note, its fields, and the Save button with the outcome of
 * the save. The test id is `<id>-settings`.
 */
export function SettingsCardForm({
  id,
  heading,
  note,
  saveLabel,
  card,
  children,
}: {
  id: string;
  heading: string;
  note: string;
  saveLabel: string;
  card: SettingsCard;
  children: ReactNode;
}) {
  return (
    <form
      action={card.action}
      onSubmit={card.submit}
      noValidate
      aria-labelledby={`${id}-heading`}
      className="space-y-5 rounded-xl border border-gray-200 bg-white p-4 md:p-6"
      data-testid={`${id}-settings`}
    >
      <div>
        <h2 id={`${id}-heading`} className="text-lg font-semibold">
          {heading}
        </h2>
        <p className="mt-1 text-sm text-gray-600">{note}</p>
      </div>

      {children}

      <RefusalSummary refusal={card.refusal} onField={Boolean(card.field)} />
      <div className="flex flex-wrap items-center gap-3">
        <ConsoleButton type="submit" disabled={card.pending} className="w-full sm:w-auto">
          {card.pending ? 'Saving…' : saveLabel}
        </ConsoleButton>
        <ActionStatus state={card.state?.ok ? card.state : null} />
      </div>
    </form>
  );
}
