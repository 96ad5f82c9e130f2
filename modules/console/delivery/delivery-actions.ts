'use server';

import { revalidatePath } from 'next/cache';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { codSaveBody, codValuesFromForm } from './cod-settings-form';
import { deliverySaveBody, deliveryValuesFromForm } from './delivery-settings-form';
import { DELIVERY_PATH } from './delivery-paths';

/** Saves the shop's cash-on-delivery rules; a refusal names its field, shown beside it. */
export async function saveCodSettingsAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const body = codSaveBody(codValuesFromForm(form));
  const result = await consoleAction(async () => (await consoleCall('consoleCodSettingsSave', { body })).message);
  if (result.ok) revalidatePath(DELIVERY_PATH);
  return result;
}

/** Saves where and when the shop dispatches and its transit days; the dispatch PIN code must exist. */
export async function saveDeliverySettingsAction(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const body = deliverySaveBody(deliveryValuesFromForm(form));
  const result = await consoleAction(async () => (await consoleCall('consoleDeliverySettingsSave', { body })).message);
  if (result.ok) revalidatePath(DELIVERY_PATH);
  return result;
}
