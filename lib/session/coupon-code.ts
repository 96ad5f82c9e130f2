/** A coupon code as a link or the browser may carry it: letters and digits, at most 20 (stored upper case). */
export const COUPON_CODE_PATTERN = /^[A-Za-z0-9]{1,20}$/;

/** The code in the form the shop stores it, or '' for anything that cannot be a code. */
export function normalCouponCode(value: string | null | undefined): string {
  const code = (value ?? '').trim();
  return COUPON_CODE_PATTERN.test(code) ? code.toUpperCase() : '';
}
