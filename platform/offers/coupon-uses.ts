import { and, eq, isNull, ne } from 'drizzle-orm';
import type { Tx } from '../shared/db/database';
import { orderLines } from '../orders/tables';
import { Problem } from '../shared/problem';
import { COUPON_USED_UP_MESSAGE } from './contract/coupon-messages';
import { couponRefusal } from './coupon-rules';
import { couponUses, coupons } from './tables';

/**
 * Records an order's use of its coupon, in the order's transaction: the coupon row is locked (SELECT … FOR UPDATE) and
 * its rules checked again against the live uses, so 50 orders racing for a 10-use coupon get exactly 10 uses; the
 * others are refused (409 used up, 400 otherwise) and their transactions roll back.
 */
export async function claimCouponUse(tx: Tx, couponId: number, use: { orderId: number; customerId: number; shopId: number }): Promise<void> {
  const [coupon] = await tx
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, couponId), eq(coupons.shopId, use.shopId)))
    .for('update');
  const refusal = await couponRefusal(tx, coupon ?? null, use.customerId);
  if (refusal) throw new Problem(refusal === COUPON_USED_UP_MESSAGE ? 409 : 400, refusal, 'coupan_Code');
  await tx.insert(couponUses).values({ couponId, ...use });
}

/** Gives an order's coupon use back once every item of the order is cancelled. */
export async function releaseCouponIfCancelled(tx: Tx, orderId: number): Promise<void> {
  const [open] = await tx
    .select({ id: orderLines.id })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, orderId), ne(orderLines.status, 'Cancelled')))
    .limit(1);
  if (open) return;
  await tx
    .update(couponUses)
    .set({ releasedAt: new Date() })
    .where(and(eq(couponUses.orderId, orderId), isNull(couponUses.releasedAt)));
}
