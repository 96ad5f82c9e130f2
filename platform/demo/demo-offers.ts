import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../shared/db/database';
import { automaticOffers, coupons } from '../offers/tables';
import { resellers } from '../shops/tables';
import { DEMO_RESELLERS } from './demo-resellers';

/**
 * Every demo shop's coupons and automatic offer, so the demo shows them: WELCOME10 (10% off up to ₹200 on carts of
 * ₹499 or more, once per shopper), FLAT100 (₹100 off carts of ₹999 or more) and "Spend ₹9,999: ₹500 off". The offer's
 * threshold is above every cart the tests and the Playwright suite price, so no figure they assert moves.
 */
export const DEMO_COUPONS = [
  { code: 'WELCOME10', kind: 'PERCENT' as const, percent: 10, capPaise: 200_00, minCartPaise: 499_00, usesPerShopper: 1 },
  { code: 'FLAT100', kind: 'FLAT' as const, flatPaise: 100_00, minCartPaise: 999_00, usesPerShopper: 1 },
];
export const DEMO_AUTOMATIC_OFFER = { kind: 'SPEND_FLAT' as const, minCartPaise: 9_999_00, flatPaise: 500_00 };

/** Adds what a demo shop lacks (a database seeded before coupons existed gets them too); never duplicates. */
export async function seedDemoOffers(db: Db): Promise<void> {
  for (const demo of DEMO_RESELLERS) {
    const [shop] = await db.select({ id: resellers.id }).from(resellers).where(eq(resellers.code, demo.code));
    if (!shop) continue;
    for (const coupon of DEMO_COUPONS) {
      const [found] = await db
        .select({ id: coupons.id })
        .from(coupons)
        .where(and(eq(coupons.shopId, shop.id), eq(coupons.code, coupon.code), ne(coupons.status, 'archived')));
      if (!found) await db.insert(coupons).values({ shopId: shop.id, ...coupon });
    }
    const [offer] = await db.select({ id: automaticOffers.id }).from(automaticOffers).where(eq(automaticOffers.shopId, shop.id)).limit(1);
    if (!offer) await db.insert(automaticOffers).values({ shopId: shop.id, ...DEMO_AUTOMATIC_OFFER });
  }
}
