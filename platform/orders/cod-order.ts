import { eq } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { codConfirmations } from '../cod/tables';

/** How a COD order is confirmed, as insert_Customer_Order answers it: 'none' once it is Confirmed at placement. */
export interface CodConfirmation {
  mode: 'none' | 'code' | 'call';
  phone: string;
}

/** The confirmation a stored order was placed with (for a repeat of its insert_Customer_Order). */
export async function codOrderDetails(db: Queryable, orderId: number): Promise<CodConfirmation> {
  const [row] = await db
    .select({ mode: codConfirmations.mode, phone: codConfirmations.phone })
    .from(codConfirmations)
    .where(eq(codConfirmations.orderId, orderId))
    .limit(1);
  return row ?? { mode: 'none', phone: '' };
}
