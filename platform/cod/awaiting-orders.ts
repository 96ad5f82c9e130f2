import { and, eq } from 'drizzle-orm';
import type { Queryable, Tx } from '../shared/db/database';
import { orderEvents, orderLines, orders } from '../orders/tables';
import { codConfirmations } from './tables';

/** A COD order as its confirmation reads it, locked with its confirmation row. */
export interface AwaitingOrder {
  id: number;
  number: string;
  shopId: number;
  totalPaise: number;
  /** The language the order was placed in: its code texts are written in it unless the shopper asks in another. */
  language: 'en' | 'hi';
  confirmBy: Date | null;
  mode: 'code' | 'call' | null;
  phone: string;
  codeHash: string;
  codeSentAt: Date | null;
  codeExpiresAt: Date | null;
  wrongTries: number;
  /** Whether a line is still Awaiting Confirmation and the expiry sweep has not taken the order. */
  awaiting: boolean;
}

/**
 * Records, in the placing transaction, that a new COD order waits for a code or a call until `confirmBy`.
 */
export async function startConfirmation(
  tx: Tx,
  order: { id: number; shopId: number },
  how: { mode: 'code' | 'call'; phone: string; confirmBy: Date },
): Promise<void> {
  await tx.insert(codConfirmations).values({ orderId: order.id, shopId: order.shopId, mode: how.mode, phone: how.phone });
  await tx.update(orders).set({ confirmBy: how.confirmBy }).where(eq(orders.id, order.id));
}

/**
 * The order of this shop (and shopper, when given) by its number, its row and its confirmation row locked FOR UPDATE;
 * null when there is no such order.
 */
export async function lockAwaitingOrder(tx: Tx, shopId: number, number: string, customerId?: number): Promise<AwaitingOrder | null> {
  const [order] = await tx
    .select({
      id: orders.id,
      number: orders.number,
      shopId: orders.shopId,
      totalPaise: orders.totalPaise,
      language: orders.language,
      confirmBy: orders.confirmBy,
    })
    .from(orders)
    .where(and(eq(orders.shopId, shopId), eq(orders.number, number), customerId === undefined ? undefined : eq(orders.customerId, customerId)))
    .for('update');
  if (!order) return null;
  const [confirmation] = await tx.select().from(codConfirmations).where(eq(codConfirmations.orderId, order.id)).for('update');
  const [awaitingLine] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.status, 'Awaiting Confirmation')))
    .limit(1);
  return {
    ...order,
    mode: confirmation?.mode ?? null,
    phone: confirmation?.phone ?? '',
    codeHash: confirmation?.codeHash ?? '',
    codeSentAt: confirmation?.codeSentAt ?? null,
    codeExpiresAt: confirmation?.codeExpiresAt ?? null,
    wrongTries: confirmation?.wrongTries ?? 0,
    awaiting: Boolean(awaitingLine) && order.confirmBy !== null && Boolean(confirmation) && !confirmation?.confirmedAt,
  };
}

/** Moves the awaiting lines of a locked order to Confirmed, with the event that says how. */
export async function markConfirmed(tx: Queryable, orderId: number, note: string, now: Date): Promise<void> {
  await tx
    .update(orderLines)
    .set({ status: 'Confirmed' })
    .where(and(eq(orderLines.orderId, orderId), eq(orderLines.status, 'Awaiting Confirmation')));
  await tx.update(orders).set({ confirmBy: null }).where(eq(orders.id, orderId));
  await tx.update(codConfirmations).set({ confirmedAt: now, codeHash: '' }).where(eq(codConfirmations.orderId, orderId));
  await tx.insert(orderEvents).values({ orderId, status: 'Confirmed', note });
}
