import { z } from 'zod';
import { statusTrue } from '../../shared/contract/common';

/**
 * Extension: GET /api/Shop_Settings. What the shop on this host can offer, so a storefront (which may run apart from
 * the platform) shows only what works: `online_payment` when Razorpay keys are set (or the demo's test gateway),
 * `password_reset` when reset links can be mailed (SMTP, or the demo's development mailbox).
 */
export const shopSettings = z.object({
  online_payment: z.boolean(),
  password_reset: z.boolean(),
  /** Where the payment dialog's script loads from ('' without online payment), so the checkout loads it before placing an order. */
  payment_script_url: z.string().optional(),
  /** What paying online saves, percent of the subtotal (the shop's setting, 0–20); absent from a legacy platform (10). */
  online_discount_percent: z.number().int().min(0).max(100).optional(),
  /** Cash on delivery: the fee (rupees, 0 for none), the largest order it takes (rupees, 0 = no limit) and how its orders are confirmed. */
  cod_fee: z.number().int().optional(),
  cod_max_order: z.number().int().optional(),
  cod_confirmation: z.enum(['code', 'call', 'none']).optional(),
});
export type ShopSettings = z.infer<typeof shopSettings>;
export const shopSettingsAnswer = z.object({ status: statusTrue, data: z.array(shopSettings) });

/** Forgot_Password's 400 when no mail can be sent, and what the forgot-password screen says instead of its form. */

/** insert_Customer_Order's 400 for paymentmode ONLINE when online payment is off. */
export const ONLINE_PAYMENT_UNAVAILABLE_MESSAGE = 'Online payment is not available in this shop yet. Please choose Cash on Delivery.';

export { PASSWORD_RESET_UNAVAILABLE_MESSAGE } from '../../customers/contract/customer-messages';
