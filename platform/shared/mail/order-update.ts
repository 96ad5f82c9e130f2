import type { ShopperLanguage } from '../contract/language';

/** What changed on an order, as the shopper is told. */
export type OrderUpdate =
  /** The order is placed (COD) or paid (online): what it comes to, and the link to follow it on the shop. */
  | { status: 'Placed'; totalPaise: number; paid: boolean; trackLink: string }
  /** Courier and tracking number: '' when the shop did not give them (the admin-key call). */
  | { status: 'Shipped'; courier: string; trackingNumber: string }
  | { status: 'Cancelled'; reason: string; items: string[]; wholeOrder: boolean; refundPaise: number }
  | { status: 'Confirmed' | 'Packed' | 'Delivered' | 'Payment Pending' };

export interface OrderUpdateEmail {
  shopId: number;
  to: string;
  firstName: string;
  /** `nameHi`: the shop's Hindi name ('' = none), used in a Hindi mail. */
  shop: { name: string; nameHi?: string; email: string; mobile: string };
  orderNumber: string;
  update: OrderUpdate;
  /** The language the order was placed in (default English). */
  language?: ShopperLanguage;
}
