const date = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTime = new Intl.DateTimeFormat('en-IN', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** '19 Nov 2026' in India's time zone; '' for a value that is not a date. */
export function formatOrderDate(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : date.format(value);
}

/** '19 Nov 2026, 8:18 pm' in India's time zone. */
export function formatOrderDateTime(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : dateTime.format(value);
}

const dayTime = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit', timeZone: 'Asia/Kolkata' });

/** '28 Nov, 3:45 pm' in India's time zone (a deadline within days: no year). */
export function formatDayTime(iso: string): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : dayTime.format(value);
}
