import { describe, expect, it } from 'vitest';
import { DEFAULT_TRANSIT_DAYS } from './contract/delivery-messages';
import { arrivalDay, dispatchDay, promiseFor, type DispatchRules } from './delivery-dates';
import { zoneOf, type Place } from './delivery-zones';
import { addDays, daysBetween, indiaDay, indiaMinutes, isoWeekday } from './india-calendar';
import { listsPincode } from './pincode-lists';

/** An instant given in India time. */
const ist = (local: string) => new Date(`${local}+05:30`);
const rules: DispatchRules = { weekdays: [1, 2, 3, 4, 5, 6], cutoff: '14:00', transitDays: DEFAULT_TRANSIT_DAYS };

const jaipur: Place = { district: 'Jaipur', state: 'Rajasthan' };
const ajmer: Place = { district: 'Ajmer', state: 'Rajasthan' };
const mumbai: Place = { district: 'Mumbai', state: 'Maharashtra' };
const mumbaiSuburbs: Place = { district: 'Mumbai Suburban', state: 'Maharashtra' };
const bengaluru: Place = { district: 'Bengaluru Urban', state: 'Karnataka' };
const eastDelhi: Place = { district: 'East', state: 'Delhi' };
const mysuru: Place = { district: 'Mysuru', state: 'Karnataka' };
const agartala: Place = { district: 'West Tripura', state: 'Tripura' };
const srinagar: Place = { district: 'Srinagar', state: 'Jammu and Kashmir' };
const portBlair: Place = { district: 'South Andamans', state: 'Andaman and Nicobar Islands' };

describe('India’s calendar', () => {
  it('reads the day and time in India, whatever the machine’s zone', () => {
    // 20:00 UTC on 30 Nov is 01:30 on 1 Dec in India.
    expect(indiaDay(new Date('2026-11-30T20:00:00Z'))).toBe('2026-12-01');
    expect(indiaMinutes(new Date('2026-11-30T20:00:00Z'))).toBe(90);
    expect(isoWeekday('2026-11-29')).toBe(7); // a Sunday
    expect(isoWeekday('2026-11-30')).toBe(1);
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
  });
});

describe('the dispatch day', () => {
  it('is today before the cut-off on a dispatch weekday, else the next one', () => {
    // Friday 27 Nov 2026.
    expect(dispatchDay(ist('2026-11-27T13:59:00'), rules)).toBe('2026-11-27');
    expect(dispatchDay(ist('2026-11-27T14:00:00'), rules)).toBe('2026-11-28');
    // After Saturday's cut-off the next dispatch is Monday: Sunday never dispatches.
    expect(dispatchDay(ist('2026-11-28T15:00:00'), rules)).toBe('2026-11-30');
    expect(dispatchDay(ist('2026-11-29T09:00:00'), rules)).toBe('2026-11-30');
  });

  it('skips the shop’s own days off and the national holidays', () => {
    const weekdaysOnly = { ...rules, weekdays: [1, 2, 3, 4, 5] };
    expect(dispatchDay(ist('2026-11-28T09:00:00'), weekdaysOnly)).toBe('2026-11-30');
    // Gandhi Jayanti, Friday 2 Oct 2026: the order leaves on Saturday.
    expect(dispatchDay(ist('2026-10-02T09:00:00'), rules)).toBe('2026-10-03');
    // Republic Day 2027 is a Tuesday; after Monday's cut-off the next dispatch is Wednesday.
    expect(dispatchDay(ist('2027-01-25T18:00:00'), rules)).toBe('2027-01-27');
    expect(dispatchDay(ist('2026-11-27T09:00:00'), { ...rules, weekdays: [] })).toBeNull();
    expect(dispatchDay(ist('2026-11-27T09:00:00'), { ...rules, cutoff: '09:30' })).toBe('2026-11-27');
  });
});

describe('the arrival day', () => {
  it('counts only couriers’ working days: no Sundays, no national holidays', () => {
    expect(arrivalDay('2026-11-27', 1)).toBe('2026-11-28'); // Fri → Sat
    expect(arrivalDay('2026-11-28', 1)).toBe('2026-11-30'); // Sat → (Sun) → Mon
    expect(arrivalDay('2026-08-13', 2)).toBe('2026-08-17'); // Thu → Fri, (Sat 15 Aug, Sun 16) → Mon
    expect(arrivalDay('2027-01-23', 3)).toBe('2027-01-28'); // Sat → (Sun) Mon, (Tue 26 Jan) Wed, Thu
  });
});

describe('zones from the dispatch place', () => {
  it('decides special, then north-east, same city, same state, metro, rest', () => {
    expect(zoneOf(jaipur, jaipur)).toBe('same_city');
    expect(zoneOf(jaipur, ajmer)).toBe('same_state');
    expect(zoneOf(mumbai, mumbaiSuburbs)).toBe('same_state');
    expect(zoneOf(mumbai, bengaluru)).toBe('metro');
    expect(zoneOf(mumbai, eastDelhi)).toBe('metro');
    expect(zoneOf(mumbai, mysuru)).toBe('rest');
    expect(zoneOf(jaipur, bengaluru)).toBe('rest');
    expect(zoneOf(mumbai, agartala)).toBe('north_east');
    expect(zoneOf(mumbai, srinagar)).toBe('special');
    expect(zoneOf(mumbai, portBlair)).toBe('special');
    // The islands are special even from the islands.
    expect(zoneOf(portBlair, portBlair)).toBe('special');
  });
});

describe('the promise', () => {
  it('adds the zone’s transit days to the dispatch day and counts calendar days from today', () => {
    // Friday 27 Nov, 10:00: leaves today; Jaipur 1 day → Sat 28; Bengaluru (rest, 5) → Thu 3 Dec.
    expect(promiseFor(ist('2026-11-27T10:00:00'), rules, jaipur, jaipur)).toEqual({ delivery_by: '2026-11-28', days: 1 });
    expect(promiseFor(ist('2026-11-27T10:00:00'), rules, jaipur, bengaluru)).toEqual({ delivery_by: '2026-12-03', days: 6 });
    // Past the cut-off: leaves Saturday, arrives Monday (Sunday skipped).
    expect(promiseFor(ist('2026-11-27T16:00:00'), rules, jaipur, jaipur)).toEqual({ delivery_by: '2026-11-30', days: 3 });
    expect(promiseFor(ist('2026-11-27T10:00:00'), { ...rules, transitDays: { ...DEFAULT_TRANSIT_DAYS, special: 10 } }, mumbai, srinagar)).toEqual({
      delivery_by: '2026-12-09',
      days: 12,
    });
    expect(promiseFor(ist('2026-11-27T10:00:00'), { ...rules, weekdays: [] }, jaipur, jaipur)).toBeNull();
  });
});

describe('a shop’s PIN code list', () => {
  it('holds whole PIN codes and 3-digit areas', () => {
    expect(listsPincode(['744'], '744101')).toBe(true);
    expect(listsPincode(['799001'], '799001')).toBe(true);
    expect(listsPincode(['799001'], '799002')).toBe(false);
    expect(listsPincode([], '744101')).toBe(false);
  });
});
