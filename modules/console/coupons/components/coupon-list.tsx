'use client';

import { useActionState } from 'react';
import type { CouponRow } from '@/platform/offers/contract/console-coupons';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import { ActionStatus } from '@/modules/console/shell/components/action-status';
import { deleteCouponAction, setCouponStatusAction } from '@/modules/console/coupons/coupons-actions';
import { CouponCard } from './coupon-card';

export interface SharedCoupon {
  row: CouponRow;
  link: string;
  whatsappHref: string;
}

/**
 * The shop's coupons, live ones first, then the archived (kept for their orders). Pausing and deleting answer above
 * the list, where the answer stays when a deleted coupon leaves it.
 */
export function CouponList({ coupons }: { coupons: readonly SharedCoupon[] }) {
  // One state for both buttons of every card, so the answer shown is the last one's.
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(
    (previous, form) => (form.get('intent') === 'delete' ? deleteCouponAction(previous, form) : setCouponStatusAction(previous, form)),
    null,
  );
  const live = coupons.filter((coupon) => coupon.row.status !== 'archived');
  const archived = coupons.filter((coupon) => coupon.row.status === 'archived');
  const card = (coupon: SharedCoupon) => <CouponCard key={coupon.row.id} {...coupon} action={action} pending={pending} />;
  return (
    <div className="space-y-3">
      <ActionStatus state={state} />
      {live.length === 0 ? (
        <p className="rounded-xl border border-dashed border-gray-300 bg-white p-4 text-sm text-gray-700">
          No coupons yet. Create one, then share its link in your WhatsApp groups.
        </p>
      ) : (
        <ul className="space-y-3" aria-label="Coupons">
          {live.map(card)}
        </ul>
      )}
      {archived.length > 0 && (
        <details className="rounded-xl border border-gray-200 bg-white p-3">
          <summary className="min-h-11 cursor-pointer content-center text-sm font-semibold">Archived coupons ({archived.length})</summary>
          <p className="mt-1 text-xs text-gray-600">Deleted after orders used them: shoppers can no longer use them; their orders keep them.</p>
          <ul className="mt-3 space-y-3" aria-label="Archived coupons">
            {archived.map(card)}
          </ul>
        </details>
      )}
    </div>
  );
}
