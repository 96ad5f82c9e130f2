import type { Totals } from '@/platform/cart/contract/totals';
import type { OrderAmounts } from '@/modules/orders/types';

/** A line about to be ordered, as the platform priced it (cart_to_checkout). */
export interface CheckoutItem {
  productId: number;
  slug: string;
  name: string;
  /** Image file name under /uploads. */
  image: string;
  /** Selling price per unit, rupees. */
  price: number;
  /** Delivery charge per unit, rupees (0 = free). */
  deliveryCharge: number;
  units: number;
  /** price × units, as the platform answers it. */
  linePrice: number;
  /** '' for a product without sizes. */
  size: string;
  /** Colour chosen in the cart, '' for the product's own. */
  colour: string;
  stock: number;
}

export interface CheckoutSummary {
  items: CheckoutItem[];
  /** The platform's own totals for these items. */
  totals: Totals;
}

/** What the payment dialog needs for an unpaid online order. */
export interface PaymentRequest {
  orderId: string;
  gatewayOrderId: string;
  /** Paise. */
  amount: number;
  currency: 'INR';
  key: string;
  gateway: 'razorpay' | 'test';
  scriptUrl: string;
}

export type PlacedOrder =
  | { paymentMode: 'COD'; orderId: string; amounts: OrderAmounts }
  | { paymentMode: 'ONLINE'; orderId: string; amounts: OrderAmounts; payment: PaymentRequest };

/** Buy Now's single product (/checkout2?productID=…&size=…&units=…). */
export interface BuyNow {
  productId: number;
  size: string;
  units: number;
}
