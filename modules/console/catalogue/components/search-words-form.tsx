'use client';

import { useActionState, useId } from 'react';
import { SYNONYM_TEXT_MAX } from '@/platform/catalogue/contract/console-search-words';
import { saveSearchWordsAction } from '@/modules/console/catalogue/search-words-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';

/** The synonym list as one text box, "word = synonym, synonym" a line; saved whole. */
export function SearchWordsForm({ text }: { text: string }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(saveSearchWordsAction, null);
  const id = useId();
  const refused = state?.ok === false;
  return (
    <form action={action} className="space-y-3" aria-label="Search words">
      <label htmlFor={id} className="block text-sm font-medium text-gray-800">
        Synonyms, one line each: <span className="font-mono">word = synonym, synonym</span>
      </label>
      <p id={`${id}-help`} className="text-sm text-gray-600">
        A search for any word of a line also finds the others, both ways, before any spelling correction. Lines starting with # are notes.
      </p>
      <textarea
        id={id}
        name="text"
        defaultValue={text}
        key={text}
        rows={18}
        maxLength={SYNONYM_TEXT_MAX}
        spellCheck={false}
        autoCapitalize="off"
        aria-invalid={refused ? true : undefined}
        aria-describedby={`${id}-help`}
        className="block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 font-mono text-sm text-gray-900 focus:border-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40"
      />
      <div className="flex flex-wrap items-center gap-3">
        <ConsoleButton type="submit" disabled={pending}>
          {pending ? 'Saving…' : 'Save search words'}
        </ConsoleButton>
      </div>
      <ActionStatus state={state} />
    </form>
  );
}
