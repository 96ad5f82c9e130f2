import { addressLines } from '@/modules/account/address';
import type { ConsoleOrderDetail } from '@/platform/orders/contract/console-orders';

/** Where an order goes: the name, the address as lines, and the phone the courier calls. */
export function deliveryOf(order: Pick<ConsoleOrderDetail, 'address'>): { name: string; lines: string[]; phone: string } {
  const a = order.address;
  return {
    name: `${a.firstname} ${a.lastname}`.trim(),
    lines: addressLines({ address: a.address1, locality: a.address2, city: a.city, state: a.STATENAME, pinCode: a.pincode, country: a.country }),
    phone: a.mobileno,
  };
}

/** The URL of an order's console page (its invoice and packing slip sit below it). */
export const consoleOrderPath = (number: string) => `/admin/orders/${encodeURIComponent(number)}`;

/** A phone number as a tel: link dials it from India: +91 and the ten digits. */
export function telHref(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return digits.length === 10 ? `tel:+91${digits}` : `tel:${digits}`;
}

const deliveryDate = new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });

/** A promised delivery day (YYYY-MM-DD, an India calendar day) as the list shows it: 'Fri, 29 Nov'; '' for none. */
export function formatDeliveryBy(day: string | null): string {
  if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return '';
  const value = new Date(`${day}T12:00:00+05:30`);
  return Number.isNaN(value.getTime()) ? '' : deliveryDate.format(value);
}
