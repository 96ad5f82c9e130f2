import { and, asc, count, eq, ne } from 'drizzle-orm';
import { shopTag } from '../shared/contract/cache-tags';
import { toPaise, toRupees } from '../shared/contract/money';
import type { Queryable } from '../shared/db/database';
import { parseRequest } from '../shared/parse-request';
import type { PlatformContext } from '../shared/platform-context';
import { Problem } from '../shared/problem';
import { hostsOfShop } from '../shared/tenancy/hosts-of-shop';
import { resellers } from '../shops/tables';
import {
  MAX_ACTIVE_OFFERS,
  OFFER_DELETED_MESSAGE,
  OFFER_NOT_FOUND_MESSAGE,
  OFFER_SAVED_MESSAGE,
  offerStatusMessage,
  onlineDiscountSavedMessage,
  TOO_MANY_OFFERS_MESSAGE,
} from './contract/coupon-messages';
import { offerDeleteRequest, offerSaveRequest, offerStatusRequest, onlineDiscountRequest, type OfferRow } from './contract/console-coupons';
import { offerTitle } from './contract/offer-titles';
import { automaticOffers } from './tables';

type OfferTableRow = typeof automaticOffers.$inferSelect;

function toWire(o: OfferTableRow): OfferRow {
  const terms = {
    kind: o.kind,
    minItems: o.minItems,
    percent: o.percent,
    minCartRupees: toRupees(o.minCartPaise),
    flatRupees: toRupees(o.flatPaise),
  };
  return { id: o.id, ...terms, status: o.status, title: offerTitle(terms) };
}

export async function listOffers(db: Queryable, shopId: number): Promise<OfferRow[]> {
  const rows = await db.select().from(automaticOffers).where(eq(automaticOffers.shopId, shopId)).orderBy(asc(automaticOffers.id));
  return rows.map(toWire);
}

async function checkRoomForActive(db: Queryable, shopId: number, exceptId: number | undefined): Promise<void> {
  const conditions = [eq(automaticOffers.shopId, shopId), eq(automaticOffers.status, 'active')];
  if (exceptId !== undefined) conditions.push(ne(automaticOffers.id, exceptId));
  const [row] = await db
    .select({ n: count() })
    .from(automaticOffers)
    .where(and(...conditions));
  if ((row?.n ?? 0) >= MAX_ACTIVE_OFFERS) throw new Problem(400, TOO_MANY_OFFERS_MESSAGE, 'status');
}

/**
 * Creates (no id) or edits an automatic offer. "N or more items: X% off" needs 2 or more items and 1–50%; "spend ₹X:
 * ₹Y off" an amount off below the amount to spend. The margin floor applies when it is priced (promotion-pricing.ts).
 */
export async function saveOffer(db: Queryable, shopId: number, input: unknown): Promise<{ message: string; data: OfferRow }> {
  const o = parseRequest(offerSaveRequest, input);
  if (o.kind === 'ITEMS_PERCENT') {
    if (o.minItems < 2) throw new Problem(400, 'The offer needs at least 2 items.', 'minItems');
    if (o.percent < 1 || o.percent > 50) throw new Problem(400, 'The percent off must be from 1 to 50.', 'percent');
  } else {
    if (o.minCartRupees < 1) throw new Problem(400, 'Say how much the cart must come to.', 'minCartRupees');
    if (o.flatRupees < 1 || o.flatRupees >= o.minCartRupees)
      throw new Problem(400, 'The amount off must be at least ₹1 and less than the amount to spend.', 'flatRupees');
  }
  if (o.status === 'active') await checkRoomForActive(db, shopId, o.id);
  const values = {
    kind: o.kind,
    minItems: o.kind === 'ITEMS_PERCENT' ? o.minItems : 0,
    percent: o.kind === 'ITEMS_PERCENT' ? o.percent : 0,
    minCartPaise: o.kind === 'SPEND_FLAT' ? toPaise(o.minCartRupees) : 0,
    flatPaise: o.kind === 'SPEND_FLAT' ? toPaise(o.flatRupees) : 0,
    status: o.status,
  };
  const [row] =
    o.id === undefined
      ? await db
          .insert(automaticOffers)
          .values({ shopId, ...values })
          .returning()
      : await db
          .update(automaticOffers)
          .set(values)
          .where(and(eq(automaticOffers.id, o.id), eq(automaticOffers.shopId, shopId)))
          .returning();
  if (!row) throw new Problem(404, OFFER_NOT_FOUND_MESSAGE, 'id');
  return { message: OFFER_SAVED_MESSAGE, data: toWire(row) };
}

export async function setOfferStatus(db: Queryable, shopId: number, input: unknown): Promise<{ message: string; data: OfferRow }> {
  const { id, status } = parseRequest(offerStatusRequest, input);
  if (status === 'active') await checkRoomForActive(db, shopId, id);
  const [row] = await db
    .update(automaticOffers)
    .set({ status })
    .where(and(eq(automaticOffers.id, id), eq(automaticOffers.shopId, shopId)))
    .returning();
  if (!row) throw new Problem(404, OFFER_NOT_FOUND_MESSAGE, 'id');
  return { message: offerStatusMessage(status), data: toWire(row) };
}

/** Deletes an offer; the orders it applied to keep their saving and its title. */
export async function deleteOffer(db: Queryable, shopId: number, input: unknown): Promise<{ message: string }> {
  const { id } = parseRequest(offerDeleteRequest, input);
  const [row] = await db
    .delete(automaticOffers)
    .where(and(eq(automaticOffers.id, id), eq(automaticOffers.shopId, shopId)))
    .returning({ id: automaticOffers.id });
  if (!row) throw new Problem(404, OFFER_NOT_FOUND_MESSAGE, 'id');
  return { message: OFFER_DELETED_MESSAGE };
}

/** The shop's online-payment discount (0–20%); the shop's pages that name it are refreshed. */
export async function setOnlineDiscount(
  platform: Pick<PlatformContext, 'db' | 'changes' | 'resellers'>,
  shopId: number,
  input: unknown,
): Promise<{ message: string; onlineDiscountPercent: number }> {
  const { percent } = parseRequest(onlineDiscountRequest, input);
  await platform.db.update(resellers).set({ onlineDiscountPercent: percent }).where(eq(resellers.id, shopId));
  platform.resellers.forget();
  const hosts = await hostsOfShop(platform.db, shopId);
  await platform.changes.publish({ tags: hosts.map(shopTag) });
  return { message: onlineDiscountSavedMessage(percent), onlineDiscountPercent: percent };
}
