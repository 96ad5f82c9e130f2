import { sql } from 'drizzle-orm';
import { createTestPlatform, OWNER1, SHOP1, type TestPlatform } from './test-platform';
import { pickProduct, registerShopper, rows, rupeesAt, setStock, withCaptcha, type TestProduct, type TestShopper } from './order-test-kit';

/** What the coupon tests share: the console's coupon calls, Price_Cart and insert_Customer_Order with a code. */
export function offersKit(platform: TestPlatform) {
  let consoleToken = '';
  const owner = async () => (consoleToken ||= await platform.consoleSignIn(OWNER1.email, OWNER1.password));
  const consoleCall = async (path: string, json?: unknown) =>
    platform.call(json === undefined ? 'GET' : 'POST', path, { token: await owner(), ...(json === undefined ? {} : { json }) });
  let codes = 0;
  /** A new coupon of shop 1 (a fresh code unless given), answered as its console row; throws when refused. */
  const coupon = async (fields: Record<string, unknown>) => {
    const result = await consoleCall('/api/console/coupons/save', {
      code: `T${Date.now() % 100000}X${++codes}`,
      kind: 'PERCENT',
      percent: 10,
      ...fields,
    });
    if (result.status !== 200) throw new Error(`Coupon refused: ${JSON.stringify(result.body)}`);
    return result.body.data as { id: number; code: string };
  };
  const price = (lines: { product: TestProduct; unit: number }[], code = '', token?: string, paymentmode = '') =>
    platform.call('POST', '/api/Price_Cart', {
      token,
      json: {
        lines: lines.map((l) => ({ prod_id: l.product.id, unit: l.unit, cart_size: l.product.sizes[0] ?? '' })),
        coupon_code: code,
        paymentmode,
      },
    });
  const place = async (
    shopper: TestShopper,
    lines: { product: TestProduct; quantity: number }[],
    code: string,
    options: { mode?: 'COD' | 'ONLINE'; key?: string } = {},
  ) =>
    platform.call('POST', '/api/insert_Customer_Order', {
      host: SHOP1,
      token: shopper.token,
      headers: options.key ? { 'Idempotency-Key': options.key } : undefined,
      json: await withCaptcha(platform, shopper.token, {
        addressid: shopper.addressId,
        coupan_Code: code,
        paymentmode: options.mode ?? 'COD',
        orders: lines.map((l) => ({ asinid: l.product.id, quantity: l.quantity, productcode: l.product.asin, size: l.product.sizes[0] ?? '' })),
      }),
    });
  const orderLinesOf = (number: string) =>
    rows<{ id: number; line_total_paise: number; auto_offer_paise: number; coupon_paise: number; discount_paise: number; amount_paise: number }>(
      platform,
      sql`select l.id, l.line_total_paise, l.auto_offer_paise, l.coupon_paise, l.discount_paise, l.amount_paise
          from order_lines l join orders o on o.id = l.order_id where o.number = ${number} order by l.id`,
    );
  const liveUses = async (couponId: number) =>
    (await rows<{ n: number }>(platform, sql`select count(*)::int as n from coupon_uses where coupon_id = ${couponId} and released_at is null`))[0]!
      .n;
  /** Makes the shop pay the supplier `below` rupees under the product's price: its margin per unit. */
  const setMargin = async (product: TestProduct, priceRupees: number, marginRupees: number) => {
    await platform.context.db.execute(sql`update products set supplier_price_paise = ${(priceRupees - marginRupees) * 100} where id = ${product.id}`);
  };
  return { consoleCall, coupon, price, place, orderLinesOf, liveUses, setMargin };
}

export interface CouponsKit {
  platform: TestPlatform;
  kit: ReturnType<typeof offersKit>;
  /** Unsized products with a delivery charge (`plain`) and without (`other`), 500 of each in stock, and their prices in rupees. */
  plain: TestProduct;
  other: TestProduct;
  plainPrice: number;
  otherPrice: number;
  shopper: TestShopper;
  /** The delivery charge of one `plain`, in rupees. */
  delivery: () => number;
}

export async function setUpCoupons(): Promise<CouponsKit> {
  const platform = await createTestPlatform();
  const plain = await pickProduct(platform, { sized: false, delivery: true });
  const other = await pickProduct(platform, { sized: false, delivery: false });
  for (const p of [plain, other]) await setStock(platform, p.id, '', 500);
  return {
    platform,
    kit: offersKit(platform),
    plain,
    other,
    plainPrice: rupeesAt(plain.basePaise, 0),
    otherPrice: rupeesAt(other.basePaise, 0),
    shopper: await registerShopper(platform),
    delivery: () => Math.round(plain.deliveryPaise / 100),
  };
}
