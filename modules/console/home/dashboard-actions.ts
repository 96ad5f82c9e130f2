'use server';

import { revalidatePath } from 'next/cache';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';

/** The shop's low-stock level; the platform refuses anything but a whole number of units with its own message. */
export async function setLowStockThresholdAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const threshold = String(form.get('threshold') ?? '').trim();
  const result = await consoleAction(
    async () => (await consoleCall('consoleLowStockThreshold', { body: { threshold: threshold === '' ? Number.NaN : threshold } })).message,
  );
  if (result.ok) revalidatePath('/admin');
  return result;
}
