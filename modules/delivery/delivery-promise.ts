import { deliveryByText } from '@/lib/format/delivery-date';
import type { Locale } from '@/lib/i18n/locales';
import { deliveryMessage, type DeliveryMessageKey } from './delivery-messages';
import type { PincodeCheck } from './pincode-check';

/** The widget's words (messages' "Delivery"), as next-intl's t gives them: the keys it uses, and Delivery.platform's. */
export type DeliveryTranslator = (
  key: 'available' | 'notDeliverable' | 'codAvailable' | `platform.${DeliveryMessageKey}`,
  values?: Record<string, string | number>,
) => string;

/** What the delivery widget says for a PIN code the platform knows. */
export interface DeliveryPromise {
  deliverable: boolean;
  /** 'Delivery by Fri, 29 Nov', 'Delivery available' (the shop promises no day) or 'Not deliverable to 744101'. */
  headline: string;
  /** Where: 'Bengaluru 560001' (only the place where nothing is delivered: the headline names the PIN code). */
  place: string;
  /** 'Cash on delivery available', the platform's reason it is not, or '' where nothing is delivered. */
  cod: string;
  codAvailable: boolean;
}

/**
 * In the page's language (`locale` for the promised day, `t` for the words): the platform's reason for no cash on
 * delivery is translated on a Hindi page when known (delivery-messages.ts) and shown exactly as sent on an English one.
 */
export function deliveryPromise(check: PincodeCheck, locale: Locale, t: DeliveryTranslator): DeliveryPromise {
  const place = [check.city, check.pincode].filter(Boolean).join(' ');
  if (!check.deliverable) {
    return { deliverable: false, headline: t('notDeliverable', { pincode: check.pincode }), place: check.city, cod: '', codAvailable: false };
  }
  return {
    deliverable: true,
    headline: deliveryByText(check.deliveryBy, locale) || t('available'),
    place,
    cod: check.codAvailable ? t('codAvailable') : pageMessage(check.codReason, locale, t),
    codAvailable: check.codAvailable,
  };
}

/** A message of the platform or the store's handler in the page's language: as sent on an English page. */
export function pageMessage(message: string, locale: Locale, t: DeliveryTranslator): string {
  return locale === 'en' ? message : deliveryMessage(message, (key, values) => t(`platform.${key}`, values));
}
