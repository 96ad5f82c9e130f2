import { and, count, eq, exists, isNull, ne, sql } from 'drizzle-orm';
import type { Queryable } from '../shared/db/database';
import { orderLines, orders } from '../orders/tables';
import {
  COUPON_ALREADY_USED_MESSAGE,
  COUPON_FIRST_ORDER_MESSAGE,
  COUPON_NOT_VALID_MESSAGE,
  COUPON_USED_UP_MESSAGE,
  couponExpiredMessage,
  couponNotStartedMessage,
} from './contract/coupon-messages';
import { COUPON_CODE_PATTERN } from './contract/shopper-offers';
import { couponUses, coupons } from './tables';

export type CouponRow = typeof coupons.$inferSelect;

/** Today in India, 'YYYY-MM-DD': a coupon's first and last days are India days. */
export function indiaToday(now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The shop's coupon with this code, any case; archived ones are gone. */
export async function findCoupon(db: Queryable, shopId: number, code: string): Promise<CouponRow | null> {
  if (!COUPON_CODE_PATTERN.test(code)) return null;
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.shopId, shopId), eq(coupons.code, code.toUpperCase()), ne(coupons.status, 'archived')))
    .limit(1);
  return row ?? null;
}

/** Live uses of a coupon (a fully cancelled order gave its use back), all of them and this shopper's. */
export async function liveUses(db: Queryable, couponId: number, customerId: number | null): Promise<{ total: number; mine: number }> {
  const [row] = await db
    .select({
      total: count(),
      mine: sql<number>`count(*) filter (where ${couponUses.customerId} = ${customerId ?? -1})`.mapWith(Number),
    })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), isNull(couponUses.releasedAt)));
  return { total: row?.total ?? 0, mine: row?.mine ?? 0 };
}

/** True when the shopper has an order in the shop with an item not cancelled: a first-order coupon is then refused. */
async function hasOrdered(db: Queryable, shopId: number, customerId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        eq(orders.shopId, shopId),
        eq(orders.customerId, customerId),
        exists(
          db
            .select({ one: sql`1` })
            .from(orderLines)
            .where(and(eq(orderLines.orderId, orders.id), ne(orderLines.status, 'Cancelled'))),
        ),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Why this coupon cannot be used today, or null: paused, not started, expired, used up; with a shopper, also used
 * by them as often as allowed, or not their first order. The cart's own rules (minimum, items) are pricing's.
 */
export async function couponRefusal(
  db: Queryable,
  coupon: CouponRow | null,
  customerId: number | null,
  today = indiaToday(),
): Promise<string | null> {
  if (!coupon || coupon.status !== 'active') return COUPON_NOT_VALID_MESSAGE;
  if (coupon.startsOn && today < coupon.startsOn) return couponNotStartedMessage(coupon.startsOn);
  if (coupon.endsOn && today > coupon.endsOn) return couponExpiredMessage(coupon.endsOn);
  const uses = await liveUses(db, coupon.id, customerId);
  if (coupon.totalUses !== null && uses.total >= coupon.totalUses) return COUPON_USED_UP_MESSAGE;
  if (customerId === null) return null;
  if (uses.mine >= coupon.usesPerShopper) return COUPON_ALREADY_USED_MESSAGE;
  if (coupon.firstOrderOnly && (await hasOrdered(db, coupon.shopId, customerId))) return COUPON_FIRST_ORDER_MESSAGE;
  return null;
}
