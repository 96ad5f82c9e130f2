import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import { seedDemoOffers } from './demo-offers';
import { hashPassword } from '../shared/auth/passwords';
import { toRupees } from '../shared/contract/money';
import { priceOrder } from '../cart';
import { shopPrices } from '../pricing';
import type { Db } from '../shared/db/database';
import { products, productSizes } from '../catalogue/tables';
import { adminAccounts } from '../shops/account-tables';
import { addresses, customers } from '../customers/tables';
import { orderEvents, orderLines, orders, type AddressSnapshot } from '../orders/tables';
import { SECTION_PRODUCTS_MAX } from '../shops/contract/console-sections';
import { banners, homeHeaderProducts, homeHeaders, resellerHosts, resellers } from '../shops/tables';
import { brandingFiles, DEMO_OPERATOR, DEMO_RESELLERS, type DemoReseller } from './demo-resellers';
import { generateProduct } from './product-generator';
import { seedDemoCatalogue } from './seed-demo-catalogue';
import { promisedDay } from '../delivery';
import type { Shop } from '../shared/tenancy/shop-row';

export interface SeedOptions {
  /** Catalogue size wanted; products already there are kept. */
  products: number;
  /** Also the demo shops with their shoppers (known passwords), addresses and orders; default true. */
  shops?: boolean;
  log?: (line: string) => void;
}

/**
 * Seeds the demo catalogue and (unless `shops` is false) the two demo shops, their shoppers, addresses and past
 * orders. Deterministic and idempotent: run it again and nothing is duplicated; ask for more products and only the
 * missing ones are added.
 */
export async function seedDemo(db: Db, options: SeedOptions): Promise<{ productsAdded: number }> {
  const log = options.log ?? (() => {});
  const productsAdded = await seedDemoCatalogue(db, options.products, log);
  if (options.shops === false) return { productsAdded };
  const existing = await db.select({ code: resellers.code }).from(resellers);
  for (const reseller of DEMO_RESELLERS) {
    if (existing.some((row) => row.code === reseller.code)) continue;
    await seedReseller(db, reseller);
    log(`Seeded the demo shop ${reseller.shopName} (${reseller.hosts.join(', ')})`);
  }
  await seedDemoBackOffice(db);
  await seedDemoOffers(db);
  return { productsAdded };
}

/** The demo owners and operator, added to a database seeded before they existed; an existing account is left as it is. */
async function seedDemoBackOffice(db: Db) {
  const shops = await db.select({ id: resellers.id, code: resellers.code }).from(resellers);
  for (const demo of DEMO_RESELLERS) {
    const shop = shops.find((row) => row.code === demo.code);
    if (!shop) continue;
    const [existing] = await db
      .select({ id: adminAccounts.id })
      .from(adminAccounts)
      .where(and(eq(adminAccounts.shopId, shop.id), eq(adminAccounts.email, demo.owner.email)));
    if (existing) continue;
    const passwordHash = await hashPassword(demo.owner.password);
    await db
      .insert(adminAccounts)
      .values({ shopId: shop.id, role: 'owner', email: demo.owner.email, name: demo.owner.name, passwordHash })
      .onConflictDoNothing();
  }
  const [operator] = await db
    .select({ id: adminAccounts.id })
    .from(adminAccounts)
    .where(and(isNull(adminAccounts.shopId), eq(adminAccounts.email, DEMO_OPERATOR.email)));
  if (operator) return;
  const passwordHash = await hashPassword(DEMO_OPERATOR.password);
  await db
    .insert(adminAccounts)
    .values({ shopId: null, role: 'operator', email: DEMO_OPERATOR.email, name: DEMO_OPERATOR.name, passwordHash })
    .onConflictDoNothing();
}

async function seedReseller(db: Db, demo: DemoReseller) {
  const files = brandingFiles(demo);
  const passwordHash = await hashPassword(demo.shopper.password);
  await db.transaction(async (tx) => {
    const [reseller] = await tx
      .insert(resellers)
      .values({
        code: demo.code,
        shopName: demo.shopName,
        themeText: demo.theme.text,
        themeBackground: demo.theme.background,
        themePrimary: demo.theme.primary,
        themeSecondary: demo.theme.secondary,
        themeAccent: demo.theme.accent,
        logoFile: files.logoFile,
        faviconFile: files.faviconFile,
        email: demo.email,
        mobile: demo.mobile,
        address: demo.address,
        socialFb: demo.social.fb,
        socialInsta: demo.social.insta,
        socialLinkedin: demo.social.linkedin,
        socialTwitter: demo.social.twitter,
        socialYoutube: demo.social.youtube,
        markupPercent: demo.markupPercent,
        deliveryPromise: demo.deliveryPromise,
        dispatchPincode: demo.delivery.dispatchPincode,
        undeliverablePincodes: demo.delivery.undeliverablePincodes,
      })
      .returning();
    const shopId = reseller!.id;
    await tx
      .insert(resellerHosts)
      .values(demo.hosts.map((host) => ({ host, shopId })))
      .onConflictDoNothing();
    await tx.insert(banners).values(files.banners.map((b, position) => ({ shopId, ...b, position })));

    for (const [position, header] of demo.headers.entries()) {
      const [row] = await tx.insert(homeHeaders).values({ shopId, name: header.name, position }).returning({ id: homeHeaders.id });
      if (!header.subcategoryIds.length) continue;
      const picks = await tx
        .select({ id: products.id })
        .from(products)
        .where(inArray(products.subcategoryId, header.subcategoryIds))
        .orderBy(asc(products.position))
        .limit(SECTION_PRODUCTS_MAX);
      // A small demo catalogue (DEMO_PRODUCTS) may have nothing in a section's sub-categories: the section stays empty.
      if (picks.length) await tx.insert(homeHeaderProducts).values(picks.map((p, i) => ({ headerId: row!.id, productId: p.id, position: i })));
    }

    const shopper = demo.shopper;
    const [customer] = await tx
      .insert(customers)
      .values({ shopId, firstName: shopper.firstName, lastName: shopper.lastName, email: shopper.email, mobile: shopper.mobile, passwordHash })
      .returning({ id: customers.id });
    const customerId = customer!.id;
    const addressRow = {
      firstName: shopper.firstName,
      lastName: shopper.lastName,
      email: shopper.email,
      mobile: shopper.mobile,
      ...shopper.address,
      country: 'India',
    };
    await tx.insert(addresses).values({ shopId, customerId, ...addressRow });
    const snapshot: AddressSnapshot = {
      firstname: addressRow.firstName,
      lastname: addressRow.lastName,
      emailid: addressRow.email,
      mobileno: addressRow.mobile,
      pincode: addressRow.pincode,
      address1: addressRow.address1,
      address2: addressRow.address2,
      city: addressRow.city,
      district: addressRow.district,
      STATENAME: addressRow.state,
      country: 'India',
    };
    const history: { status: 'Delivered' | 'Shipped' | 'Confirmed'; mode: 'COD' | 'ONLINE'; asins: number[]; daysAgo: number }[] =
      demo.code === 'apna-bazaar'
        ? [
            { status: 'Delivered', mode: 'COD', asins: [5, 12], daysAgo: 24 },
            { status: 'Confirmed', mode: 'ONLINE', asins: [40], daysAgo: 2 },
          ]
        : [{ status: 'Shipped', mode: 'COD', asins: [21], daysAgo: 4 }];
    for (const [n, past] of history.entries()) {
      await seedPastOrder(tx as unknown as Db, {
        shopId,
        customerId,
        markup: demo.markupPercent,
        snapshot,
        shop: reseller!,
        number: `OD${shopId}${String(1000 + n)}`,
        ...past,
      });
    }
  });
}

async function seedPastOrder(
  db: Db,
  o: {
    shopId: number;
    customerId: number;
    markup: number;
    snapshot: AddressSnapshot;
    shop: Shop;
    number: string;
    status: 'Delivered' | 'Shipped' | 'Confirmed';
    mode: 'COD' | 'ONLINE';
    asins: number[];
    daysAgo: number;
  },
) {
  const wanted = o.asins.map((index) => generateProduct(index).asin);
  const rows = await db.select().from(products).where(inArray(products.asin, wanted));
  if (!rows.length) return;
  const lines = await Promise.all(
    rows.map(async (p) => {
      const [size] = await db.select().from(productSizes).where(eq(productSizes.productId, p.id)).orderBy(asc(productSizes.position)).limit(1);
      return {
        product: p,
        size: size?.sizeDesc ?? '',
        price: shopPrices({ ...p, sellingPricePaise: null }, o.markup).priceRupees,
        delivery: toRupees(p.deliveryPaise),
      };
    }),
  );
  const priced = priceOrder(
    lines.map((l) => ({ ...l, product: { ...l.product, priceRupees: l.price, deliveryRupees: l.delivery }, units: 1 })),
    o.mode,
  );
  const placedAt = new Date(Date.now() - o.daysAgo * 86_400_000);
  const [order] = await db
    .insert(orders)
    .values({
      shopId: o.shopId,
      customerId: o.customerId,
      number: o.number,
      paymentMode: o.mode,
      paymentStatus: o.mode === 'ONLINE' ? 'PAID' : 'NOT_REQUIRED',
      address: o.snapshot,
      subtotalPaise: priced.subtotalPaise,
      offerPaise: priced.offerPaise,
      deliveryPaise: priced.deliveryPaise,
      discountPaise: priced.discountPaise,
      totalPaise: priced.totalPaise,
      paidAt: o.mode === 'ONLINE' ? placedAt : null,
      deliveryBy: await promisedDay(o.shop, o.snapshot.pincode, placedAt),
      createdAt: placedAt,
    })
    .returning({ id: orders.id });
  const orderId = order!.id;
  await db.insert(orderLines).values(
    priced.lines.map((l) => ({
      orderId,
      productId: l.product.id,
      asin: l.product.asin,
      name: l.product.name,
      image: l.product.images[0] ?? '',
      description: l.product.longDescription,
      size: l.size,
      color: l.product.color,
      quantity: l.units,
      unitPricePaise: l.unitPricePaise,
      offerPaise: l.offerPaise,
      deliveryPaise: l.deliveryPaise,
      lineTotalPaise: l.lineTotalPaise,
      discountPaise: l.discountPaise,
      amountPaise: l.amountPaise,
      status: o.status,
    })),
  );
  const steps: { status: string; note: string; hours: number }[] = [
    { status: 'Confirmed', note: o.mode === 'ONLINE' ? 'Order placed and paid online' : 'Order placed, to be paid on delivery', hours: 0 },
  ];
  if (o.status !== 'Confirmed') steps.push({ status: 'Shipped', note: 'Dispatched from our Jaipur warehouse', hours: 30 });
  if (o.status === 'Delivered') steps.push({ status: 'Delivered', note: 'Delivered to the customer', hours: 96 });
  await db
    .insert(orderEvents)
    .values(steps.map((s) => ({ orderId, status: s.status, note: s.note, createdAt: new Date(placedAt.getTime() + s.hours * 3_600_000) })));
}
