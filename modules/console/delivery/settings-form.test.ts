import { describe, expect, it } from 'vitest';
import { codSaveBody, codSettingsValues, codValuesFromForm } from './cod-settings-form';
import { deliverySaveBody, deliverySettingsValues, deliveryValuesFromForm } from './delivery-settings-form';
import { parsePincodeList } from './pincode-list';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

describe('PIN code boxes', () => {
  it('take PIN codes one a line or separated by commas and spaces, each once', () => {
    expect(parsePincodeList(' 799001\n744, 799001 ;110001\n\n')).toEqual(['799001', '744', '110001']);
    expect(parsePincodeList('')).toEqual([]);
  });
});

describe('the cash-on-delivery card', () => {
  const saved = {
    confirmation: 'sms_every',
    confirm_hours: 24,
    fee: 49,
    max_order: 5000,
    blocked_pincodes: ['799001', '744'],
    sms_available: true,
  } as const;

  it('shows the saved settings and sends them back as they were', () => {
    const values = codSettingsValues({ ...saved, blocked_pincodes: [...saved.blocked_pincodes] });
    expect(values).toEqual({ confirmation: 'sms_every', confirmHours: '24', fee: '49', maxOrder: '5000', blockedPincodes: '799001\n744' });
    expect(codSaveBody(values)).toEqual({
      confirmation: 'sms_every',
      confirm_hours: 24,
      fee: 49,
      max_order: 5000,
      blocked_pincodes: ['799001', '744'],
    });
  });

  it('reads the submitted form: rupees with ₹ and commas as numbers, a mistyped number as typed, an unknown choice as none', () => {
    const values = codValuesFromForm(
      form([
        ['confirmation', 'whatsapp'],
        ['confirmHours', '12'],
        ['fee', '₹ 49'],
        ['maxOrder', '10,000'],
        ['blockedPincodes', '12'],
      ]),
    );
    expect(values.confirmation).toBe('none');
    expect(codSaveBody(values)).toEqual({ confirmation: 'none', confirm_hours: 12, fee: 49, max_order: 10000, blocked_pincodes: ['12'] });
    expect(codSaveBody({ ...values, fee: 'forty' }).fee).toBe('forty');
  });
});

describe('the delivery dates card', () => {
  const saved = {
    dispatch_pincode: '400001',
    dispatch_weekdays: [6, 1, 2, 3, 4, 5],
    cutoff: '14:00',
    transit_days: { same_city: 1, same_state: 2, metro: 3, rest: 5, north_east: 7, special: 8 },
    undeliverable_pincodes: ['744'],
  };

  it('shows the saved settings (days in week order) and sends them back as they were', () => {
    const values = deliverySettingsValues(saved);
    expect(values.weekdays).toEqual([1, 2, 3, 4, 5, 6]);
    expect(values.transit.metro).toBe('3');
    expect(deliverySaveBody(values)).toEqual({ ...saved, dispatch_weekdays: [1, 2, 3, 4, 5, 6] });
  });

  it('reads the submitted form: the ticked days, each zone’s days, an empty zone sent as typed for the platform to refuse', () => {
    const values = deliveryValuesFromForm(
      form([
        ['dispatchPincode', ' 302001 '],
        ['weekdays', '1'],
        ['weekdays', '3'],
        ['weekdays', '7'],
        ['cutoff', '16:30'],
        ['transit_same_city', '1'],
        ['transit_same_state', '2'],
        ['transit_metro', ''],
        ['transit_rest', '4'],
        ['transit_north_east', '6'],
        ['transit_special', '9'],
        ['undeliverable', '744\n799'],
      ]),
    );
    expect(deliverySaveBody(values)).toEqual({
      dispatch_pincode: '302001',
      dispatch_weekdays: [1, 3],
      cutoff: '16:30',
      transit_days: { same_city: 1, same_state: 2, metro: '', rest: 4, north_east: 6, special: 9 },
      undeliverable_pincodes: ['744', '799'],
    });
  });
});
