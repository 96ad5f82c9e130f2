/** The console's coupon pages. */
export const COUPONS_PATH = '/admin/coupons';
export const NEW_COUPON_PATH = '/admin/coupons/new';

export const editCouponPath = (id: number) => `${COUPONS_PATH}/${id}`;

/** The list after a save, naming the coupon saved (?saved=CODE). */
export const couponSavedHref = (code: string) => `${COUPONS_PATH}?saved=${encodeURIComponent(code)}`;

/** The code a list URL names as just saved, if it looks like a code. */
export function savedCode(value: string | string[] | undefined): string {
  const code = (Array.isArray(value) ? value[0] : value) ?? '';
  return /^[A-Za-z0-9]{1,20}$/.test(code) ? code.toUpperCase() : '';
}
