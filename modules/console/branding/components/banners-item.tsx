'use client';

import clsx from 'clsx';
import { useActionState, useId, useState } from 'react';
import { updateBanner } from '@/modules/console/branding/banners-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import type { ConsoleBanner } from '@/platform/shops/contract/console-branding';
import { ConsoleButton } from '@/modules/console/shell/components/console-button';
import { BannerSettingsFields, namesBannerField, type BannerSettings } from './banners-fields';

interface Props {
  banner: ConsoleBanner;
  position: number;
  count: number;
  busy: boolean;
  onMove: (direction: 'up' | 'down') => void;
  onRemove: () => void;
}

const STATE_STYLES = {
  showing: 'bg-green-100 text-green-900',
  scheduled: 'bg-amber-100 text-amber-950',
  ended: 'bg-gray-200 text-gray-800',
};

/** One banner: its picture and state, its link and days (saved by their own form), moving and removing it. */
export function BannerItem({ banner, position, count, busy, onMove, onRemove }: Props) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(updateBanner, null);
  const [values, setValues] = useState<BannerSettings>({
    textHi: banner.textHi,
    link: banner.link,
    activeFrom: banner.activeFrom,
    activeUntil: banner.activeUntil,
  });
  const [confirming, setConfirming] = useState(false);
  const headingId = useId();
  const refusal = state && !state.ok ? state : null;
  const label = banner.text || `Banner ${position}`;

  return (
    <article aria-labelledby={headingId} className="space-y-4 p-3 md:flex md:gap-5 md:space-y-0 md:p-4">
      <div className="md:w-72 md:shrink-0">
        <img
          src={banner.phoneImageUrl || banner.imageUrl}
          alt={label}
          width={800}
          height={250}
          className="aspect-[16/5] h-auto w-full rounded-lg bg-gray-100 object-cover"
        />
        <div className="mt-2 flex flex-wrap items-center gap-2 text-xs">
          <span className={clsx('rounded-full px-2 py-0.5 font-semibold', STATE_STYLES[banner.state])}>{stateLabel(banner)}</span>
          <span className="text-gray-600">
            {position} of {count}
          </span>
          <span aria-hidden="true" className="hidden cursor-grab text-gray-500 select-none md:inline" title="Drag to move">
            ⠿ drag to move
          </span>
        </div>
      </div>

      <div className="min-w-0 flex-1 space-y-3">
        <h3 id={headingId} className="font-semibold text-gray-900">
          {label}
        </h3>
        <form action={action} className="space-y-3" noValidate>
          <input type="hidden" name="id" value={banner.id} />
          <BannerSettingsFields values={values} onChange={setValues} refusal={refusal} />
          <div className="flex flex-wrap items-center gap-3">
            <ConsoleButton type="submit" tone="secondary" disabled={pending}>
              {pending ? 'Saving…' : 'Save banner'}
            </ConsoleButton>
            <p
              role="status"
              className={clsx('text-sm', state?.ok ? 'text-green-800' : 'text-red-700', refusal && namesBannerField(refusal.field) && 'sr-only')}
            >
              {state?.message ?? ''}
            </p>
          </div>
        </form>

        <div className="flex flex-wrap items-center gap-2 border-t border-gray-100 pt-3">
          <ConsoleButton
            tone="secondary"
            data-move={`${banner.id}:up`}
            disabled={busy || position === 1}
            onClick={() => onMove('up')}
            aria-label={`Move “${label}” up`}
          >
            ↑ Up
          </ConsoleButton>
          <ConsoleButton
            tone="secondary"
            data-move={`${banner.id}:down`}
            disabled={busy || position === count}
            onClick={() => onMove('down')}
            aria-label={`Move “${label}” down`}
          >
            ↓ Down
          </ConsoleButton>
          <div className="ml-auto">
            {confirming ? (
              <div role="group" aria-label="Confirm removal" className="flex flex-wrap items-center gap-2">
                <span className="text-sm text-gray-800">Remove this banner from the shop?</span>
                <ConsoleButton tone="danger" autoFocus disabled={busy} onClick={onRemove}>
                  Yes, remove
                </ConsoleButton>
                <ConsoleButton tone="secondary" onClick={() => setConfirming(false)}>
                  Keep it
                </ConsoleButton>
              </div>
            ) : (
              <ConsoleButton tone="secondary" className="text-red-800" onClick={() => setConfirming(true)} aria-label={`Remove “${label}”`}>
                Remove
              </ConsoleButton>
            )}
          </div>
        </div>
      </div>
    </article>
  );
}

function stateLabel(banner: ConsoleBanner): string {
  if (banner.state === 'scheduled') return `Starts ${formatDay(banner.activeFrom)}`;
  if (banner.state === 'ended') return `Ended ${formatDay(banner.activeUntil)}`;
  return banner.activeUntil ? `Showing until ${formatDay(banner.activeUntil)}` : 'Showing';
}

/** '2030-01-31' → '31 Jan 2030'. */
function formatDay(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? day : date.toLocaleDateString('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
}
