/**
 * 'Fri, 29 Nov': a promised delivery day as the shop says it, in India's time zone. The platform answers the day as
 * 'YYYY-MM-DD' (a calendar day in India); it is read at noon India time, so no time zone can move it to another day.
 * The formatter is made on first use: a page's first Intl.DateTimeFormat loads the locale data, which a product page
 * that never shows a date should not pay for while it hydrates.
 */
let dayFormat: Intl.DateTimeFormat | null = null;

const ISO_DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** 'Fri, 29 Nov' for '2026-11-27' … ; '' for anything that is not a calendar day. */
export function formatDeliveryDay(isoDay: string): string {
  const match = ISO_DAY.exec(isoDay);
  if (!match) return '';
  const noon = new Date(`${isoDay}T12:00:00+05:30`);
  // Rejects 2026-02-30 and the like, which Date would roll into the next month.
  if (Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== isoDay) return '';
  dayFormat ??= new Intl.DateTimeFormat('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'Asia/Kolkata' });
  return dayFormat.format(noon);
}

/** 'Delivery by Fri, 29 Nov'; '' when there is no day (the shop promises none) or it is not a calendar day. */
export function deliveryByText(isoDay: string | null | undefined): string {
  const day = isoDay ? formatDeliveryDay(isoDay) : '';
  return day ? `Delivery by ${day}` : '';
}
