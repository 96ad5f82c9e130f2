import { describe, expect, it } from 'vitest';
import { indiaToday, orderFilterParams, orderFilterQuery, orderFiltersHref, orderShortcut } from './order-filters';

describe('the console order filters in the URL', () => {
  it('reads the list URL, ignoring repeated, blank and nonsense values', () => {
    expect(orderFilterParams({ q: ' 98765 ', status: 'Shipped', from: '2026-11-01', to: ['a', 'b'], page: 'x' })).toEqual({
      q: '98765',
      status: 'Shipped',
      from: '2026-11-01',
      to: '',
      page: 1,
    });
    expect(orderFilterParams({ page: '3' }).page).toBe(3);
    expect(orderFilterParams({ page: '-2' }).page).toBe(1);
  });

  it('asks the platform only for the filters set, and links pages and the export with them', () => {
    const filters = orderFilterParams({ q: 'Priya Sharma', status: '', page: '2' });
    expect(orderFilterQuery(filters)).toEqual({ q: 'Priya Sharma', page: '2' });
    expect(orderFilterQuery(filters, false)).toEqual({ q: 'Priya Sharma' });
    expect(orderFiltersHref('/admin/orders', filters, 3)).toBe('/admin/orders?q=Priya+Sharma&page=3');
    expect(orderFiltersHref('/admin/orders', filters, 1)).toBe('/admin/orders?q=Priya+Sharma');
    expect(orderFiltersHref('/admin/orders/export', orderFilterParams({}))).toBe('/admin/orders/export');
  });

  it('knows which shortcut a list is, by the India day', () => {
    expect(indiaToday(new Date('2026-11-26T19:00:00Z'))).toBe('2026-11-27');
    expect(indiaToday(new Date('2026-11-26T18:00:00Z'))).toBe('2026-11-26');
    const today = '2026-11-27';
    expect(orderShortcut(orderFilterParams({}), today)).toBe('all');
    expect(orderShortcut(orderFilterParams({ status: 'To ship' }), today)).toBe('to-ship');
    expect(orderShortcut(orderFilterParams({ status: 'Awaiting Confirmation' }), today)).toBe('awaiting');
    expect(orderShortcut(orderFilterParams({ from: today, to: today }), today)).toBe('today');
    expect(orderShortcut(orderFilterParams({ from: '2026-11-26', to: '2026-11-26' }), today)).toBeNull();
    expect(orderShortcut(orderFilterParams({ status: 'To ship', q: 'Priya' }), today)).toBeNull();
  });
});
