'use server';

import { revalidatePath } from 'next/cache';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';

const PAGE = '/admin/catalogue/search-words';

/** Saves the whole synonym list; the platform checks every line and answers which one it cannot read. */
export async function saveSearchWordsAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const text = String(form.get('text') ?? '');
  const result = await consoleAction(async () => (await consoleCall('consoleSearchWordsSave', { body: { text } })).message ?? 'Saved.');
  if (result.ok) revalidatePath(PAGE);
  return result;
}
