import { and, count, eq, ne, sql } from 'drizzle-orm';
import type { ShopPricing } from '../pricing';
import { queryRows, type Queryable } from '../shared/db/database';
import { toPaise, toRupees } from '../shared/contract/money';
import { parseRequest } from '../shared/parse-request';
import { Problem } from '../shared/problem';
import { isUniqueViolation } from '../shared/unique-violation';
import {
  COUPON_CODE_TAKEN_MESSAGE,
  COUPON_DELETED_MESSAGE,
  COUPON_MARGIN_NOTE,
  COUPON_NOT_FOUND_MESSAGE,
  COUPON_SAVED_MESSAGE,
  couponArchivedMessage,
  couponStatusMessage,
  flatBelowSupplierMessage,
  NO_PRODUCTS_COVERED_MESSAGE,
  percentBelowSupplierMessage,
} from './contract/coupon-messages';
import {
  couponDeleteRequest,
  couponSaveRequest,
  couponStatusRequest,
  type CouponRow as CouponWire,
  type CouponSave,
} from './contract/console-coupons';
import { couponSummary } from './contract/offer-titles';
import { alwaysBelowSupplier, cappedOnSome, coveredProducts } from './coupon-margins';
import type { CouponRow } from './coupon-rules';
import { termsOf } from './shop-offers';
import { couponUses, coupons } from './tables';

interface CouponStats {
  uses: number;
  orders: number;
  revenuePaise: number;
  savedPaise: number;
}

/** Per coupon of the shop: live uses, orders placed with it, what its live orders come to (net) and what it took off. */
async function couponStats(db: Queryable, shopId: number): Promise<Map<number, CouponStats>> {
  const rows = await queryRows<{ coupon_id: number; uses: number; orders: number; revenue: number; saved: number }>(
    db,
    sql`select u.coupon_id,
          count(*) filter (where u.released_at is null)::int as uses,
          count(*)::int as orders,
          coalesce(sum(o.total_paise - l.cancelled_paise) filter (where u.released_at is null), 0)::int as revenue,
          coalesce(sum(l.coupon_paise) filter (where u.released_at is null), 0)::int as saved
        from coupon_uses u
        join orders o on o.id = u.order_id
        join lateral (
          select coalesce(sum(amount_paise) filter (where status = 'Cancelled'), 0) as cancelled_paise,
                 coalesce(sum(coupon_paise) filter (where status <> 'Cancelled'), 0) as coupon_paise
          from order_lines where order_id = o.id
        ) l on true
        where u.reseller_id = ${shopId}
        group by u.coupon_id`,
  );
  return new Map(
    rows.map((r) => [
      Number(r.coupon_id),
      { uses: Number(r.uses), orders: Number(r.orders), revenuePaise: Number(r.revenue), savedPaise: Number(r.saved) },
    ]),
  );
}

function toWire(c: CouponRow, stats: CouponStats | undefined, marginNote: string): CouponWire {
  return {
    id: c.id,
    code: c.code,
    kind: c.kind,
    percent: c.percent,
    capRupees: c.capPaise === null ? null : toRupees(c.capPaise),
    flatRupees: toRupees(c.flatPaise),
    minCartRupees: toRupees(c.minCartPaise),
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    totalUses: c.totalUses,
    usesPerShopper: c.usesPerShopper,
    firstOrderOnly: c.firstOrderOnly,
    categoryIds: c.categoryIds,
    productIds: c.productIds,
    status: c.status,
    uses: stats?.uses ?? 0,
    orders: stats?.orders ?? 0,
    revenueRupees: toRupees(stats?.revenuePaise ?? 0),
    savedRupees: toRupees(stats?.savedPaise ?? 0),
    summary: couponSummary(termsOf(c)),
    marginNote,
  };
}

async function marginNoteOf(db: Queryable, shop: ShopPricing, c: CouponRow): Promise<string> {
  if (c.kind === 'FREE_DELIVERY' || c.status === 'archived') return '';
  const covered = await coveredProducts(db, shop, c);
  return cappedOnSome({ ...termsOf(c) }, covered) ? COUPON_MARGIN_NOTE : '';
}

/** The console's coupons: live ones first (newest first), archived ones after, each with its figures. */
export async function listCoupons(db: Queryable, shop: ShopPricing): Promise<CouponWire[]> {
  const rows = await db
    .select()
    .from(coupons)
    .where(eq(coupons.shopId, shop.shopId))
    .orderBy(sql`${coupons.status} = 'archived'`, sql`${coupons.id} desc`);
  const stats = await couponStats(db, shop.shopId);
  return Promise.all(rows.map(async (c) => toWire(c, stats.get(c.id), await marginNoteOf(db, shop, c))));
}

async function couponRow(db: Queryable, shop: ShopPricing, id: number): Promise<CouponWire> {
  const [row] = await db
    .select()
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.shopId, shop.shopId)));
  if (!row) throw new Problem(404, COUPON_NOT_FOUND_MESSAGE, 'id');
  return toWire(row, (await couponStats(db, shop.shopId)).get(id), await marginNoteOf(db, shop, row));
}

/** The checks that depend on the kind, and the margin rule (coupon-margins.ts); a refusal names its field. */
async function checkCoupon(db: Queryable, shop: ShopPricing, c: CouponSave): Promise<void> {
  if (c.kind === 'PERCENT' && (c.percent < 1 || c.percent > 90)) throw new Problem(400, 'The percent off must be from 1 to 90.', 'percent');
  if (c.kind === 'FLAT' && c.flatRupees < 1) throw new Problem(400, 'The amount off must be at least ₹1.', 'flatRupees');
  if (c.startsOn && c.endsOn && c.endsOn < c.startsOn) throw new Problem(400, 'The last day cannot be before the first day.', 'endsOn');
  const covered = await coveredProducts(db, shop, c);
  if (!covered.length) throw new Problem(400, NO_PRODUCTS_COVERED_MESSAGE, c.productIds.length ? 'productIds' : 'categoryIds');
  const best = alwaysBelowSupplier(c, covered);
  if (best === null) return;
  if (c.kind === 'PERCENT') throw new Problem(400, percentBelowSupplierMessage(best), 'percent');
  throw new Problem(400, flatBelowSupplierMessage(best), 'flatRupees');
}

/** Creates (no id) or edits a coupon of the shop; the code is kept upper case and unique among its live coupons. */
export async function saveCoupon(db: Queryable, shop: ShopPricing, input: unknown): Promise<{ message: string; data: CouponWire }> {
  const c = parseRequest(couponSaveRequest, input);
  const code = c.code.toUpperCase();
  await checkCoupon(db, shop, c);
  const values = {
    code,
    kind: c.kind,
    percent: c.kind === 'PERCENT' ? c.percent : 0,
    capPaise: c.kind === 'PERCENT' && c.capRupees !== null ? toPaise(c.capRupees) : null,
    flatPaise: c.kind === 'FLAT' ? toPaise(c.flatRupees) : 0,
    minCartPaise: toPaise(c.minCartRupees),
    startsOn: c.startsOn,
    endsOn: c.endsOn,
    totalUses: c.totalUses,
    usesPerShopper: c.usesPerShopper,
    firstOrderOnly: c.firstOrderOnly,
    categoryIds: [...new Set(c.categoryIds)],
    productIds: [...new Set(c.productIds)],
    status: c.status,
  };
  const [taken] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.shopId, shop.shopId), eq(coupons.code, code), ne(coupons.status, 'archived')));
  if (taken && taken.id !== c.id) throw new Problem(400, COUPON_CODE_TAKEN_MESSAGE, 'code');
  try {
    let id = c.id;
    if (id === undefined) {
      const [row] = await db
        .insert(coupons)
        .values({ shopId: shop.shopId, ...values })
        .returning({ id: coupons.id });
      id = row!.id;
    } else {
      const [row] = await db
        .update(coupons)
        .set(values)
        .where(and(eq(coupons.id, id), eq(coupons.shopId, shop.shopId), ne(coupons.status, 'archived')))
        .returning({ id: coupons.id });
      if (!row) throw new Problem(404, COUPON_NOT_FOUND_MESSAGE, 'id');
    }
    return { message: COUPON_SAVED_MESSAGE, data: await couponRow(db, shop, id) };
  } catch (error) {
    if (isUniqueViolation(error, 'coupons_live_code_unique')) throw new Problem(400, COUPON_CODE_TAKEN_MESSAGE, 'code');
    throw error;
  }
}

/** Pauses or resumes a coupon. */
export async function setCouponStatus(db: Queryable, shop: ShopPricing, input: unknown): Promise<{ message: string; data: CouponWire }> {
  const { id, status } = parseRequest(couponStatusRequest, input);
  const [row] = await db
    .update(coupons)
    .set({ status })
    .where(and(eq(coupons.id, id), eq(coupons.shopId, shop.shopId), ne(coupons.status, 'archived')))
    .returning({ code: coupons.code });
  if (!row) throw new Problem(404, COUPON_NOT_FOUND_MESSAGE, 'id');
  return { message: couponStatusMessage(row.code, status), data: await couponRow(db, shop, id) };
}

/** Deletes a coupon no order used; one that was used is archived (its orders keep it, its code is free again). */
export async function deleteCoupon(db: Queryable, shop: ShopPricing, input: unknown): Promise<{ message: string; archived: boolean }> {
  const { id } = parseRequest(couponDeleteRequest, input);
  const [row] = await db
    .select({ id: coupons.id })
    .from(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.shopId, shop.shopId), ne(coupons.status, 'archived')));
  if (!row) throw new Problem(404, COUPON_NOT_FOUND_MESSAGE, 'id');
  const [used] = await db.select({ orders: count() }).from(couponUses).where(eq(couponUses.couponId, id));
  const orders = used?.orders ?? 0;
  if (orders > 0) {
    await db.update(coupons).set({ status: 'archived' }).where(eq(coupons.id, id));
    return { message: couponArchivedMessage(orders), archived: true };
  }
  await db.delete(coupons).where(eq(coupons.id, id));
  return { message: COUPON_DELETED_MESSAGE, archived: false };
}
