import { and, eq } from 'drizzle-orm';
import type { InsertOrderAnswer, InsertOrderRequest } from './contract/orders';
import type { Db } from '../shared/db/database';
import { cartLines } from '../cart/tables';
import { addresses } from '../customers/tables';
import { orderEvents, orderLines, orders, type AddressSnapshot } from './tables';
import { requireGateway, type GatewayOrder } from '../shared/payments/gateway';
import type { PlatformContext, ShopCustomer } from '../shared/platform-context';
import type { AmountLine } from './amounts';
import { placedOrderData, type OrderRow } from './answers';
import { mailOrderPlaced } from './mail';
import { newOrderNumber } from './order-numbers';
import { type PricedOrder, resolveLines, orderShortageMessage } from '../cart';
import { claimCouponUse, priceWithPromotions } from '../offers';
import { addressSnapshot } from '../customers';
import { orderDeliveryBy } from '../delivery';
import { captchaIfSent, spendCaptcha } from './cod-captcha';
import { codRefusalFor, confirmationForOrder, loadCodRules, mobileDigits, sendFirstOrderCode, startConfirmation } from '../cod';
import { codOrderDetails, type CodConfirmation } from './cod-order';
import { Problem } from '../shared/problem';
import { AWAITING_CALL_NOTE, AWAITING_CODE_NOTE } from '../cod/contract/cod-messages';
import { announceStockChange, takeStock } from './stock';
import { isUniqueViolation } from '../shared/unique-violation';

export const ADDRESS_NOT_FOUND_MESSAGE = 'Address not found.';
export const GATEWAY_FAILED_MESSAGE = 'The payment provider could not be reached, so the order was not placed. Please try again.';

/**
 * insert_Customer_Order. Prices, totals and stock come from the platform; the order, its lines, its first event,
 * the stock it takes, the cart lines it empties and (COD) the captcha it spends are written in one transaction.
 * With an idempotency key, a repeat of the request (even a concurrent one) answers the first order and creates
 * nothing, before its captcha is looked at (the first one spent it).
 */
export async function placeOrder(
  platform: PlatformContext,
  shopper: ShopCustomer,
  request: InsertOrderRequest,
  idempotencyKey?: string,
  /** The shop's public origin the shopper is on, for the link in the order-placed mail (requestOrigin). */
  origin = '',
  /** The client address (shared/http/client-address.ts), for the throttle of the first COD code. */
  clientKey = 'unknown',
): Promise<InsertOrderAnswer['data']> {
  if (request.paymentmode === 'ONLINE') requireGateway(platform.gateway);
  const replay = async () => {
    const existing = idempotencyKey ? await orderByKey(platform.db, shopper, idempotencyKey) : null;
    return existing ? placedOrderData(existing.order, existing.lines, platform.gateway, await codOrderDetails(platform.db, existing.order.id)) : null;
  };
  const earlier = await replay();
  if (earlier) return earlier;
  try {
    return await placeNewOrder(platform, shopper, request, idempotencyKey, origin, clientKey);
  } catch (error) {
    // A twin request that won the race (unique violation) or took the last units (409) placed this very order.
    const twin = await replay();
    if (twin) return twin;
    throw error;
  }
}

async function placeNewOrder(
  platform: PlatformContext,
  shopper: ShopCustomer,
  request: InsertOrderRequest,
  idempotencyKey: string | undefined,
  origin: string,
  clientKey: string,
) {
  const { db, gateway } = platform;
  const cod = request.paymentmode === 'COD';
  // The spec's wire has no captcha: it is checked when the storefront sends one.
  const captcha = cod ? captchaIfSent(request.captcha_id, request.captcha_code) : null;
  const address = await shoppersAddress(db, shopper, request.addressid);
  // A PIN code the shop does not deliver to is refused; the day promised for this one is kept with the order.
  const deliveryBy = await orderDeliveryBy(await platform.resellers.byId(shopper.shopId), address.pincode, new Date());
  const lines = await resolveLines(
    db,
    shopper,
    request.orders.map((o, i) => ({
      productId: o.asinid,
      units: o.quantity,
      size: o.size,
      color: o.color,
      asin: o.productcode,
      field: `orders.${i}`,
      sizeProperty: 'size',
    })),
    orderShortageMessage,
  );
  // The coupon is checked here (a refusal names coupan_Code) and its use claimed in the order's transaction.
  const { priced, promotions, couponId } = await priceWithPromotions(db, shopper, lines, request.coupan_Code, request.paymentmode);
  if (promotions.coupon && !promotions.coupon.applied) throw new Problem(400, promotions.coupon.message, 'coupan_Code');
  const rules = await loadCodRules(db, shopper.shopId);
  const refusal = cod ? codRefusalFor(rules, { pincode: address.pincode, totalPaise: priced.totalPaise }) : null;
  if (refusal) throw new Problem(400, refusal, 'paymentmode');
  const phone = mobileDigits(address.mobileno);
  const confirmation: CodConfirmation = cod
    ? { mode: await confirmationForOrder(db, shopper.shopId, rules, platform.sms !== null, phone), phone }
    : { mode: 'none', phone };
  const codFeePaise = cod ? rules.feePaise : 0;
  const confirmBy = new Date(Date.now() + rules.confirmHours * 3_600_000);
  let number = newOrderNumber();
  // Created before the transaction (PGlite runs one transaction at a time, and no lock should wait on the network);
  // if the order then fails, the gateway order is simply never paid.
  const gatewayOrder = request.paymentmode === 'ONLINE' ? await createGatewayOrder(platform, priced.totalPaise, number) : null;
  for (let attempt = 1; ; attempt++) {
    try {
      const order = await writeOrder(db, shopper, {
        number,
        address,
        priced,
        couponId,
        request,
        idempotencyKey,
        gatewayOrder,
        captcha,
        deliveryBy,
        codFeePaise,
        confirmation: confirmation.mode === 'none' ? null : { mode: confirmation.mode, phone, confirmBy },
      });
      await announceStockChange(
        platform.changes,
        lines.map((l) => l.product.asin),
      );
      // An online order is mailed once it is paid (order-payment.ts, payment-webhook.ts).
      if (order.paymentMode === 'COD') await mailOrderPlaced(platform, order.id, origin);
      // The first code goes out with the order, so the confirmation page only asks for it.
      if (confirmation.mode === 'code') await sendFirstOrderCode(platform, shopper, order.number, clientKey);
      return placedOrderData(
        order,
        priced.lines.map((l) => ({ quantity: l.units, amountPaise: l.amountPaise, status: lineStatus(request, confirmation) })),
        gateway,
        confirmation,
      );
    } catch (error) {
      if (attempt >= 3 || !isUniqueViolation(error, 'orders_number_unique')) throw error;
      number = newOrderNumber();
    }
  }
}

interface OrderDraft {
  number: string;
  address: AddressSnapshot;
  priced: PricedOrder;
  /** The coupon that applied, whose use the order claims. */
  couponId: number | null;
  request: InsertOrderRequest;
  idempotencyKey?: string;
  gatewayOrder: GatewayOrder | null;
  /** A COD order's captcha (when the storefront sent one), spent with the order. */
  captcha: { id: string; code: string } | null;
  /** The promised delivery day ('YYYY-MM-DD'), null when none. */
  deliveryBy: string | null;
  /** The shop's COD fee, part of the order's total. */
  codFeePaise: number;
  /** A COD order that waits for the shopper's code or the shop's call, until confirmBy. */
  confirmation: { mode: 'code' | 'call'; phone: string; confirmBy: Date } | null;
}

function lineStatus(request: InsertOrderRequest, confirmation: CodConfirmation) {
  if (request.paymentmode === 'ONLINE') return 'Payment Pending' as const;
  return confirmation.mode === 'none' ? ('Confirmed' as const) : ('Awaiting Confirmation' as const);
}

function placedNote(request: InsertOrderRequest, confirmation: CodConfirmation): string {
  if (request.paymentmode === 'ONLINE') return 'Order placed; waiting for the online payment.';
  if (confirmation.mode === 'code') return AWAITING_CODE_NOTE;
  if (confirmation.mode === 'call') return AWAITING_CALL_NOTE;
  return 'Order placed, to be paid on delivery.';
}

async function writeOrder(db: Db, shopper: ShopCustomer, draft: OrderDraft): Promise<OrderRow> {
  const { priced, request } = draft;
  const online = request.paymentmode === 'ONLINE';
  const confirmation: CodConfirmation = { mode: draft.confirmation?.mode ?? 'none', phone: draft.confirmation?.phone ?? '' };
  const status = lineStatus(request, confirmation);
  return db.transaction(async (tx) => {
    // First, so a concurrent twin with the same idempotency key stops here on the unique constraint.
    const [order] = await tx
      .insert(orders)
      .values({
        shopId: shopper.shopId,
        customerId: shopper.customerId,
        number: draft.number,
        paymentMode: request.paymentmode,
        paymentStatus: online ? 'PENDING' : 'NOT_REQUIRED',
        address: draft.address,
        couponCode: priced.couponCode,
        subtotalPaise: priced.subtotalPaise,
        offerPaise: priced.offerPaise,
        deliveryPaise: priced.deliveryPaise,
        autoOfferPaise: priced.autoOfferPaise,
        autoOfferLabel: priced.autoOfferLabel,
        couponPaise: priced.couponPaise,
        discountPaise: priced.discountPaise,
        totalPaise: priced.totalPaise + draft.codFeePaise,
        codFeePaise: draft.codFeePaise,
        idempotencyKey: draft.idempotencyKey ?? null,
        razorpayOrderId: draft.gatewayOrder?.id ?? null,
        deliveryBy: draft.deliveryBy,
        language: request.language,
      })
      .returning();
    const orderId = order!.id;
    // After the order row, so a twin with the same idempotency key stops on that first and replays this order.
    if (draft.captcha) await spendCaptcha(tx, shopper.shopId, draft.captcha);
    // Before the stock is taken, so every order of this coupon locks its row first and none waits in a circle.
    if (draft.couponId) await claimCouponUse(tx, draft.couponId, { orderId, customerId: shopper.customerId, shopId: shopper.shopId });
    await tx.insert(orderLines).values(
      priced.lines.map((line) => ({
        orderId,
        productId: line.product.id,
        asin: line.product.asin,
        name: line.product.name,
        image: line.product.image,
        description: line.product.description,
        size: line.size.size,
        color: line.color || line.product.color,
        quantity: line.units,
        unitPricePaise: line.unitPricePaise,
        offerPaise: line.offerPaise,
        deliveryPaise: line.deliveryPaise,
        lineTotalPaise: line.lineTotalPaise,
        autoOfferPaise: line.autoOfferPaise,
        couponPaise: line.couponPaise,
        discountPaise: line.discountPaise,
        amountPaise: line.amountPaise,
        status,
      })),
    );
    await tx.insert(orderEvents).values({ orderId, status, note: placedNote(request, confirmation) });
    if (draft.confirmation) await startConfirmation(tx, { id: orderId, shopId: shopper.shopId }, draft.confirmation);
    await takeStock(
      tx,
      priced.lines.map((l) => ({ sizeId: l.size.id, units: l.units, name: l.product.name, size: l.size.size })),
      orderShortageMessage,
    );
    for (const line of priced.lines) {
      await tx
        .delete(cartLines)
        .where(
          and(
            eq(cartLines.shopId, shopper.shopId),
            eq(cartLines.customerId, shopper.customerId),
            eq(cartLines.productId, line.product.id),
            eq(cartLines.size, line.size.size),
          ),
        );
    }
    return order!;
  });
}

async function createGatewayOrder(platform: PlatformContext, amountPaise: number, receipt: string): Promise<GatewayOrder> {
  const gateway = requireGateway(platform.gateway);
  try {
    return await gateway.createOrder({ amountPaise, receipt });
  } catch (error) {
    console.error('Creating the payment gateway order failed', error);
    throw new Problem(502, GATEWAY_FAILED_MESSAGE);
  }
}

/** The shopper's own address (another shopper's id is 'not found'), as the order keeps it. */
async function shoppersAddress(db: Db, shopper: ShopCustomer, addressId: number): Promise<AddressSnapshot> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, addressId), eq(addresses.shopId, shopper.shopId), eq(addresses.customerId, shopper.customerId)));
  if (!row) throw new Problem(404, ADDRESS_NOT_FOUND_MESSAGE, 'addressid');
  return addressSnapshot(row);
}

async function orderByKey(db: Db, shopper: ShopCustomer, key: string): Promise<{ order: OrderRow; lines: AmountLine[] } | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.shopId, shopper.shopId), eq(orders.customerId, shopper.customerId), eq(orders.idempotencyKey, key)));
  if (!order) return null;
  const lines = await db
    .select({ quantity: orderLines.quantity, amountPaise: orderLines.amountPaise, status: orderLines.status })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id));
  return { order, lines };
}
