import type { z } from 'zod';
import type { CheckoutItem, PaymentRequest } from '@/modules/checkout/types';
import type { CheckoutItemWire } from '@/platform/cart/contract/cart';
import type { insertOrderRequest, orderFinalRequest, paymentRequestWire, retryPaymentRequest } from '@/platform/orders/contract/orders';
import type { PlaceOrderBody } from '@/lib/validation/store-requests';

export function toCheckoutItem(wire: CheckoutItemWire, colour = ''): CheckoutItem {
  return {
    productId: wire.prod_id,
    slug: wire.ASIN,
    name: wire.name,
    image: wire.image,
    price: wire.discountPrice,
    deliveryCharge: wire.recommendedSellingPrice,
    units: wire.Unit,
    linePrice: wire.line_price,
    size: wire.cart_size,
    colour,
    stock: wire.quantity,
  };
}

/** The payment dialog's result, in order_final's names (Razorpay's own). */
export function paymentResultToWire(result: { paymentId: string; gatewayOrderId: string; signature: string }): z.input<typeof orderFinalRequest> {
  return { razorpay_payment_id: result.paymentId, razorpay_order_id: result.gatewayOrderId, razorpay_signature: result.signature };
}

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

/** Which order's payment to re-open, as the platform reads it. */
export function retryPaymentToWire(orderId: string): z.input<typeof retryPaymentRequest> {
  return { CoOrderID: orderId };
}

/** The platform's name for the coupon field of insert_Customer_Order (the spec's spelling), named in its refusals. */
export const COUPON_WIRE_FIELD = 'coupan_Code';

/** The checkout's order in insert_Customer_Order's names; a COD order carries the captcha and the code typed. */
export function placeOrderToWire(body: PlaceOrderBody): z.input<typeof insertOrderRequest> {
  const { addressId, paymentMode, captchaId, captchaCode, couponCode, lines } = body;
  return {
    addressid: addressId,
    [COUPON_WIRE_FIELD]: couponCode ?? '',
    paymentmode: paymentMode,
    ...(paymentMode === 'COD' ? { captcha_id: captchaId, captcha_code: captchaCode } : {}),
    orders: lines.map((line) => ({
      asinid: line.productId,
      quantity: line.units,
      productcode: line.slug,
      size: line.size,
      ...(line.colour ? { color: line.colour } : {}),
    })),
  };
}
