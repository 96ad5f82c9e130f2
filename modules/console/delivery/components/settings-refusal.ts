import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';

/**
 * The refusal of a settings card's save and the field it names, by its first part ('blocked_pincodes.3' and
 * 'transit_days.metro' name their box), or null when it names none of `fields`.
 */
export function settingsRefusal<F extends string>(state: ConsoleActionResult | null, fields: readonly F[]) {
  const refusal = state && !state.ok ? state : null;
  const named = refusal?.field?.split('.')[0];
  const field = named && (fields as readonly string[]).includes(named) ? (named as F) : null;
  const detail = refusal?.field?.split('.')[1] ?? null;
  return { refusal, field, detail, errorOf: (name: F) => (refusal && field === name ? refusal.message : null) };
}
