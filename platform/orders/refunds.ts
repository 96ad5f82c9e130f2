import type { Db } from '../shared/db/database';
import { refunds } from './tables';
import type { PaymentGateway } from '../shared/payments/gateway';
import type { OrderRow } from './answers';

export interface RefundDue {
  lineId: number;
  amountPaise: number;
}

/**
 * Sends back, through the payment gateway, what cancelled lines of a paid online order were refunded (cancelLine
 * put it on the line and the order's refunded total), one refund per line, and records each in `refunds`: the
 * gateway's id and status, 'failed' when the gateway refused or could not be reached (the cancellation stands; the
 * console shows the failed refund), 'pending' with no gateway to send it through. Runs after the cancellation has
 * committed, so a slow gateway never holds the order's lock.
 */
export async function sendRefunds(
  db: Db,
  gateway: PaymentGateway | null,
  order: Pick<OrderRow, 'id' | 'number' | 'razorpayPaymentId'>,
  due: readonly RefundDue[],
  reason: string,
): Promise<void> {
  for (const { lineId, amountPaise } of due.filter((d) => d.amountPaise > 0)) {
    let outcome: { gatewayRefundId: string; status: 'processed' | 'pending' | 'failed' } = { gatewayRefundId: '', status: 'pending' };
    if (gateway && order.razorpayPaymentId) {
      try {
        const refund = await gateway.refund(order.razorpayPaymentId, amountPaise, { order: order.number, item: String(lineId), reason });
        outcome = { gatewayRefundId: refund.id, status: refund.status };
      } catch (error) {
        console.error(`The refund of ${amountPaise} paise for order ${order.number} (line ${lineId}) failed`, error);
        outcome = { gatewayRefundId: '', status: 'failed' };
      }
    }
    await db.insert(refunds).values({ orderId: order.id, orderLineId: lineId, amountPaise, ...outcome });
  }
}
