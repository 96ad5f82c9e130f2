'use client';

import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ActionStatus } from './action-status';

/**
 * Above a console form's Save button: a refusal that names none of the form's fields, in full; one that names a field
 * (shown beside it) as a pointer to that field.
 */
export function RefusalSummary({ refusal, onField }: { refusal: ConsoleActionResult | null; onField: boolean }) {
  if (!refusal) return null;
  if (!onField) return <ActionStatus state={refusal} />;
  return (
    <p role="alert" className="text-sm text-red-700">
      Not saved: see the field marked above.
    </p>
  );
}
