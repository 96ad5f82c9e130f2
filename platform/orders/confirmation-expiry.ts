import { eq, sql } from 'drizzle-orm';
import type { PlatformContext } from '../shared/platform-context';
import { queryRows } from '../shared/db/database';
import { NOT_CONFIRMED_NOTE } from '../cod/contract/cod-messages';
import { orderLines } from './tables';
import { cancelShopOrder } from './cancellation';

/** Orders taken per round of the sweep. */
const BATCH = 50;

/**
 * Cancels the COD orders Awaiting Confirmation whose confirm-by time has passed at `asOf` (of one shop, or one order,
 * when given), as the shop's cancellation does: stock back, the event "Not confirmed in time: cancelled." and the
 * shopper's mail. Each order is first claimed by clearing its confirm_by in one statement over rows locked FOR UPDATE
 * SKIP LOCKED, so processes sweeping together never take the same order, and a confirmation that comes after the claim
 * finds the order no longer awaiting. Answers the numbers of the orders cancelled.
 */
export async function expireUnconfirmed(
  platform: Pick<PlatformContext, 'db' | 'changes' | 'gateway' | 'mailer' | 'resellers' | 'config'>,
  asOf: Date,
  scope: { shopId?: number; number?: string } = {},
): Promise<string[]> {
  const cancelled: string[] = [];
  for (;;) {
    const claimed = await queryRows<{ id: number; number: string }>(
      platform.db,
      sql`update orders set confirm_by = null
          where id in (
            select o.id from orders o
            where o.confirm_by is not null and o.confirm_by <= ${asOf.toISOString()}::timestamptz
              ${scope.shopId === undefined ? sql`` : sql`and o.reseller_id = ${scope.shopId}`}
              ${scope.number === undefined ? sql`` : sql`and o.number = ${scope.number}`}
            order by o.confirm_by
            limit ${BATCH}
            for update skip locked)
          returning id, number`,
    );
    for (const order of claimed) {
      const statuses = await platform.db.select({ status: orderLines.status }).from(orderLines).where(eq(orderLines.orderId, order.id));
      if (!statuses.some((l) => l.status === 'Awaiting Confirmation')) continue;
      await cancelShopOrder(platform as PlatformContext, order.id, null, {
        reason: 'Not confirmed in time',
        comment: '',
        note: NOT_CONFIRMED_NOTE,
        shopperReason: NOT_CONFIRMED_NOTE,
      });
      cancelled.push(order.number);
    }
    if (claimed.length < BATCH) return cancelled;
  }
}

/** Runs the sweep every minute in this process (each process of the platform runs one; SKIP LOCKED shares the work). */
export function watchUnconfirmedOrders(platform: PlatformContext, everyMs = 60_000): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    expireUnconfirmed(platform, new Date())
      .catch((error: unknown) => console.error('Cancelling unconfirmed COD orders failed', error))
      .finally(() => (running = false));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
