import { describe, expect, it } from 'vitest';
import type { CouponRow } from '@/platform/offers/contract/console-coupons';
import {
  couponFormValues,
  couponLink,
  couponSaveBody,
  couponShareText,
  couponValuesFromForm,
  NEW_COUPON,
  parseAsins,
  whatsappShareHref,
} from './coupon-form';
import { couponSavedHref, savedCode } from './coupon-paths';
import { offerSaveBody } from './offer-form';

const form = (entries: [string, string][]) => {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
};

const row: CouponRow = {
  id: 7,
  code: 'WELCOME10',
  kind: 'PERCENT',
  percent: 10,
  capRupees: 200,
  flatRupees: 0,
  minCartRupees: 499,
  startsOn: '2026-12-01',
  endsOn: null,
  totalUses: null,
  usesPerShopper: 1,
  firstOrderOnly: true,
  categoryIds: [3],
  productIds: [11, 12],
  status: 'paused',
  uses: 2,
  orders: 2,
  revenueRupees: 1800,
  savedRupees: 120,
  summary: '10% off up to ₹200 · carts of ₹499+',
  marginNote: '',
};

describe('the coupon form', () => {
  it('reads what was submitted, checkboxes and categories included', () => {
    const values = couponValuesFromForm(
      form([
        ['code', 'diwali50'],
        ['kind', 'FLAT'],
        ['flatRupees', '50'],
        ['minCartRupees', '999'],
        ['usesPerShopper', '2'],
        ['firstOrderOnly', 'on'],
        ['categoryIds', '4'],
        ['categoryIds', '9'],
        ['categoryIds', 'x'],
        ['productAsins', 'b0abc, b0def\nB0ABC'],
        ['status', 'paused'],
      ]),
    );
    expect(values).toMatchObject({ code: 'diwali50', kind: 'FLAT', firstOrderOnly: true, categoryIds: [4, 9], status: 'paused' });
    expect(couponValuesFromForm(form([['kind', 'BOGUS']])).kind).toBe('PERCENT');
    expect(couponValuesFromForm(form([])).firstOrderOnly).toBe(false);
    expect(parseAsins(values.productAsins)).toEqual(['B0ABC', 'B0DEF']);
  });

  it('sends whole numbers as numbers, empty optional fields as null, and the rest as typed for the platform to refuse', () => {
    const body = couponSaveBody({ ...NEW_COUPON, code: ' save10 ', percent: '10', capRupees: '₹1,000', totalUses: '' }, [5], 3);
    expect(body).toEqual({
      id: 3,
      code: 'save10',
      kind: 'PERCENT',
      percent: 10,
      capRupees: 1000,
      flatRupees: 0,
      minCartRupees: 0,
      startsOn: null,
      endsOn: null,
      totalUses: null,
      usesPerShopper: 1,
      firstOrderOnly: false,
      categoryIds: [],
      productIds: [5],
      status: 'active',
    });
    expect(couponSaveBody({ ...NEW_COUPON, percent: 'ten' }, []).percent).toBe('ten');
    expect(couponSaveBody({ ...NEW_COUPON, kind: 'FLAT', flatRupees: '100', capRupees: '50' }, [])).toMatchObject({
      percent: 0,
      capRupees: null,
      flatRupees: 100,
    });
    expect('id' in couponSaveBody(NEW_COUPON, [])).toBe(false);
  });

  it('starts an edit from the saved coupon, products by ASIN', () => {
    const values = couponFormValues(row, (id) => (id === 11 ? 'B0ELEVEN' : undefined));
    expect(values).toEqual({
      code: 'WELCOME10',
      kind: 'PERCENT',
      percent: '10',
      capRupees: '200',
      flatRupees: '',
      minCartRupees: '499',
      startsOn: '2026-12-01',
      endsOn: '',
      totalUses: '',
      usesPerShopper: '1',
      firstOrderOnly: true,
      categoryIds: [3],
      productAsins: 'B0ELEVEN',
      status: 'paused',
    });
  });
});

describe('sharing a coupon', () => {
  it('links any page of the shop with the code, and WhatsApp with a message', () => {
    const link = couponLink('https://apnabazaar.in/', 'WELCOME10');
    expect(link).toBe('https://apnabazaar.in/?coupon=WELCOME10');
    const text = couponShareText('Apna Bazaar', '10% off up to ₹200', 'WELCOME10', link);
    expect(text).toBe('Apna Bazaar: 10% off up to ₹200. Use code WELCOME10 or shop here: https://apnabazaar.in/?coupon=WELCOME10');
    const href = whatsappShareHref(text);
    expect(href.startsWith('https://wa.me/?text=')).toBe(true);
    expect(decodeURIComponent(href.slice('https://wa.me/?text='.length))).toBe(text);
    expect(href).not.toContain(' ');
  });

  it('names the saved coupon in the list URL, and reads back only a code', () => {
    expect(couponSavedHref('SAVE10')).toBe('/admin/coupons?saved=SAVE10');
    expect(savedCode('save10')).toBe('SAVE10');
    expect(savedCode(['A1', 'B2'])).toBe('A1');
    expect(savedCode('<script>')).toBe('');
    expect(savedCode(undefined)).toBe('');
  });
});

describe('the automatic offer form', () => {
  it('sends the fields of its kind only', () => {
    expect(
      offerSaveBody(
        form([
          ['kind', 'ITEMS_PERCENT'],
          ['minItems', '3'],
          ['percent', '10'],
          ['flatRupees', '9'],
        ]),
      ),
    ).toEqual({
      kind: 'ITEMS_PERCENT',
      minItems: 3,
      percent: 10,
      minCartRupees: 0,
      flatRupees: 0,
      status: 'active',
    });
    expect(
      offerSaveBody(
        form([
          ['kind', 'SPEND_FLAT'],
          ['minCartRupees', '₹4,999'],
          ['flatRupees', 'lots'],
        ]),
      ),
    ).toEqual({
      kind: 'SPEND_FLAT',
      minItems: 0,
      percent: 0,
      minCartRupees: 4999,
      flatRupees: 'lots',
      status: 'active',
    });
  });
});
