import { deliveryByText } from '@/lib/format/delivery-date';
import type { Locale } from '@/lib/i18n/locales';
import type { PincodeCheck } from './pincode-check';

export const COD_AVAILABLE_TEXT = 'Cash on delivery available';

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

/** `locale` writes the promised day in the page's language (the rest of the widget's words are still English). */
export function deliveryPromise(check: PincodeCheck, locale: Locale = 'en'): DeliveryPromise {
  const place = [check.city, check.pincode].filter(Boolean).join(' ');
  if (!check.deliverable) {
    return { deliverable: false, headline: `Not deliverable to ${check.pincode}`, place: check.city, cod: '', codAvailable: false };
  }
  return {
    deliverable: true,
    headline: deliveryByText(check.deliveryBy, locale) || 'Delivery available',
    place,
    cod: check.codAvailable ? COD_AVAILABLE_TEXT : check.codReason,
    codAvailable: check.codAvailable,
  };
}
