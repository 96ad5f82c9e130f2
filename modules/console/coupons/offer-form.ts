import type { OfferKind, OfferSaveRequest } from '@/platform/offers/contract/console-coupons';

/** A whole number typed, else the text as typed (the platform refuses it with its message). */
function wholeOrText(text: string): number | string {
  const trimmed = text.trim().replace(/^₹\s*/, '').replace(/,/g, '');
  return /^\d{1,9}$/.test(trimmed) ? Number(trimmed) : text.trim();
}

/** A new automatic offer from its form: "N or more items: X% off" or "Spend ₹X: ₹Y off". */
export function offerSaveBody(form: FormData): OfferSaveRequest {
  const text = (name: string) => String(form.get(name) ?? '');
  const kind: OfferKind = text('kind') === 'SPEND_FLAT' ? 'SPEND_FLAT' : 'ITEMS_PERCENT';
  const items = kind === 'ITEMS_PERCENT';
  const body = {
    kind,
    minItems: items ? wholeOrText(text('minItems')) : 0,
    percent: items ? wholeOrText(text('percent')) : 0,
    minCartRupees: items ? 0 : wholeOrText(text('minCartRupees')),
    flatRupees: items ? 0 : wholeOrText(text('flatRupees')),
    status: 'active' as const,
  };
  return body as OfferSaveRequest;
}
