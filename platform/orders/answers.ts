import type { z } from 'zod';
import type { InsertOrderAnswer, paymentRequestWire } from './contract/orders';
import type { orders } from './tables';
import { requireGateway, type PaymentGateway } from '../shared/payments/gateway';
import { orderAmounts, type AmountLine } from './amounts';
import { phoneHint } from '../cod/contract/cod-messages';
import type { CodConfirmation } from './cod-order';

export type OrderRow = typeof orders.$inferSelect;

/** What the payment dialog needs for this order: the same Razorpay order, for the stored total, every time. */
export function paymentRequestOf(
  order: Pick<OrderRow, 'razorpayOrderId' | 'totalPaise'>,
  configured: PaymentGateway | null,
): z.input<typeof paymentRequestWire> {
  const gateway = requireGateway(configured);
  return {
    ORDERID: order.razorpayOrderId ?? '',
    amount: order.totalPaise,
    currency: 'INR',
    key: gateway.keyId,
    gateway: gateway.kind,
    script_url: gateway.scriptUrl,
  };
}

/** insert_Customer_Order's data for a stored order: the same answer for the first request and any repeat of it. */
export function placedOrderData(
  order: OrderRow,
  lines: readonly AmountLine[],
  gateway: PaymentGateway | null,
  confirmation: CodConfirmation = { mode: 'none', phone: '' },
): InsertOrderAnswer['data'] {
  const placed = { CoOrderID: order.number, amounts: orderAmounts(order, lines) };
  if (order.paymentMode === 'COD') {
    const hint = confirmation.mode === 'none' ? {} : { phone_hint: phoneHint(confirmation.phone) };
    return { paymentmode: 'COD', ...placed, confirmation: confirmation.mode, ...hint };
  }
  return { paymentmode: 'ONLINE', ...placed, ...paymentRequestOf(order, gateway) };
}
