import type { z } from 'zod';
import type { paymentRequestWire } from '@/platform/contract/orders';
import type { PaymentRequest } from './types';

export function toPaymentRequest(orderId: string, wire: z.infer<typeof paymentRequestWire>): PaymentRequest {
  return {
    orderId,
    gatewayOrderId: wire.ORDERID,
    amount: wire.amount,
    currency: wire.currency,
    key: wire.key,
    gateway: wire.gateway,
    scriptUrl: wire.script_url,
  };
}
