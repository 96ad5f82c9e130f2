import type { CouponKind, CouponRow, CouponSaveRequest } from '@/platform/offers/contract/console-coupons';
import { wholeOrText } from '@/modules/console/shell/form-number';

/** The coupon form as typed: every field text (a number field may hold anything until the platform answers). */
export interface CouponFormValues {
  code: string;
  kind: CouponKind;
  percent: string;
  capRupees: string;
  flatRupees: string;
  minCartRupees: string;
  startsOn: string;
  endsOn: string;
  totalUses: string;
  usesPerShopper: string;
  firstOrderOnly: boolean;
  categoryIds: number[];
  /** Product ASINs, one a line (or separated by commas or spaces). */
  productAsins: string;
  status: 'active' | 'paused';
}

export const NEW_COUPON: CouponFormValues = {
  code: '',
  kind: 'PERCENT',
  percent: '10',
  capRupees: '',
  flatRupees: '',
  minCartRupees: '0',
  startsOn: '',
  endsOn: '',
  totalUses: '',
  usesPerShopper: '1',
  firstOrderOnly: false,
  categoryIds: [],
  productAsins: '',
  status: 'active',
};

const optionalText = (value: number | null | undefined) => (value === null || value === undefined ? '' : String(value));

/** A saved coupon as the form shows it for editing; `asinOf` names its products (an id no longer sold is left out). */
export function couponFormValues(row: CouponRow, asinOf: (productId: number) => string | undefined): CouponFormValues {
  return {
    code: row.code,
    kind: row.kind,
    percent: row.kind === 'PERCENT' ? String(row.percent) : NEW_COUPON.percent,
    capRupees: optionalText(row.capRupees),
    flatRupees: row.kind === 'FLAT' ? String(row.flatRupees) : '',
    minCartRupees: String(row.minCartRupees),
    startsOn: row.startsOn ?? '',
    endsOn: row.endsOn ?? '',
    totalUses: optionalText(row.totalUses),
    usesPerShopper: String(row.usesPerShopper),
    firstOrderOnly: row.firstOrderOnly,
    categoryIds: [...row.categoryIds],
    productAsins: row.productIds
      .map(asinOf)
      .filter((asin): asin is string => Boolean(asin))
      .join('\n'),
    status: row.status === 'paused' ? 'paused' : 'active',
  };
}

/** The ASINs typed into the products box: split on commas, spaces and new lines, upper case, each once. */
export function parseAsins(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((asin) => asin.trim().toUpperCase())
        .filter(Boolean),
    ),
  ];
}

/** The save call's body from what the form holds; `productIds` are the typed ASINs' ids, found by the caller. */
export function couponSaveBody(values: CouponFormValues, productIds: number[], id?: number): CouponSaveRequest {
  const body = {
    ...(id ? { id } : {}),
    code: values.code.trim(),
    kind: values.kind,
    percent: values.kind === 'PERCENT' ? (wholeOrText(values.percent) ?? 0) : 0,
    capRupees: values.kind === 'PERCENT' ? (wholeOrText(values.capRupees) ?? null) : null,
    flatRupees: values.kind === 'FLAT' ? (wholeOrText(values.flatRupees) ?? 0) : 0,
    minCartRupees: wholeOrText(values.minCartRupees) ?? 0,
    startsOn: values.startsOn.trim() || null,
    endsOn: values.endsOn.trim() || null,
    totalUses: wholeOrText(values.totalUses) ?? null,
    usesPerShopper: wholeOrText(values.usesPerShopper) ?? 1,
    firstOrderOnly: values.firstOrderOnly,
    categoryIds: values.categoryIds,
    productIds,
    status: values.status,
  };
  // A number the reseller mistyped goes to the platform as text: its refusal names the field.
  return body as CouponSaveRequest;
}

/** The link a shopper taps: any page of the shop with the code, kept for their visit and applied in the cart. */
export function couponLink(origin: string, code: string): string {
  return `${origin.replace(/\/+$/, '')}/?coupon=${encodeURIComponent(code)}`;
}

/** The message shared on WhatsApp: what the coupon gives, the code and the link. */
export function couponShareText(shopName: string, summary: string, code: string, link: string): string {
  return `${shopName}: ${summary}. Use code ${code} or shop here: ${link}`;
}

/** WhatsApp's share link: it opens the app (or WhatsApp Web) with the text ready to send to a chat or group. */
export function whatsappShareHref(text: string): string {
  return `https://wa.me/?text=${encodeURIComponent(text)}`;
}

export const COUPON_STATUS_LABELS: Record<CouponRow['status'], string> = { active: 'Active', paused: 'Paused', archived: 'Archived' };

const KINDS: readonly CouponKind[] = ['PERCENT', 'FLAT', 'FREE_DELIVERY'];

/** The form's values back from its submitted FormData (what the Server Action receives). */
export function couponValuesFromForm(form: FormData): CouponFormValues {
  const text = (name: string) => String(form.get(name) ?? '');
  const kind = text('kind');
  return {
    code: text('code'),
    kind: (KINDS as readonly string[]).includes(kind) ? (kind as CouponKind) : 'PERCENT',
    percent: text('percent'),
    capRupees: text('capRupees'),
    flatRupees: text('flatRupees'),
    minCartRupees: text('minCartRupees'),
    startsOn: text('startsOn'),
    endsOn: text('endsOn'),
    totalUses: text('totalUses'),
    usesPerShopper: text('usesPerShopper'),
    firstOrderOnly: form.get('firstOrderOnly') === 'on',
    categoryIds: form
      .getAll('categoryIds')
      .map(String)
      .filter((value) => /^\d{1,9}$/.test(value))
      .map(Number),
    productAsins: text('productAsins'),
    status: text('status') === 'paused' ? 'paused' : 'active',
  };
}
