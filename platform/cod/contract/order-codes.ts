import { z } from 'zod';
import { statusTrue, text } from '../../shared/contract/common';
import { ORDER_NUMBER_MAX } from '../../orders/contract/orders';
import { ENTER_CODE_MESSAGE } from './cod-messages';
import { shopperLanguage } from '../../shared/contract/language';

/**
 * Extension: a COD order Awaiting Confirmation by code. insert_Customer_Order sends the first code itself; the
 * shopper asks for another with Send_Order_Code and confirms with Confirm_Order_Code (both bearer, the shopper's own
 * order only: anyone else's is the existing 404 "Order not found.").
 */
const orderNumber = text(ORDER_NUMBER_MAX).trim().min(1, 'is required');

/**
 * POST /api/Send_Order_Code. `language` (extension): the language of the text message; when absent, the one the order
 * was placed in.
 */
export const sendOrderCodeRequest = z.object({ CoOrderID: orderNumber, language: shopperLanguage.optional() });
export const sendOrderCodeAnswer = z.object({
  status: statusTrue,
  /** "We sent a 6-digit code to +91 98•••••210." */
  message: z.string(),
  data: z.object({
    /** Seconds before another code may be asked for, and that this code stays good. */
    resend_after: z.number().int(),
    expires_in: z.number().int(),
    phone_hint: z.string(),
  }),
});
export type SendOrderCodeAnswer = z.infer<typeof sendOrderCodeAnswer>;

/** POST /api/Confirm_Order_Code */
export const confirmOrderCodeRequest = z.object({
  CoOrderID: orderNumber,
  code: z
    .string(ENTER_CODE_MESSAGE)
    .trim()
    .regex(/^\d{6}$/, ENTER_CODE_MESSAGE),
});
export const confirmOrderCodeAnswer = z.object({ status: statusTrue, message: z.string() });

/**
 * GET /api/Dev_Outbox (demo mode only; 404 otherwise): the text messages the platform would have sent, newest first,
 * of the shop on this host.
 */
export const devOutboxAnswer = z.object({
  status: statusTrue,
  data: z.array(z.object({ to: z.string(), text: z.string(), sent_at: z.string() })),
});
export type DevOutboxAnswer = z.infer<typeof devOutboxAnswer>;
