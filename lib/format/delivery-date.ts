import { FORMAT_LOCALES, TIME_ZONE, type Locale } from '@/lib/i18n/locales';

/**
 * 'Fri, 29 Nov' ('शुक्र, 29 नव॰' in Hindi): a promised delivery day as the shop says it, in India's time zone. The
 * platform answers the day as 'YYYY-MM-DD' (a calendar day in India); it is read at noon India time, so no time zone
 * can move it to another day. A language's formatter is made on first use: a page's first Intl.DateTimeFormat loads
 * the locale data, which a product page that never shows a date should not pay for while it hydrates.
 */
const dayFormats: Partial<Record<Locale, Intl.DateTimeFormat>> = {};

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'Fri, 29 Nov' for '2026-11-27' … (in Hindi 'शुक्र, 29 नव॰', Latin digits); '' for anything that is not a calendar day. */
export function formatDeliveryDay(isoDay: string, locale: Locale = 'en'): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return '';
  const noon = new Date(`${isoDay}T12:00:00+05:30`);
  // Rejects 2026-02-30 and the like, which Date would roll into the next month.
  if (Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== isoDay) return '';
  dayFormats[locale] ??= new Intl.DateTimeFormat(FORMAT_LOCALES[locale], { weekday: 'short', day: 'numeric', month: 'short', timeZone: TIME_ZONE });
  return dayFormats[locale].format(noon);
}

/**
 * 'Delivery by Fri, 29 Nov' ('शुक्र, 29 नव॰ तक डिलीवरी' in Hindi); '' when there is no day (the shop promises none) or
 * it is not a calendar day.
 */
export function deliveryByText(isoDay: string | null | undefined, locale: Locale = 'en'): string {
  const day = isoDay ? formatDeliveryDay(isoDay, locale) : '';
  if (!day) return '';
  return locale === 'hi' ? `${day} तक डिलीवरी` : `Delivery by ${day}`;
}
