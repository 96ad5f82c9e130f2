'use client';

import clsx from 'clsx';
import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import type { CouponRow } from '@/platform/offers/contract/console-coupons';
import { dayText } from '@/platform/offers/contract/coupon-messages';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { COUPON_STATUS_LABELS } from '@/modules/console/coupons/coupon-form';
import { editCouponPath } from '@/modules/console/coupons/coupon-paths';
import { formatIndianNumber, formatRupees } from '@/lib/format/money';

const STATUS_STYLES: Record<CouponRow['status'], string> = {
  active: 'bg-green-50 text-green-800',
  paused: 'bg-amber-50 text-amber-900',
  archived: 'bg-gray-200 text-gray-800',
};

const linkButton =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-gray-300 bg-white px-4 py-2 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none';

function confirmDelete(row: CouponRow) {
  return (event: FormEvent<HTMLFormElement>) => {
    const question =
      row.orders > 0
        ? `Delete ${row.code}? Shoppers can no longer use it; its ${row.orders} ${row.orders === 1 ? 'order keeps' : 'orders keep'} it, so it is archived.`
        : `Delete ${row.code}? Shoppers can no longer use it.`;
    if (!window.confirm(question)) event.preventDefault();
  };
}

/**
 * One coupon of the list: its code and what it gives, its status, how it has done (uses, orders, revenue), and what
 * the reseller does with it: share it (copy the link, WhatsApp), edit, pause or resume, delete.
 */
export function CouponCard({
  row,
  link,
  whatsappHref,
  action,
  pending,
}: {
  row: CouponRow;
  link: string;
  whatsappHref: string;
  /** Pauses, resumes (intent 'status') or deletes (intent 'delete') the coupon. */
  action: (form: FormData) => void;
  pending: boolean;
}) {
  const [copied, setCopied] = useState('');
  const archived = row.status === 'archived';
  const headingId = `coupon-${row.id}-code`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied('Link copied.');
    } catch {
      setCopied(`Could not copy: the link is ${link}`);
    }
  }

  const when = [row.startsOn && `from ${dayText(row.startsOn)}`, row.endsOn && `until ${dayText(row.endsOn)}`].filter(Boolean).join(' ');
  return (
    <li
      data-testid="coupon-row"
      aria-labelledby={headingId}
      className={clsx('rounded-xl border bg-white p-4', archived ? 'border-dashed border-gray-300' : 'border-gray-200')}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-mono text-lg font-bold tracking-wide">
            {row.code}
          </h3>
          <p className="text-sm text-gray-800">{row.summary}</p>
          {when && <p className="text-xs text-gray-600">Valid {when}</p>}
        </div>
        <span data-testid="coupon-status" className={clsx('rounded px-2 py-0.5 text-xs font-semibold', STATUS_STYLES[row.status])}>
          {COUPON_STATUS_LABELS[row.status]}
        </span>
      </div>

      <dl className="mt-3 grid grid-cols-3 gap-2 text-sm sm:grid-cols-4" data-testid="coupon-usage">
        <div>
          <dt className="text-xs text-gray-600">Uses</dt>
          <dd data-testid="coupon-uses" className="font-semibold">
            {formatIndianNumber(row.uses)}
            {row.totalUses !== null && <span className="font-normal text-gray-600"> of {formatIndianNumber(row.totalUses)}</span>}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">Orders</dt>
          <dd data-testid="coupon-orders" className="font-semibold">
            {formatIndianNumber(row.orders)}
          </dd>
        </div>
        <div>
          <dt className="text-xs text-gray-600">Revenue</dt>
          <dd data-testid="coupon-revenue" className="font-semibold">
            {formatRupees(row.revenueRupees)}
          </dd>
        </div>
        <div className="hidden sm:block">
          <dt className="text-xs text-gray-600">Shoppers saved</dt>
          <dd className="font-semibold">{formatRupees(row.savedRupees)}</dd>
        </div>
      </dl>

      {row.marginNote && <p className="mt-2 rounded-lg bg-amber-50 px-3 py-2 text-xs text-amber-900">{row.marginNote}</p>}

      {!archived && (
        <div className="mt-3 flex flex-wrap gap-2">
          <ConsoleButton tone="secondary" onClick={() => void copy()} aria-label={`Copy link for ${row.code}`}>
            Copy link
          </ConsoleButton>
          <a href={whatsappHref} target="_blank" rel="noopener noreferrer" className={linkButton} aria-label={`Share ${row.code} to WhatsApp`}>
            Share to WhatsApp
          </a>
          <Link href={editCouponPath(row.id)} className={linkButton} aria-label={`Edit ${row.code}`}>
            Edit
          </Link>
          <form action={action}>
            <input type="hidden" name="intent" value="status" />
            <input type="hidden" name="id" value={row.id} />
            <input type="hidden" name="status" value={row.status === 'active' ? 'paused' : 'active'} />
            <ConsoleButton
              type="submit"
              tone="secondary"
              disabled={pending}
              aria-label={`${row.status === 'active' ? 'Pause' : 'Resume'} ${row.code}`}
            >
              {row.status === 'active' ? 'Pause' : 'Resume'}
            </ConsoleButton>
          </form>
          <form action={action} onSubmit={confirmDelete(row)}>
            <input type="hidden" name="intent" value="delete" />
            <input type="hidden" name="id" value={row.id} />
            <ConsoleButton type="submit" tone="secondary" disabled={pending} aria-label={`Delete ${row.code}`} className="text-red-700">
              Delete
            </ConsoleButton>
          </form>
        </div>
      )}
      <p role="status" aria-live="polite" className="mt-2 text-sm break-all text-gray-700">
        {copied}
      </p>
    </li>
  );
}
