import { deliveryByText } from '@/lib/format/delivery-date';

/**
 * "Delivery by Fri, 29 Nov": the day promised when the order was placed, while it is still on its way; nothing when
 * none was promised, or once the order is delivered or cancelled.
 */
export function orderDeliveryBy(deliveryBy: string | null, status: string): string {
  if (status === 'Delivered' || status === 'Cancelled') return '';
  return deliveryByText(deliveryBy);
}
