import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP2, type TestPlatform } from '../../testing/test-platform';
import { rows, type TestProduct } from '../../testing/order-test-kit';
import { setUpCod, type codKit } from '../../testing/cod-test-kit';

const hindiCode = (number: string) =>
  new RegExp(`^(\\d{6}) आपके Kesari Mart ऑर्डर ${number} \\(₹[\\d,]+\\) की पुष्टि का कोड है। 10 मिनट तक मान्य। किसी से शेयर न करें।$`);
const englishCode = (number: string) =>
  new RegExp(`^(\\d{6}) is your code to confirm your Kesari Mart order ${number} for ₹[\\d,]+\\. It is valid for 10 minutes\\. Do not share it\\.$`);

/** The COD code text of an order placed from the Hindi pages is in Hindi (the development outbox shows its text). */
describe('COD code texts in Hindi (development outbox)', () => {
  let platform: TestPlatform;
  let kit: ReturnType<typeof codKit>;
  let product: TestProduct;

  beforeAll(async () => {
    ({ platform, kit, product } = await setUpCod(500));
  }, 120_000);
  afterAll(() => platform.close());

  it('texts the first code of a Hindi order in Hindi, and the code in it confirms the order', async () => {
    const shopper = await kit.shopper();
    const placed = await kit.placeCod(shopper, product, 1, { language: 'hi' });
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.data.CoOrderID as string;
    const [text] = await kit.textsTo(shopper.mobile);
    expect(text).toMatch(hindiCode(number));
    // Unicode SMS: within two parts of 67 characters.
    expect(text!.length).toBeLessThanOrEqual(134);
    const code = hindiCode(number).exec(text!)![1]!;
    expect(await kit.confirmCode(shopper, number, code)).toMatchObject({ status: 200, body: { message: 'Your order is confirmed.' } });
  });

  it("texts a new code in the order's language unless the call asks for another; English orders stay English", async () => {
    const shopper = await kit.shopper();
    const number = (await kit.placeCod(shopper, product, 1, { language: 'hi' })).body.data.CoOrderID as string;
    await kit.skipResendWait(number);
    expect((await kit.sendCode(shopper, number)).status).toBe(200);
    expect((await kit.textsTo(shopper.mobile))[0]).toMatch(hindiCode(number));
    await kit.skipResendWait(number);
    const english = await platform.call('POST', '/api/Send_Order_Code', {
      host: SHOP2,
      token: shopper.token,
      json: { CoOrderID: number, language: 'en' },
    });
    expect(english.status, JSON.stringify(english.body)).toBe(200);
    expect((await kit.textsTo(shopper.mobile))[0]).toMatch(englishCode(number));

    const other = await kit.shopper();
    const englishOrder = (await kit.placeCod(other, product)).body.data.CoOrderID as string;
    expect((await kit.textsTo(other.mobile))[0]).toMatch(englishCode(englishOrder));
    await kit.skipResendWait(englishOrder);
    const hindi = await platform.call('POST', '/api/Send_Order_Code', {
      host: SHOP2,
      token: other.token,
      json: { CoOrderID: englishOrder, language: 'hi' },
    });
    expect(hindi.status).toBe(200);
    expect((await kit.textsTo(other.mobile))[0]).toMatch(hindiCode(englishOrder));
  });

  it('refuses a language it does not text in with a 400 naming the field', async () => {
    const shopper = await kit.shopper();
    const number = (await kit.placeCod(shopper, product)).body.data.CoOrderID as string;
    await kit.skipResendWait(number);
    const refused = await platform.call('POST', '/api/Send_Order_Code', {
      host: SHOP2,
      token: shopper.token,
      json: { CoOrderID: number, language: 'hindi' },
    });
    expect(refused).toMatchObject({ status: 400, body: { status: 'false', message: "language: must be 'en' or 'hi'", field: 'language' } });
    expect(await kit.textsTo(shopper.mobile)).toHaveLength(1);
  });
});

/** Through MSG91 (a real HTTP server on this machine standing in for it), a Hindi order's code goes with the Hindi DLT template. */
describe('COD code texts in Hindi through MSG91', () => {
  let platform: TestPlatform;
  let kit: ReturnType<typeof codKit>;
  let product: TestProduct;
  let server: http.Server;
  const received: { template_id: string; recipients: Record<string, string>[] }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let text = '';
      req.on('data', (chunk) => (text += chunk));
      req.on('end', () => {
        received.push(JSON.parse(text));
        res.writeHead(200, { 'content-type': 'application/json' }).end('{"type":"success","message":"3763646c"}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v5/flow`;
    ({ platform, kit, product } = await setUpCod(500, {
      sms: { url, authKey: 'auth-key', otpTemplateId: 'tmpl-code-en', otpTemplateIdHi: 'tmpl-code-hi', senderId: 'KESARI' },
    }));
  }, 120_000);
  afterAll(async () => {
    await platform.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('sends the Hindi template id for a Hindi order and the English one for an English order, with the same variables', async () => {
    const hindiShopper = await kit.shopper();
    const hindi = await kit.placeCod(hindiShopper, product, 1, { language: 'hi' });
    expect(hindi.body.data, JSON.stringify(hindi.body)).toMatchObject({ confirmation: 'code' });
    expect(received.at(-1)).toMatchObject({
      template_id: 'tmpl-code-hi',
      recipients: [
        { mobiles: `91${hindiShopper.mobile}`, code: expect.stringMatching(/^\d{6}$/), shop: 'Kesari Mart', order: hindi.body.data.CoOrderID },
      ],
    });

    const englishShopper = await kit.shopper();
    const english = await kit.placeCod(englishShopper, product);
    expect(received.at(-1)).toMatchObject({
      template_id: 'tmpl-code-en',
      recipients: [{ mobiles: `91${englishShopper.mobile}`, order: english.body.data.CoOrderID }],
    });
  });

  it("sends the shop's Hindi name in a Hindi text when the shop has one", async () => {
    await rows(platform, sql`update resellers set shop_name_hi = 'केसरी मार्ट' where shop_name = 'Kesari Mart'`);
    try {
      const shopper = await kit.shopper();
      await kit.placeCod(shopper, product, 1, { language: 'hi' });
      expect(received.at(-1)).toMatchObject({ template_id: 'tmpl-code-hi', recipients: [{ shop: 'केसरी मार्ट' }] });
    } finally {
      await rows(platform, sql`update resellers set shop_name_hi = '' where shop_name = 'Kesari Mart'`);
    }
  });

  it('sends a Hindi order the English template when the platform has no Hindi one', async () => {
    const sms = platform.context.config.sms!;
    sms.otpTemplateIdHi = '';
    try {
      const shopper = await kit.shopper();
      await kit.placeCod(shopper, product, 1, { language: 'hi' });
      expect(received.at(-1)).toMatchObject({ template_id: 'tmpl-code-en', recipients: [{ shop: 'Kesari Mart' }] });
    } finally {
      sms.otpTemplateIdHi = 'tmpl-code-hi';
    }
  });
});
