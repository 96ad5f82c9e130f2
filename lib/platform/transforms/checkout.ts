import type { z } from 'zod';
import type { CheckoutItem, PaymentRequest } from '@/lib/checkout/types';
import type { CheckoutItemWire } from '@/platform/contract/cart';
import type { paymentRequestWire } from '@/platform/contract/orders';

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
