import 'server-only';
import { shopTag } from '@/platform/shared/contract/cache-tags';
import { RAZORPAY_SCRIPT_URL } from '@/platform/orders/contract/payments';
import { ONLINE_DISCOUNT_PERCENT } from '@/platform/cart/contract/totals';
import { cachedRead } from './cache';
import { callPlatform, PlatformError } from './client';

/** What the platform behind this shop can offer; the storefront shows only what works. */
export interface ShopSettings {
  /** Razorpay (or the demo's test gateway) is set up: the checkout offers online payment beside cash on delivery. */
  onlinePayment: boolean;
  /** Where the payment dialog's script loads from ('' without online payment). */
  paymentScriptUrl: string;
  /** Reset links can be mailed: the forgot-password screen offers its form. */
  passwordReset: boolean;
  /** What paying online saves, percent of the subtotal (the shop's setting). */
  onlineDiscountPercent: number;
}

/**
 * A platform without the Shop_Settings extension (a legacy one) offers what the legacy shop always did. (A host
 * without a shop also answers 404, but its pages are a not-found screen anyway.)
 */
const LEGACY_SETTINGS: ShopSettings = {
  onlinePayment: true,
  paymentScriptUrl: RAZORPAY_SCRIPT_URL,
  passwordReset: true,
  onlineDiscountPercent: ONLINE_DISCOUNT_PERCENT,
};

/**
 * The shop's settings, cached with its branding (expired with the shop's tag, and on every restart of this process
 * or reconnection to a remote platform, since a restart is what changes them).
 */
export function getShopSettings(host: string): Promise<ShopSettings> {
  return cachedRead(['settings', host], [shopTag(host)], async () => {
    try {
      const [settings] = (await callPlatform('shopSettings', { host })).data;
      const onlinePayment = settings?.online_payment ?? false;
      return {
        onlinePayment,
        paymentScriptUrl: onlinePayment ? settings?.payment_script_url || RAZORPAY_SCRIPT_URL : '',
        passwordReset: settings?.password_reset ?? false,
        onlineDiscountPercent: settings?.online_discount_percent ?? ONLINE_DISCOUNT_PERCENT,
      };
    } catch (error) {
      if (error instanceof PlatformError && error.status === 404) return LEGACY_SETTINGS;
      throw error;
    }
  });
}
