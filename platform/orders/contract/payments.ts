import { z } from 'zod';
import { okAnswer, text } from '../../shared/contract/common';

/** Extension: POST /api/razorpay_webhook, signed with X-Razorpay-Signature over the raw body. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Razorpay-Signature';
export const WEBHOOK_EVENT_ID_HEADER = 'X-Razorpay-Event-Id';
export const WEBHOOK_EVENTS = ['order.paid', 'payment.captured', 'payment.failed'] as const;

const paymentEntity = z.object({
  id: z.string(),
  order_id: z.string().nullable().optional(),
  amount: z.number().int().optional(),
  status: z.string().optional(),
  error_description: z.string().nullable().optional(),
});

/** Only the parts the platform reads; Razorpay sends much more, which is ignored. */
export const webhookEvent = z.object({
  event: z.string(),
  payload: z.object({
    payment: z.object({ entity: paymentEntity }).optional(),
    order: z.object({ entity: z.object({ id: z.string(), amount: z.number().int().optional() }) }).optional(),
  }),
});
export const webhookAnswer = okAnswer;

/** Extension, only while no Razorpay keys are set: POST /api/test_gateway/pay plays the payment dialog's outcome. */
export const testGatewayPayRequest = z.object({
  order_id: text(100).min(1, 'is required'),
  outcome: z.enum(['success', 'failure']),
});
export const testGatewaySuccess = z.object({
  razorpay_payment_id: z.string(),
  razorpay_order_id: z.string(),
  razorpay_signature: z.string(),
});
export const testGatewayFailure = z.object({
  error: z.object({
    code: z.string(),
    description: z.string(),
    reason: z.string(),
    metadata: z.object({ order_id: z.string(), payment_id: z.string() }),
  }),
});
export const testGatewayPayAnswer = z.union([testGatewaySuccess, testGatewayFailure]);
export const TEST_GATEWAY_SCRIPT_PATH = '/api/test_gateway/checkout.js';
export const RAZORPAY_SCRIPT_URL = 'https://checkout.razorpay.com/v1/checkout.js';
