import { z } from 'zod';

/** What the confirmation screen shows, kept in sessionStorage (the spec's navigation state) for this tab. */
const confirmation = z.object({
  orderId: z.string(),
  paymentMode: z.enum(['COD', 'ONLINE']),
  total: z.number(),
  name: z.string(),
  mobile: z.string(),
  lines: z.array(z.string()),
});
export type OrderConfirmation = z.infer<typeof confirmation>;

const KEY = 'order-confirmation';

export function saveConfirmation(value: OrderConfirmation): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(value));
  } catch {
    // Without storage the confirmation screen shows the order number alone.
  }
}

export function readConfirmation(orderId: string | null): OrderConfirmation | null {
  try {
    const parsed = confirmation.safeParse(JSON.parse(sessionStorage.getItem(KEY) ?? 'null'));
    if (!parsed.success) return null;
    return !orderId || parsed.data.orderId === orderId ? parsed.data : null;
  } catch {
    return null;
  }
}
