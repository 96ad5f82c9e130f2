import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { webhookEvent } from './contract/payments';
import { orders } from './tables';
import { webhookEvents } from './payment-tables';
import type { PlatformContext } from '../shared/platform-context';
import { mailOrderPlaced } from './mail';
import { markOrderPaid, markPaymentFailed } from './payment';
import { Problem } from '../shared/problem';
import { isValidWebhookSignature } from '../shared/payments/signature';
import { hostsOfShop } from '../shared/tenancy/hosts-of-shop';

export const INVALID_WEBHOOK_SIGNATURE_MESSAGE = 'Invalid webhook signature.';
export const ALREADY_PROCESSED_MESSAGE = 'Already processed.';

type WebhookEvent = z.infer<typeof webhookEvent>;

/** Refuses a body not signed with the webhook secret; checked over the raw text, before it is parsed. */
export function verifyWebhook(webhookSecret: string, rawBody: string, signature: string | undefined): void {
  if (!signature || !isValidWebhookSignature(webhookSecret, rawBody, signature)) throw new Problem(400, INVALID_WEBHOOK_SIGNATURE_MESSAGE);
}

/** The delivery's identity: Razorpay's event id, or (should it ever be missing) the body's hash. */
export function webhookDeliveryId(eventId: string | undefined, rawBody: string): string {
  const id = eventId?.trim();
  return id ? id.slice(0, 200) : `sha256:${createHash('sha256').update(rawBody).digest('hex')}`;
}

/**
 * Applies a verified Razorpay event once: the delivery is recorded in the same transaction as its effect, so a
 * repeated delivery (Razorpay retries until it gets a 2xx) changes nothing. Answers what happened, for the log.
 */
export async function applyWebhookEvent(platform: PlatformContext, event: WebhookEvent, deliveryId: string, origin = ''): Promise<string> {
  const paid: { order?: { id: number; shopId: number } } = {};
  const outcome = await platform.db.transaction(async (tx) => {
    const fresh = await tx
      .insert(webhookEvents)
      .values({ eventId: deliveryId, eventType: event.event.slice(0, 100) })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (!fresh.length) return ALREADY_PROCESSED_MESSAGE;

    const payment = event.payload.payment?.entity;
    const gatewayOrderId = payment?.order_id ?? event.payload.order?.entity.id;
    if (!['payment.captured', 'order.paid', 'payment.failed'].includes(event.event)) return `Event ${event.event} ignored.`;
    if (!gatewayOrderId) return 'Ignored: the event names no order.';
    const [order] = await tx.select().from(orders).where(eq(orders.razorpayOrderId, gatewayOrderId));
    if (!order) return 'Ignored: no order has this Razorpay order id.';

    if (event.event === 'payment.failed') {
      const changed = await markPaymentFailed(tx, order, payment?.error_description ?? '');
      return changed ? 'Payment failure recorded.' : 'Ignored: the order is already paid.';
    }
    const amount = payment?.amount ?? event.payload.order?.entity.amount;
    if (amount !== order.totalPaise) {
      console.warn(
        `Webhook ${deliveryId}: ${event.event} for ${gatewayOrderId} of ${amount} paise, but order ${order.number} is ${order.totalPaise}; ignored.`,
      );
      return 'Ignored: the amount does not match the order.';
    }
    if (!payment?.id) return 'Ignored: the event names no payment.';
    const changed = await markOrderPaid(tx, order, payment.id, `reported by Razorpay (${event.event})`);
    if (changed) paid.order = { id: order.id, shopId: order.shopId };
    return changed ? 'Payment recorded.' : 'The order was already paid.';
  });
  // Once committed: the shopper hears the order is placed from whichever of the checkout and Razorpay told us first.
  if (paid.order) await mailOrderPlaced(platform, paid.order.id, await originOfShop(platform, paid.order.shopId, origin).catch(() => origin));
  return outcome;
}

/**
 * Razorpay calls one webhook address for every shop: its origin is the order's shop's only when it came in on one of
 * that shop's hosts; otherwise the link goes to the shop's first host, on the webhook's scheme.
 */
async function originOfShop(platform: PlatformContext, shopId: number, origin: string): Promise<string> {
  if (!origin) return origin;
  const url = new URL(origin);
  if ((await platform.resellers.byHost(url.host))?.id === shopId) return origin;
  const [host] = await hostsOfShop(platform.db, shopId);
  return host ? `${url.protocol}//${host}` : origin;
}
