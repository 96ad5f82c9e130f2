import 'server-only';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { shopOrigin } from '@/lib/platform/server/request-host';
import { couponFormValues, couponLink, couponShareText, whatsappShareHref } from '@/modules/console/coupons/coupon-form';
import { asinsOfProductIds } from './product-asins';
import type { SharedCoupon } from '@/modules/console/coupons/components/coupon-list';
import type { CouponCategory } from '@/modules/console/coupons/components/coupon-form';

/**
 * The coupons page's data: every coupon with its share link (this shop's public address as the reseller reached
 * it, so a custom domain's links name that domain) and WhatsApp message, the automatic offers and the online discount.
 */
export async function couponsPageData(shopName: string) {
  const [answer, origin] = await Promise.all([consoleCall('consoleCoupons'), shopOrigin()]);
  const base = `${origin.proto}://${origin.host}`;
  const coupons: SharedCoupon[] = answer.data.map((row) => {
    const link = couponLink(base, row.code);
    return { row, link, whatsappHref: whatsappShareHref(couponShareText(shopName, row.summary, row.code, link)) };
  });
  return { coupons, offers: answer.offers, onlineDiscountPercent: answer.onlineDiscountPercent };
}

/** The categories a coupon may be limited to: every category of the catalogue, by name. */
export async function couponCategories(): Promise<CouponCategory[]> {
  const { categories } = await consoleCall('consolePrices', { query: { page: '1', page_size: '1' } });
  return categories.map(({ id, name }) => ({ id, name })).sort((a, b) => a.name.localeCompare(b.name));
}

/** A live coupon as its edit form starts, or null (unknown, another shop's, or archived). */
export async function couponForEditing(id: number) {
  const { data } = await consoleCall('consoleCoupons');
  const row = data.find((coupon) => coupon.id === id && coupon.status !== 'archived');
  if (!row) return null;
  const asins = row.productIds.length > 0 ? await asinsOfProductIds(row.productIds) : new Map<number, string>();
  return { id: row.id, summary: row.summary, values: couponFormValues(row, (productId) => asins.get(productId)) };
}
