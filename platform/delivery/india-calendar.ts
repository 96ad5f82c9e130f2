/**
 * India's calendar for delivery dates: India time (UTC+05:30 all year, no daylight saving), ISO weekdays and the
 * national holidays couriers close on. Days are 'YYYY-MM-DD' strings; pure functions of the `now` they are given.
 */

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** The national holidays (Republic Day, Independence Day, Gandhi Jayanti), as 'MM-DD'. */
export const NATIONAL_HOLIDAYS = ['01-26', '08-15', '10-02'] as const;

/** The India calendar day of an instant. */
export function indiaDay(now: Date): string {
  return new Date(now.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Minutes past India midnight of an instant (0–1439). */
export function indiaMinutes(now: Date): number {
  const shifted = new Date(now.getTime() + IST_OFFSET_MS);
  return shifted.getUTCHours() * 60 + shifted.getUTCMinutes();
}

const dayNumber = (day: string) => Date.parse(`${day}T00:00:00Z`) / DAY_MS;

/** The day `n` days after `day` (before, when negative). */
export function addDays(day: string, n: number): string {
  return new Date((dayNumber(day) + n) * DAY_MS).toISOString().slice(0, 10);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round(dayNumber(to) - dayNumber(from));
}

/** ISO weekday: Monday 1 … Sunday 7. */
export function isoWeekday(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay() || 7;
}

export const isSunday = (day: string) => isoWeekday(day) === 7;
export const isNationalHoliday = (day: string) => (NATIONAL_HOLIDAYS as readonly string[]).includes(day.slice(5));
/** A day couriers work: not a Sunday, not a national holiday. */
export const isWorkingDay = (day: string) => !isSunday(day) && !isNationalHoliday(day);

/** 'HH:MM' → minutes past midnight. */
export function minutesOf(hhmm: string): number {
  const [h, m] = hhmm.split(':').map(Number);
  return (h ?? 0) * 60 + (m ?? 0);
}
