import { COUPON_CODE_PATTERN } from '@/platform/offers/contract/shopper-offers';

export { COUPON_CODE_PATTERN };

/** A coupon code as a link or the browser carries it, in the form the shop stores it; '' for what cannot be a code. */
export function normalCouponCode(value: string | null | undefined): string {
  const code = (value ?? '').trim();
  return COUPON_CODE_PATTERN.test(code) ? code.toUpperCase() : '';
}
