import { describe, expect, it } from 'vitest';
import { formatDayTime } from './order-date';

describe('formatDayTime', () => {
  it('says a deadline in India time without the year', () => {
    expect(formatDayTime('2026-11-28T10:15:00.000Z')).toBe('28 Nov, 3:45 pm');
  });
  it('is empty for what is not a date', () => {
    expect(formatDayTime('soon')).toBe('');
  });
});
