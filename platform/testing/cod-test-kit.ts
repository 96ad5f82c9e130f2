import { sql } from 'drizzle-orm';
import { createTestPlatform, OWNER2, SHOP2, type TestPlatform } from './test-platform';
import { pickProduct, registerShopper, rows, setStock, type TestProduct, type TestShopper } from './order-test-kit';

export const ADMIN = { 'x-admin-key': 'test-admin-key' };

/** What the cash-on-delivery tests share: the showcase shop's (SHOP2) console, COD orders, the outbox's codes. */
export function codKit(platform: TestPlatform, host = SHOP2) {
  let owner: string | undefined;
  const ownerToken = async () => (owner ??= await platform.consoleSignIn(OWNER2.email, OWNER2.password, host));

  async function consoleCall(path: string, json?: unknown) {
    return platform.call(json === undefined ? 'GET' : 'POST', path, { host, token: await ownerToken(), json });
  }

  /** Saves the shop's COD settings, starting from the showcase's. */
  async function settings(change: Record<string, unknown> = {}) {
    const saved = await consoleCall('/api/console/cod-settings/save', {
      confirmation: 'sms_every',
      confirm_hours: 24,
      fee: 49,
      max_order: 5000,
      blocked_pincodes: ['799001'],
      ...change,
    });
    if (saved.status !== 200) throw new Error(`Saving COD settings failed: ${JSON.stringify(saved.body)}`);
    return saved.body;
  }

  /** A new shopper of the shop with an address at `pincode` (302001 unless given). */
  async function shopper(pincode?: { pincode: string; state: string; city: string }): Promise<TestShopper & { mobile: string }> {
    const s = await registerShopper(platform, host);
    const [row] = await rows<{ mobile: string }>(platform, sql`select mobile from addresses where id = ${s.addressId}`);
    if (!pincode) return { ...s, mobile: row!.mobile };
    const added = await platform.call('POST', '/api/insert_Customer_add', {
      host,
      token: s.token,
      json: {
        name: 'Test Shopper',
        email: s.email,
        mobile: row!.mobile,
        address1: '4 Post Office Road',
        address2: 'Near the post office',
        country: 'India',
        city: pincode.city,
        district: pincode.city,
        pincode: pincode.pincode,
        state: pincode.state,
      },
    });
    if (added.status !== 200) throw new Error(`Adding an address failed: ${JSON.stringify(added.body)}`);
    return { ...s, addressId: added.body.data.id as number, mobile: row!.mobile };
  }

  function placeCod(s: TestShopper, product: TestProduct, quantity = 1, extra: Record<string, unknown> = {}) {
    return platform.call('POST', '/api/insert_Customer_Order', {
      host,
      token: s.token,
      json: {
        addressid: s.addressId,
        coupan_Code: '',
        paymentmode: 'COD',
        orders: [{ asinid: product.id, quantity, productcode: product.asin }],
        ...extra,
      },
    });
  }

  /** The texts sent to this mobile number, newest first (from the development outbox). */
  async function textsTo(mobile: string): Promise<string[]> {
    const outbox = await platform.call('GET', '/api/Dev_Outbox', { host });
    return (outbox.body.data as { to: string; text: string }[]).filter((m) => m.to === `+91${mobile}`).map((m) => m.text);
  }

  /** The last code texted to this mobile number. */
  async function lastCode(mobile: string): Promise<string> {
    const [text] = await textsTo(mobile);
    const code = /^(\d{6}) is your code/.exec(text ?? '')?.[1];
    if (!code) throw new Error(`No code for ${mobile} in ${JSON.stringify(text)}`);
    return code;
  }

  const sendCode = (s: TestShopper, CoOrderID: string, headers?: Record<string, string>) =>
    platform.call('POST', '/api/Send_Order_Code', { host, token: s.token, json: { CoOrderID }, headers });
  const confirmCode = (s: TestShopper, CoOrderID: string, code: string) =>
    platform.call('POST', '/api/Confirm_Order_Code', { host, token: s.token, json: { CoOrderID, code } });
  const expire = (as_of: Date, CoOrderID?: string) =>
    platform.call('POST', '/api/admin/orders/expire-unconfirmed', { host, headers: ADMIN, json: { as_of: as_of.toISOString(), CoOrderID } });

  /** Lets the next code go out at once (as if the resend wait had passed). */
  const skipResendWait = (CoOrderID: string) =>
    platform.context.db.execute(
      sql`update cod_confirmations set code_sent_at = code_sent_at - interval '1 minute' where order_id = (select id from orders where number = ${CoOrderID})`,
    );

  const lineStatuses = async (CoOrderID: string) =>
    (
      await rows<{ status: string }>(
        platform,
        sql`select l.status from order_lines l join orders o on o.id = l.order_id where o.number = ${CoOrderID} order by l.id`,
      )
    ).map((r) => r.status);

  return { consoleCall, settings, shopper, placeCod, textsTo, lastCode, sendCode, confirmCode, expire, skipResendWait, lineStatuses };
}

/** What the COD suites start from: a platform, its kit for the showcase shop and an unsized product with `stock`. */
export async function setUpCod(stock: number, options?: Parameters<typeof createTestPlatform>[0]) {
  const platform = await createTestPlatform(options);
  const kit = codKit(platform);
  const product = await pickProduct(platform, { sized: false, delivery: false });
  await setStock(platform, product.id, '', stock);
  return { platform, kit, product };
}
