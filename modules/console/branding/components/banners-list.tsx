'use client';

import clsx from 'clsx';
import { startTransition, useActionState, useEffect, useRef, useState } from 'react';
import { changeBannerList } from '@/modules/console/branding/banners-actions';
import type { ConsoleActionResult } from '@/modules/console/shell/server/console-call';
import type { ConsoleBanner } from '@/platform/shops/contract/console-branding';
import { BannerItem } from './banners-item';

/**
 * The shop's banners in their home-page order. Move up/down buttons (keyboard and phones) and dragging (mouse) both
 * send the whole new order; removing asks first. Their answers are announced here, so they outlive the banner.
 */
export function BannersList({ banners }: { banners: ConsoleBanner[] }) {
  const [state, action, pending] = useActionState<ConsoleActionResult | null, FormData>(changeBannerList, null);
  const [dragged, setDragged] = useState<number | null>(null);
  const [dropTarget, setDropTarget] = useState<number | null>(null);
  // After a move, the focus goes back to the moved banner's button (its element moved in the list).
  const refocus = useRef<string | null>(null);
  const listRef = useRef<HTMLOListElement>(null);
  const ids = banners.map((banner) => banner.id);

  useEffect(() => {
    const target = refocus.current;
    if (!target || pending) return;
    refocus.current = null;
    if (target === 'removed') return document.getElementById('banners-heading')?.focus();
    const button = listRef.current?.querySelector<HTMLButtonElement>(`[data-move="${target}"]`);
    if (button && !button.disabled) button.focus();
    else listRef.current?.querySelector<HTMLButtonElement>(`[data-move^="${target.split(':')[0]}:"]:not(:disabled)`)?.focus();
  }, [banners, pending]);

  const orderWith = (from: number, to: number) => {
    const next = [...ids];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    return next.join(',');
  };

  function send(fields: Record<string, string>) {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.set(name, value);
    startTransition(() => action(form));
  }

  function drop(index: number) {
    const from = dragged === null ? -1 : ids.indexOf(dragged);
    setDragged(null);
    setDropTarget(null);
    if (from < 0 || from === index) return;
    send({ intent: 'reorder', order: orderWith(from, index) });
  }

  return (
    <div className="space-y-3">
      <p role="status" className={clsx('min-h-5 text-sm', state?.ok ? 'text-green-800' : 'text-red-700')}>
        {state?.message ?? ''}
      </p>
      {banners.length === 0 ? (
        <p className="rounded-lg border border-dashed border-gray-300 bg-white px-4 py-6 text-center text-sm text-gray-600">
          No banners yet: the home page shows a standard one. Add your first below.
        </p>
      ) : (
        <ol ref={listRef} className="space-y-4" aria-busy={pending || undefined}>
          {banners.map((banner, index) => (
            <li
              key={banner.id}
              draggable
              onDragStart={(event) => {
                setDragged(banner.id);
                event.dataTransfer.effectAllowed = 'move';
              }}
              onDragEnd={() => {
                setDragged(null);
                setDropTarget(null);
              }}
              onDragOver={(event) => {
                if (dragged === null) return;
                event.preventDefault();
                setDropTarget(index);
              }}
              onDrop={(event) => {
                event.preventDefault();
                drop(index);
              }}
              className={clsx(
                'rounded-xl border bg-white transition-shadow',
                dropTarget === index && dragged !== banner.id ? 'border-indigo-500 ring-2 ring-indigo-300' : 'border-gray-200',
                dragged === banner.id && 'opacity-60',
              )}
              data-testid="console-banner"
            >
              <BannerItem
                banner={banner}
                position={index + 1}
                count={banners.length}
                busy={pending}
                onMove={(direction) => {
                  refocus.current = `${banner.id}:${direction}`;
                  send({ intent: 'reorder', order: orderWith(index, direction === 'up' ? index - 1 : index + 1) });
                }}
                onRemove={() => {
                  refocus.current = 'removed';
                  send({ intent: 'remove', id: String(banner.id) });
                }}
              />
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
