'use client';

import { startTransition, useActionState, useEffect, type FormEvent } from 'react';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { settingsRefusal } from './settings-refusal';

/**
 * A delivery settings card's save: the Server Action's state, the refusal and the field it names among `fields`, and
 * that field's input focused (`inputOf` gives its id).
 */
export function useSettingsCard<F extends string>(
  save: (previous: ConsoleActionResult | null, form: FormData) => Promise<ConsoleActionResult>,
  fields: readonly F[],
  inputOf: (field: F, detail: string | null) => string,
) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(save, null);
  const refused = settingsRefusal(state, fields);
  const focusTarget = refused.field ? inputOf(refused.field, refused.detail) : null;
  useEffect(() => {
    if (focusTarget) document.getElementById(focusTarget)?.focus();
  }, [refused.refusal, focusTarget]);
  // Dispatched by hand, so what was chosen stays beside a refusal (a form action resets the form).
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    startTransition(() => action(data));
  }
  return { ...refused, state, action, pending, submit };
}

export type SettingsCard = Pick<ReturnType<typeof useSettingsCard>, 'state' | 'action' | 'pending' | 'submit' | 'refusal' | 'field'>;
