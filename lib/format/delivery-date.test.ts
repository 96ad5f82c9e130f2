import { describe, expect, it } from 'vitest';
import { deliveryByText, formatDeliveryDay } from './delivery-date';

describe('formatDeliveryDay', () => {
  it('writes the short weekday, the day and the short month, as India reads them', () => {
    expect(formatDeliveryDay('2024-11-29')).toBe('Fri, 29 Nov');
    expect(formatDeliveryDay('2026-11-30')).toBe('Mon, 30 Nov');
    expect(formatDeliveryDay('2027-01-04')).toBe('Mon, 4 Jan');
  });

  it('keeps the calendar day whatever the time zone of the machine', () => {
    // Noon in India is still the same day from UTC−12 to UTC+14.
    expect(formatDeliveryDay('2026-12-31')).toBe('Thu, 31 Dec');
  });

  it('answers nothing for what is not a calendar day', () => {
    for (const bad of ['', '2026-02-30', '2026-13-01', '29 Nov', '2026-11-29T00:00:00Z']) expect(formatDeliveryDay(bad), bad).toBe('');
  });
});

describe('deliveryByText', () => {
  it('reads "Delivery by Fri, 29 Nov", or nothing without a promised day', () => {
    expect(deliveryByText('2024-11-29')).toBe('Delivery by Fri, 29 Nov');
    expect(deliveryByText(null)).toBe('');
    expect(deliveryByText(undefined)).toBe('');
  });
});

describe('in Hindi', () => {
  it('writes the Hindi weekday and month with Latin digits', () => {
    expect(formatDeliveryDay('2024-11-29', 'hi')).toBe('शुक्र, 29 नव॰');
    expect(formatDeliveryDay('2027-01-04', 'hi')).toBe('सोम, 4 जन॰');
    expect(formatDeliveryDay('2026-02-30', 'hi')).toBe('');
  });

  it('reads "शुक्र, 29 नव॰ तक डिलीवरी", or nothing without a promised day', () => {
    expect(deliveryByText('2024-11-29', 'hi')).toBe('शुक्र, 29 नव॰ तक डिलीवरी');
    expect(deliveryByText(null, 'hi')).toBe('');
    // English is unchanged by a Hindi formatter made first.
    expect(deliveryByText('2024-11-29', 'en')).toBe('Delivery by Fri, 29 Nov');
  });
});
