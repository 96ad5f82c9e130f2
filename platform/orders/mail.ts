import { eq } from 'drizzle-orm';
import { customers } from '../customers/tables';
import { orders } from './tables';
import { resellers } from '../shops/tables';
import { orderUpdateEmail, type OrderUpdate } from '../shared/mail/order-update-email';
import type { PlatformContext } from '../shared/platform-context';

/**
 * Mails the shopper of an order about a change the shop made, in the shop's name (SMTP, or the development mailbox
 * in demo mode; nothing without a mailer), in the language the order was placed in. A mail that cannot be sent is
 * logged: the change itself stands.
 */
export async function mailOrderUpdate(platform: PlatformContext, orderId: number, update: OrderUpdate): Promise<void> {
  const mailer = platform.mailer;
  if (!mailer) return;
  const [row] = await platform.db
    .select({
      number: orders.number,
      shopId: orders.shopId,
      address: orders.address,
      language: orders.language,
      email: customers.email,
      firstName: customers.firstName,
      shopName: resellers.shopName,
      shopNameHi: resellers.shopNameHi,
      shopEmail: resellers.email,
      shopMobile: resellers.mobile,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .innerJoin(resellers, eq(resellers.id, orders.shopId))
    .where(eq(orders.id, orderId));
  const to = row?.email || row?.address.emailid;
  if (!row || !to) return;
  const mail = orderUpdateEmail({
    shopId: row.shopId,
    to,
    firstName: row.firstName,
    shop: { name: row.shopName, nameHi: row.shopNameHi, email: row.shopEmail, mobile: row.shopMobile },
    orderNumber: row.number,
    update,
    language: row.language,
  });
  const delivery = mailer.send(mail).catch((error: unknown) => console.error(`Could not mail the update of order ${row.number}`, error));
  // The development mailbox is a table write: wait for it, so the mail is there when the console's page reloads.
  // A mail server's round trip is not worth holding the shop's action for.
  if (mailer.kind === 'dev-mailbox') await delivery;
}

/**
 * Mails the shopper that their order is placed: a cash-on-delivery order when it is placed, an online one once it is
 * paid. The link to follow it leads to `origin`, the shop's public origin the shopper is on (requestOrigin). Sending
 * never fails nor holds up the order: a failure is logged.
 */
export async function mailOrderPlaced(platform: PlatformContext, orderId: number, origin: string): Promise<void> {
  if (!platform.mailer) return;
  try {
    const [order] = await platform.db
      .select({ number: orders.number, totalPaise: orders.totalPaise, paymentMode: orders.paymentMode, language: orders.language })
      .from(orders)
      .where(eq(orders.id, orderId));
    if (!order) return;
    // A Hindi order's link leads to the Hindi tracking page.
    const trackLink = `${origin}${order.language === 'hi' ? '/hi' : ''}/track?order=${encodeURIComponent(order.number)}`;
    await mailOrderUpdate(platform, orderId, { status: 'Placed', totalPaise: order.totalPaise, paid: order.paymentMode === 'ONLINE', trackLink });
  } catch (error) {
    console.error(`Could not mail that order ${orderId} is placed`, error);
  }
}
