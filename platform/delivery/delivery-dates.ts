import type { TransitDays } from './contract/delivery-messages';
import { addDays, daysBetween, indiaDay, indiaMinutes, isoWeekday, isWorkingDay, minutesOf } from './india-calendar';
import { zoneOf, type Place } from './delivery-zones';

/** A shop's dispatch rules (the resellers row's delivery columns). */
export interface DispatchRules {
  weekdays: readonly number[];
  /** 'HH:MM', India time. */
  cutoff: string;
  transitDays: TransitDays;
}

/** How far ahead a dispatch day is looked for (a shop with no dispatch weekday has none). */
const LOOK_AHEAD_DAYS = 21;

const dispatches = (day: string, weekdays: readonly number[]) => isWorkingDay(day) && isoWeekday(day) !== 7 && weekdays.includes(isoWeekday(day));

/**
 * The day an order placed at `now` leaves the shop: today when it is a dispatch weekday, not a Sunday or national
 * holiday, and before the cut-off (India time); else the next such day. Null when the shop dispatches on no day.
 */
export function dispatchDay(now: Date, rules: Pick<DispatchRules, 'weekdays' | 'cutoff'>): string | null {
  const today = indiaDay(now);
  if (dispatches(today, rules.weekdays) && indiaMinutes(now) < minutesOf(rules.cutoff)) return today;
  for (let n = 1; n <= LOOK_AHEAD_DAYS; n++) {
    const day = addDays(today, n);
    if (dispatches(day, rules.weekdays)) return day;
  }
  return null;
}

/** `transit` couriers' working days (not Sundays, not national holidays) after the dispatch day. */
export function arrivalDay(dispatch: string, transit: number): string {
  let day = dispatch;
  for (let counted = 0; counted < transit;) {
    day = addDays(day, 1);
    if (isWorkingDay(day)) counted++;
  }
  return day;
}

export interface DeliveryPromise {
  /** 'YYYY-MM-DD'. */
  delivery_by: string;
  /** Calendar days from today (India time). */
  days: number;
}

/** When a parcel ordered at `now` from `origin` reaches `destination`, or null when the shop never dispatches. */
export function promiseFor(now: Date, rules: DispatchRules, origin: Place, destination: Place): DeliveryPromise | null {
  const dispatch = dispatchDay(now, rules);
  if (!dispatch) return null;
  const deliveryBy = arrivalDay(dispatch, rules.transitDays[zoneOf(origin, destination)]);
  return { delivery_by: deliveryBy, days: daysBetween(indiaDay(now), deliveryBy) };
}
