import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderSummary } from '../../orders/queries';
import { testDatabaseKind } from '../../testing/test-platform';
import { queryRows, type Database } from './database';
import { openDatabase } from './open-database';

const MIGRATIONS = path.resolve('platform/db/migrations');
const MIGRATION = '0005_order_amounts_delivery_promise';

/** The checked-in migrations up to (not including) `tag`, in a folder of their own. */
function migrationsBefore(tag: string): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
  const journal = JSON.parse(fs.readFileSync(path.join(MIGRATIONS, 'meta/_journal.json'), 'utf8')) as { entries: { tag: string; idx: number }[] };
  const stop = journal.entries.findIndex((e) => e.tag === tag);
  const entries = journal.entries.slice(0, stop);
  fs.mkdirSync(path.join(dir, 'meta'));
  fs.writeFileSync(path.join(dir, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const entry of entries) fs.copyFileSync(path.join(MIGRATIONS, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  return dir;
}

describe(`migration ${MIGRATION}`, () => {
  let database: Database;
  let schema: string | undefined;
  let oldFolder: string;

  beforeAll(async () => {
    const postgres = testDatabaseKind() === 'postgres';
    schema = postgres ? `m_${process.pid}_${randomBytes(4).toString('hex')}` : undefined;
    database = await openDatabase({ databaseUrl: postgres ? process.env.TEST_DATABASE_URL : undefined, databaseSchema: schema, dataDir: undefined });
    oldFolder = migrationsBefore(MIGRATION);
    await database.migrate(oldFolder);
  });
  afterAll(async () => {
    if (schema) await database.db.execute(sql.raw(`drop schema if exists ${schema} cascade`));
    await database.close();
    fs.rmSync(oldFolder, { recursive: true, force: true });
  });

  it('backfills the stored amounts of orders placed before it from their lines, and they keep answering', async () => {
    const { db } = database;
    const run = (query: ReturnType<typeof sql>) => db.execute(query);
    // An online order as the previous version stored it: two lines sharing a ₹25 discount, the first cancelled and refunded.
    await run(sql`insert into resellers (id, code, shop_name, theme_text, theme_background, theme_primary, theme_secondary, theme_accent, logo_file, favicon_file)
                  values (1, 'old-shop', 'Old Shop', '#000000', '#ffffff', '#ff6347', '#4CAF50', '#00BCD4', 'logo.png', 'favicon.png')`);
    await run(
      sql`insert into customers (id, reseller_id, first_name, last_name, email, mobile, password_hash) values (1, 1, 'Old', 'Shopper', 'old@example.com', '9876543210', 'x')`,
    );
    const address = JSON.stringify({
      firstname: 'Old',
      lastname: 'Shopper',
      emailid: 'old@example.com',
      mobileno: '9876543210',
      pincode: '302001',
      address1: '1 Road',
      address2: '',
      city: 'Jaipur',
      district: '',
      STATENAME: 'Rajasthan',
      country: 'India',
    });
    await run(sql`insert into orders (id, reseller_id, customer_id, number, payment_mode, payment_status, address, subtotal_paise, delivery_paise, discount_paise, total_paise)
                  values (1, 1, 1, 'OD1', 'ONLINE', 'PAID', ${address}::jsonb, 24900, 4000, 2500, 26400)`);
    await run(sql`insert into order_lines (id, order_id, product_id, asin, name, image, quantity, unit_price_paise, delivery_paise, line_total_paise, status, refund_paise)
                  values (1, 1, 10, 'a', 'First', 'a.jpg', 1, 10000, 4000, 14000, 'Cancelled', 12996),
                         (2, 1, 11, 'b', 'Second', 'b.jpg', 1, 14900, 0, 14900, 'Confirmed', 0)`);
    // A COD order with nothing to share out.
    await run(sql`insert into orders (id, reseller_id, customer_id, number, payment_mode, payment_status, address, subtotal_paise, delivery_paise, discount_paise, total_paise)
                  values (2, 1, 1, 'OD2', 'COD', 'NOT_REQUIRED', ${address}::jsonb, 59900, 0, 0, 59900)`);
    await run(sql`insert into order_lines (id, order_id, product_id, asin, name, image, quantity, unit_price_paise, delivery_paise, line_total_paise, status)
                  values (3, 2, 12, 'c', 'Third', 'c.jpg', 1, 59900, 0, 59900, 'Confirmed')`);

    await database.migrate(MIGRATIONS);

    const lines = await queryRows(db, sql`select id, offer_paise, discount_paise, amount_paise from order_lines order by id`);
    // 2500 × 10000 / 24900 = 1004 for the first line; the last line of the order takes the rest (1496).
    expect(lines).toEqual([
      { id: 1, offer_paise: 0, discount_paise: 1004, amount_paise: 12996 },
      { id: 2, offer_paise: 0, discount_paise: 1496, amount_paise: 13404 },
      { id: 3, offer_paise: 0, discount_paise: 0, amount_paise: 59900 },
    ]);
    expect(await queryRows(db, sql`select number, offer_paise, refunded_paise from orders order by id`)).toEqual([
      { number: 'OD1', offer_paise: 0, refunded_paise: 12996 },
      { number: 'OD2', offer_paise: 0, refunded_paise: 0 },
    ]);
    expect(await queryRows(db, sql`select delivery_promise from resellers`)).toEqual([{ delivery_promise: 'Pay on Delivery' }]);

    const order = await orderSummary(db, { shopId: 1, customerId: 1, markupPercent: 0 }, 'OD1');
    expect(order.amounts).toEqual({
      items: 2,
      items_price: 249,
      offer: 0,
      subtotal: 249,
      delivery: 40,
      online_discount: 25,
      // An order from before coupons and automatic offers saved nothing by them.
      auto_offer: 0,
      auto_offer_label: '',
      coupon: 0,
      coupon_code: '',
      cod_fee: 0,
      total: 264,
      cancelled: 130,
      cancelled_items: 1,
      refunded: 130,
      net: 134,
    });
    expect(order.lines.map((l) => l.CoLineAmount)).toEqual([130, 134]);
  });
});
