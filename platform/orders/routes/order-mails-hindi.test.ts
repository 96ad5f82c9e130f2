import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP1, type TestPlatform } from '../../testing/test-platform';
import { codCaptcha, rows, setUpShopperWithProduct, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { mailsAboutOrder } from '../../testing/mailbox-kit';

const ADMIN = { 'x-admin-key': 'test-admin-key' };

/**
 * An order placed from the shop's Hindi pages (`language: 'hi'`) keeps its language: its placed mail and every later
 * mail about it (packed, shipped, cancelled) are in Hindi; an order without a language is mailed in English as before.
 */
describe('order mails in the language the order was placed in', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let product: TestProduct;
  const origin = { 'x-forwarded-host': 'localhost:3106', 'x-forwarded-proto': 'http' };

  /** Oldest first. */
  const mailsAbout = async (number: string) => (await mailsAboutOrder(platform, number)).reverse();
  const placeCod = async (language?: unknown) =>
    platform.call('POST', '/api/insert_Customer_Order', {
      token: shopper.token,
      headers: origin,
      json: {
        addressid: shopper.addressId,
        coupan_Code: '',
        paymentmode: 'COD',
        ...(await codCaptcha(platform, shopper.token)),
        orders: [{ asinid: product.id, quantity: 1, productcode: product.asin }],
        ...(language === undefined ? {} : { language }),
      },
    });
  const setStatus = (CoOrderID: string, status: string, note = '') =>
    platform.call('POST', '/api/admin/order_status', { host: SHOP1, headers: ADMIN, json: { CoOrderID, status, note } });
  const languageOf = async (number: string) =>
    (await rows<{ language: string }>(platform, sql`select language from orders where number = ${number}`))[0]?.language;

  beforeAll(async () => {
    ({ platform, shopper, product } = await setUpShopperWithProduct(50));
  });
  afterAll(() => platform.close());

  it('mails a Hindi order in Hindi when it is placed, packed and cancelled, with the link to the Hindi tracking page', async () => {
    const placed = await placeCod('hi');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.data.CoOrderID as string;
    const total = (placed.body.data.amounts.total as number).toLocaleString('en-IN');
    expect(await languageOf(number)).toBe('hi');

    const [placedMail] = await mailsAbout(number);
    expect(placedMail).toMatchObject({ to: shopper.email, subject: `आपका Apna Bazaar ऑर्डर ${number} प्लेस हो गया है` });
    expect(placedMail!.text).toMatch(/^नमस्ते .*,\n\n/);
    expect(placedMail!.text).toContain(`आपके ऑर्डर ${number} के लिए धन्यवाद।`);
    expect(placedMail!.text).toContain(`डिलीवरी पर भुगतान करना है: ₹${total}।`);
    expect(placedMail!.text).toContain(`अपना ऑर्डर यहाँ ट्रैक करें: http://localhost:3106/hi/track?order=${number}`);
    expect(placedMail!.html).toContain('<html lang="hi">');
    expect(placedMail!.html).toContain(`<a href="http://localhost:3106/hi/track?order=${number}">अपना ऑर्डर ट्रैक करें</a>`);
    expect(placedMail!.text).not.toMatch(/Hello|Thank you|Follow your order/);

    expect((await setStatus(number, 'Packed')).status).toBe(200);
    const packed = (await mailsAbout(number))[1]!;
    expect(packed.subject).toBe(`आपका Apna Bazaar ऑर्डर ${number} पैक हो गया है`);
    expect(packed.text).toContain(`आपका ऑर्डर ${number} पैक हो गया है और जल्द ही कूरियर को सौंप दिया जाएगा।`);
    expect(packed.text).toContain('आप हमारी शॉप में "मेरे ऑर्डर" में अपना ऑर्डर देख सकते हैं।');
    expect(packed.html).toContain('<html lang="hi">');

    expect((await setStatus(number, 'Cancelled')).status).toBe(200);
    const cancelled = (await mailsAbout(number))[2]!;
    expect(cancelled.subject).toBe(`आपका Apna Bazaar ऑर्डर ${number} रद्द हो गया है`);
    expect(cancelled.text).toContain(`हमने आपका ऑर्डर ${number} रद्द कर दिया है।`);
    // The platform's own reason is given in Hindi too.
    expect(cancelled.text).toContain('कारण: शॉप ने ऑर्डर रद्द किया।');
  });

  it('mails a later status of a Hindi order in Hindi: shipped, with the courier and the tracking number', async () => {
    const number = (await placeCod('hi')).body.data.CoOrderID as string;
    const shipped = await platform.call('POST', '/api/admin/order_status', {
      host: SHOP1,
      headers: ADMIN,
      json: { CoOrderID: number, status: 'Shipped' },
    });
    expect(shipped.status, JSON.stringify(shipped.body)).toBe(200);
    const mail = (await mailsAbout(number)).at(-1)!;
    expect(mail.subject).toBe(`आपका Apna Bazaar ऑर्डर ${number} शिप हो गया है`);
    expect(mail.text).toContain(`आपका ऑर्डर ${number} आपके पास आ रहा है।`);
    expect((await setStatus(number, 'Delivered')).status).toBe(200);
    const delivered = (await mailsAbout(number)).at(-1)!;
    expect(delivered.subject).toBe(`आपका Apna Bazaar ऑर्डर ${number} डिलीवर हो गया है`);
    expect(delivered.text).toContain('Apna Bazaar से खरीदारी करने के लिए धन्यवाद।');
  });

  it('mails an order placed without a language, or in English, exactly as before', async () => {
    for (const language of [undefined, 'en']) {
      const placed = await placeCod(language);
      expect(placed.status, JSON.stringify(placed.body)).toBe(200);
      const number = placed.body.data.CoOrderID as string;
      const total = (placed.body.data.amounts.total as number).toLocaleString('en-IN');
      expect(await languageOf(number)).toBe('en');
      const [mail] = await mailsAbout(number);
      expect(mail!.subject).toBe(`Your Apna Bazaar order ${number} is placed`);
      expect(mail!.text).toContain(`Thank you for your order ${number}. We have received it and will mail you when it is packed and shipped.`);
      expect(mail!.text).toContain(`To pay on delivery: ₹${total}.`);
      expect(mail!.text).toContain(`Follow your order here: http://localhost:3106/track?order=${number}`);
      expect(mail!.html).toMatch(/^<!doctype html>\n<html><body style="font-family: Arial, sans-serif;/);
      expect((await setStatus(number, 'Packed')).status).toBe(200);
      expect((await mailsAbout(number))[1]!.subject).toBe(`Your Apna Bazaar order ${number} is packed`);
    }
  });

  it('refuses a language it does not write in with a 400 naming the field, and places nothing', async () => {
    const before = await rows<{ count: number }>(platform, sql`select count(*)::int as count from orders`);
    for (const language of ['fr', 'HI', '', 7, null]) {
      const refused = await placeCod(language);
      expect(refused, JSON.stringify(language)).toMatchObject({
        status: 400,
        body: { status: 'false', message: "language: must be 'en' or 'hi'", field: 'language' },
      });
    }
    expect(await rows<{ count: number }>(platform, sql`select count(*)::int as count from orders`)).toEqual(before);
  });
});
