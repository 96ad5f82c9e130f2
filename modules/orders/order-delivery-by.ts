import { deliveryByText } from '@/lib/format/delivery-date';
import type { Locale } from '@/lib/i18n/locales';
import { formatPromisedDay } from './order-date';

/** Whether an order in this status still shows the day it was promised for (not once delivered or cancelled). */
function onItsWay(status: string): boolean {
  return status !== 'Delivered' && status !== 'Cancelled';
}

/**
 * "Delivery by Fri, 29 Nov": the day promised when the order was placed, while it is still on its way; nothing when
 * none was promised, or once the order is delivered or cancelled.
 */
export function orderDeliveryBy(deliveryBy: string | null, status: string): string {
  if (!onItsWay(status)) return '';
  return deliveryByText(deliveryBy);
}

/** The promised day alone in the page's language ('शुक्र, 29 नव॰'), for a screen that words the rest itself; '' as above. */
export function orderDeliveryDay(deliveryBy: string | null, status: string, locale: Locale): string {
  return onItsWay(status) ? formatPromisedDay(deliveryBy, locale) : '';
}
