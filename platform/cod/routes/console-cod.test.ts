import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';
import type { TestProduct } from '../../testing/order-test-kit';
import { setUpCod, type codKit } from '../../testing/cod-test-kit';
import { msg91Sender } from '../../shared/sms/msg91';

/** The console's cash-on-delivery settings, and what a platform without text messages does instead of codes. */
describe('the console’s COD settings', () => {
  let platform: TestPlatform;
  let kit: ReturnType<typeof codKit>;
  let product: TestProduct;

  beforeAll(async () => {
    ({ platform, kit, product } = await setUpCod(100));
  }, 120_000);
  afterAll(() => platform.close());

  it('shows the showcase shop’s settings, and the first shop’s defaults', async () => {
    expect((await kit.consoleCall('/api/console/cod-settings')).body).toEqual({
      status: 'true',
      data: { confirmation: 'sms_every', confirm_hours: 24, fee: 49, max_order: 5000, blocked_pincodes: ['799001'], sms_available: true },
    });
    const owner1 = await platform.consoleSignIn('owner@example.com', 'Owner@2024', SHOP1);
    const defaults = await platform.call('GET', '/api/console/cod-settings', { host: SHOP1, token: owner1 });
    expect(defaults.body.data).toEqual({ confirmation: 'none', confirm_hours: 24, fee: 0, max_order: 0, blocked_pincodes: [], sms_available: true });
    expect((await platform.call('GET', '/api/console/cod-settings', { host: SHOP2 })).status).toBe(401);
  });

  it('saves the settings, keeping each PIN code once, and refuses what is out of range', async () => {
    const saved = await kit.consoleCall('/api/console/cod-settings/save', {
      confirmation: 'sms_first',
      confirm_hours: 12,
      fee: 30,
      max_order: 3000,
      blocked_pincodes: ['799', '799001', '799'],
    });
    expect(saved.body).toEqual({
      status: 'true',
      message: 'Cash on delivery settings saved.',
      data: { confirmation: 'sms_first', confirm_hours: 12, fee: 30, max_order: 3000, blocked_pincodes: ['799', '799001'], sms_available: true },
    });
    const shopSettings = await platform.call('GET', '/api/Shop_Settings', { host: SHOP2 });
    expect(shopSettings.body.data[0]).toMatchObject({ cod_fee: 30, cod_max_order: 3000, cod_confirmation: 'code' });
    const refusals = await Promise.all(
      [{ blocked_pincodes: ['79900'] }, { fee: 501 }, { confirm_hours: 0 }, { max_order: 1_000_001 }].map(
        async (change) => (await kit.consoleCall('/api/console/cod-settings/save', { ...saved.body.data, ...change })).body,
      ),
    );
    expect(refusals.map((r) => [r.status, r.field, r.message])).toEqual([
      ['false', 'blocked_pincodes.0', 'Each PIN code is 6 digits (or 3 for a whole area).'],
      ['false', 'fee', 'The fee is between ₹0 and ₹500.'],
      ['false', 'confirm_hours', 'Give between 1 and 72 hours.'],
      ['false', 'max_order', 'The largest order is between ₹0 (no limit) and ₹10,00,000.'],
    ]);
    await kit.settings();
  });

  it('without text messages: refuses the code modes, falls back to a call, and has no outbox', async () => {
    const sms = platform.context.sms;
    platform.context.sms = null;
    try {
      expect((await kit.consoleCall('/api/console/cod-settings')).body.data.sms_available).toBe(false);
      const refused = await kit.consoleCall('/api/console/cod-settings/save', {
        confirmation: 'sms_every',
        confirm_hours: 24,
        fee: 49,
        max_order: 5000,
        blocked_pincodes: [],
      });
      expect(refused).toMatchObject({
        status: 400,
        body: { message: 'Text messages are not set up on this platform (SMS_AUTH_KEY), so codes cannot be sent.', field: 'confirmation' },
      });
      const shopper = await kit.shopper();
      const placed = await kit.placeCod(shopper, product);
      expect(placed.body.data.confirmation).toBe('call');
      expect((await platform.call('GET', '/api/Shop_Settings', { host: SHOP2 })).body.data[0].cod_confirmation).toBe('call');
      expect((await platform.call('GET', '/api/Dev_Outbox', { host: SHOP2 })).status).toBe(404);
      platform.context.sms = msg91Sender(
        { url: 'http://127.0.0.1:9/flow', authKey: 'k', otpTemplateId: 't', otpTemplateIdHi: '', senderId: '' },
        () => {},
      );
      expect((await platform.call('GET', '/api/Dev_Outbox', { host: SHOP2 })).status).toBe(404);
      // A provider that cannot be reached: the order stands, asking again answers 502.
      const unreachable = await kit.placeCod(shopper, product);
      expect(unreachable.body.data.confirmation).toBe('code');
      const resend = await kit.sendCode(shopper, unreachable.body.data.CoOrderID);
      expect(resend).toMatchObject({ status: 502, body: { message: 'We could not send the code. Please try again.' } });
    } finally {
      platform.context.sms = sms;
    }
  });
});
