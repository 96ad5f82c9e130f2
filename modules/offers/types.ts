import type { Totals } from '@/platform/cart/contract/totals';

/** What the platform said of the coupon tried on a cart: applied with its saving, or why not. */
export interface CouponVerdict {
  code: string;
  applied: boolean;
  /** "WELCOME10 applied: you save ₹120", or the reason it does not apply. */
  message: string;
  /** Rupees off (0 when not applied). */
  saving: number;
}

/** A cart priced by the platform with its offers and the coupon tried (priceCart). */
export interface CartPrice {
  totals: Totals;
  coupon: CouponVerdict | null;
  /** "Add 1 more item to save 10%", or '' when no automatic offer is within reach. */
  offerHint: string;
  /** Cash on delivery for this cart and PIN code: whether the shop offers it (else why not) and its fee, rupees. */
  cod: CodTerms;
  /** What paying online saves against cash on delivery (the online discount and the COD fee), rupees. */
  prepaidSaving: number;
}

/** Whether cash on delivery is offered for a cart (to a PIN code), why not when it is not, and its fee in rupees. */
export interface CodTerms {
  available: boolean;
  /** The platform's reason when it is not offered ('' when it is). */
  reason: string;
  fee: number;
  /** The cart's total paid on delivery: the platform's total and the fee. */
  total: number;
}

/** A coupon the shop offers now ("Available offers"). */
export interface AvailableCoupon {
  code: string;
  /** "10% off up to ₹200". */
  title: string;
  /** "On carts of ₹499 or more · once per shopper". */
  condition: string;
}

/** The shop's coupons and automatic offers as the cart lists them. */
export interface ShopOffers {
  coupons: AvailableCoupon[];
  /** The automatic offers' titles ("Spend ₹4,999: ₹300 off"). */
  offers: string[];
}

/** What a product's page says of the shop's offers: its best coupon and the automatic offers. */
export interface ProductOffer {
  /** The best coupon for one unit ("₹449 with code WELCOME10"), or '' when none. */
  label: string;
  /** The automatic offers' titles ("Spend ₹4,999: ₹300 off"). */
  offers: string[];
}
