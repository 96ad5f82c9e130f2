import type { Hono } from 'hono';
import { calls } from '../../contract/calls';
import { shopSettingsAnswer } from '../contract/shop-settings';
import type { PlatformContext } from '../../shared/platform-context';
import { answer, type AppEnv } from '../../shared/http/context';
import { effectiveConfirmation } from '../../cod/contract/cod-refusal';
import { toRupees } from '../../shared/contract/money';

/** GET /api/Shop_Settings: what this platform can offer the shop on the request's host. */
export function registerShopSettingsRoutes(app: Hono<AppEnv>, platform: PlatformContext): void {
  app.get(calls.shopSettings.path, (c) =>
    answer(c, shopSettingsAnswer, {
      status: 'true',
      data: [
        {
          online_payment: platform.gateway !== null,
          password_reset: platform.mailer !== null,
          payment_script_url: platform.gateway?.scriptUrl ?? '',
          online_discount_percent: c.get('reseller').onlineDiscountPercent,
          cod_fee: toRupees(c.get('reseller').codFeePaise),
          cod_max_order: toRupees(c.get('reseller').codMaxOrderPaise),
          cod_confirmation: effectiveConfirmation(c.get('reseller').codConfirmation, platform.sms !== null),
        },
      ],
    }),
  );
}
