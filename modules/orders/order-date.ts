import { DEFAULT_LOCALE, FORMAT_LOCALES, TIME_ZONE, type Locale } from '@/lib/i18n/locales';

type Style = 'date' | 'dateTime' | 'dayTime' | 'day';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { day: 'numeric', month: 'short', year: 'numeric' },
  dateTime: { day: 'numeric', month: 'short', year: 'numeric', hour: 'numeric', minute: '2-digit' },
  dayTime: { day: 'numeric', month: 'short', hour: 'numeric', minute: '2-digit' },
  day: { weekday: 'short', day: 'numeric', month: 'short' },
};

/** One formatter per style and language, made on first use (India's time zone; Hindi with Latin digits). */
const formats = new Map<string, Intl.DateTimeFormat>();
function formatter(style: Style, locale: Locale): Intl.DateTimeFormat {
  const key = `${style}:${locale}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(FORMAT_LOCALES[locale], { ...OPTIONS[style], timeZone: TIME_ZONE });
    formats.set(key, format);
  }
  return format;
}

function format(iso: string, style: Style, locale: Locale): string {
  const value = new Date(iso);
  return Number.isNaN(value.getTime()) ? '' : formatter(style, locale).format(value);
}

/** '19 Nov 2026' ('19 नव॰ 2026' in Hindi) in India's time zone; '' for a value that is not a date. */
export function formatOrderDate(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return format(iso, 'date', locale);
}

/** '19 Nov 2026, 8:18 pm' in India's time zone. */
export function formatOrderDateTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return format(iso, 'dateTime', locale);
}

/** '28 Nov, 3:45 pm' in India's time zone (a deadline within days: no year). */
export function formatDayTime(iso: string, locale: Locale = DEFAULT_LOCALE): string {
  return format(iso, 'dayTime', locale);
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Fri, 29 Nov' ('शुक्र, 29 नव॰') for a promised delivery day ('YYYY-MM-DD', a calendar day in India, read at noon
 * India time so no time zone moves it); '' for anything that is not a calendar day.
 */
export function formatPromisedDay(isoDay: string | null | undefined, locale: Locale = DEFAULT_LOCALE): string {
  if (!isoDay || !ISO_DAY.test(isoDay)) return '';
  const noon = new Date(`${isoDay}T12:00:00+05:30`);
  if (Number.isNaN(noon.getTime()) || noon.toISOString().slice(0, 10) !== isoDay) return '';
  return formatter('day', locale).format(noon);
}
