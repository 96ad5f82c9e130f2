import { createHmac } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_GATEWAY_KEYS } from '../../shared/payments/create-gateway';
import type { TestPlatform } from '../../testing/test-platform';
import { codCaptcha, setUpShopperWithProduct, type TestProduct, type TestShopper } from '../../testing/order-test-kit';
import { mailsAboutOrder } from '../../testing/mailbox-kit';

/** The shopper is mailed when an order is placed (COD) or paid (online), with a link on the shop's own origin. */
describe('the order-placed mail', () => {
  let platform: TestPlatform;
  let shopper: TestShopper;
  let product: TestProduct;
  /** The storefront forwards the shopper's host with its port, and the scheme, as it does for every such call. */
  const origin = { 'x-forwarded-host': 'localhost:3106', 'x-forwarded-proto': 'http' };

  const mailsAbout = (number: string) => mailsAboutOrder(platform, number);
  const place = async (paymentmode: 'COD' | 'ONLINE', key: string) => {
    const captcha = paymentmode === 'COD' ? await codCaptcha(platform, shopper.token) : {};
    return platform.call('POST', '/api/insert_Customer_Order', {
      token: shopper.token,
      headers: { ...origin, 'Idempotency-Key': key },
      json: {
        addressid: shopper.addressId,
        coupan_Code: '',
        paymentmode,
        ...captcha,
        orders: [{ asinid: product.id, quantity: 1, productcode: product.asin }],
      },
    });
  };

  beforeAll(async () => {
    ({ platform, shopper, product } = await setUpShopperWithProduct(50));
  });
  afterAll(() => platform.close());

  it('mails a cash-on-delivery order once, as it is placed, with the link to follow it on the host and port the shopper used', async () => {
    const placed = await place('COD', 'mail-cod-1');
    expect(placed.status, JSON.stringify(placed.body)).toBe(200);
    const number = placed.body.data.CoOrderID as string;
    const total = placed.body.data.amounts.total as number;
    const [mail, ...more] = await mailsAbout(number);
    expect(more).toEqual([]);
    expect(mail).toMatchObject({ to: shopper.email, subject: `Your Apna Bazaar order ${number} is placed` });
    expect(mail!.text).toContain(`To pay on delivery: ₹${total.toLocaleString('en-IN')}.`);
    expect(mail!.text).toContain(`Follow your order here: http://localhost:3106/track?order=${number}`);
    expect(mail!.html).toContain(`href="http://localhost:3106/track?order=${number}"`);

    // The same attempt again (a double click, a retry) answers the same order and mails nothing more.
    const again = await place('COD', 'mail-cod-1');
    expect(again.body.data.CoOrderID).toBe(number);
    expect(await mailsAbout(number)).toHaveLength(1);
  });

  it('mails an online order once it is paid, not before, and once only', async () => {
    const placed = await place('ONLINE', 'mail-online-1');
    const number = placed.body.data.CoOrderID as string;
    expect(await mailsAbout(number)).toEqual([]);
    const paid = await platform.call('POST', '/api/test_gateway/pay', { json: { order_id: placed.body.data.ORDERID, outcome: 'success' } });
    expect(paid.status).toBe(200);
    expect(await mailsAbout(number)).toEqual([]);
    for (let i = 0; i < 2; i++) {
      const final = await platform.call('POST', '/api/order_final', { token: shopper.token, headers: origin, json: paid.body });
      expect(final.status).toBe(200);
    }
    const mails = await mailsAbout(number);
    expect(mails).toHaveLength(1);
    expect(mails[0]!.text).toContain(`Paid online: ₹${(placed.body.data.amount / 100).toLocaleString('en-IN')}.`);
    expect(mails[0]!.text).toContain(`http://localhost:3106/track?order=${number}`);
  });

  it("links to the order's own shop when Razorpay's webhook tells of the payment first, on another host", async () => {
    const placed = await place('ONLINE', 'mail-online-2');
    const number = placed.body.data.CoOrderID as string;
    const event = {
      event: 'payment.captured',
      payload: { payment: { entity: { id: 'pay_MailWebhook0001', amount: placed.body.data.amount, order_id: placed.body.data.ORDERID } } },
    };
    const raw = JSON.stringify(event);
    const delivered = await platform.call('POST', '/api/razorpay_webhook', {
      host: 'razorpay-webhooks.example',
      body: raw,
      headers: {
        'content-type': 'application/json',
        'X-Razorpay-Signature': createHmac('sha256', TEST_GATEWAY_KEYS.webhookSecret).update(raw).digest('hex'),
        'X-Razorpay-Event-Id': 'evt_mail_1',
      },
    });
    expect(delivered.body.message).toBe('Payment recorded.');
    const [mail] = await mailsAbout(number);
    expect(mail!.text).toMatch(new RegExp(`Follow your order here: http://(localhost|127\\.0\\.0\\.1)/track\\?order=${number}`));
  });

  it('places the order all the same when the mail cannot be sent', async () => {
    const mailer = platform.context.mailer;
    platform.context.mailer = { kind: 'dev-mailbox', send: () => Promise.reject(new Error('The mail server is down')) };
    try {
      const placed = await place('COD', 'mail-cod-down');
      expect(placed.status).toBe(200);
      expect(placed.body.message).toBe('Order placed successfully.');
      expect(await mailsAbout(placed.body.data.CoOrderID)).toEqual([]);
    } finally {
      platform.context.mailer = mailer;
    }
  });
});
