'use server';

import { revalidatePath } from 'next/cache';
import type { ForwardStatus } from '@/platform/orders/contract/console-orders';
import { consoleAction, consoleCall, type ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { consoleOrderPath } from './order-view';

const text = (form: FormData, name: string) => String(form.get(name) ?? '');

function refresh(number: string) {
  revalidatePath(consoleOrderPath(number));
  revalidatePath('/admin/orders');
}

/** Moves an order on (Packed, Shipped with courier and tracking number, Delivered); the platform checks it is forward. */
export async function moveOrderOn(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const number = text(form, 'number');
  const result = await consoleAction(async () => {
    const answer = await consoleCall('consoleOrderStatus', {
      body: {
        number,
        status: text(form, 'status') as ForwardStatus,
        courier_name: text(form, 'courier_name'),
        tracking_number: text(form, 'tracking_number'),
        note: text(form, 'note'),
      },
    });
    return answer.message;
  });
  if (result.ok) refresh(number);
  return result;
}

/** Cancels one item (line_id) or every open item of an order, with the reason the shopper is mailed. */
export async function cancelOrderItems(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const number = text(form, 'number');
  const line = text(form, 'line_id');
  const result = await consoleAction(async () => {
    const answer = await consoleCall('consoleCancelOrder', {
      body: { number, reason: text(form, 'reason'), ...(line ? { line_id: Number(line) } : {}) },
    });
    return answer.message;
  });
  if (result.ok) refresh(number);
  return result;
}

/** Confirms a cash-on-delivery order waiting for it (after a call to the shopper): it can then be packed. */
export async function confirmAwaitingOrder(_previous: ConsoleActionResult | null, form: FormData): Promise<ConsoleActionResult> {
  const number = text(form, 'number');
  const result = await consoleAction(async () => (await consoleCall('consoleConfirmOrder', { body: { CoOrderID: number } })).message);
  if (result.ok) refresh(number);
  return result;
}
