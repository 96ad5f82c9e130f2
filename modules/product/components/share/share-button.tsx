'use client';

import { useTranslations } from 'next-intl';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useDismiss } from '@/components/ui/use-dismiss';
import { useOpenedOnce } from '@/components/ui/use-opened-once';
import { SHARE_TEXT } from '@/lib/seo/share-text';
import type { ShareProps } from './share-menu';

// Only where the device has no native share, and then on the first tap.
const ShareMenu = lazy(() => import('./share-menu').then((module) => ({ default: module.ShareMenu })));

/** Native share where the device has it; otherwise a small menu with WhatsApp and Copy link. */
export function ShareButton({ name, url, imageUrl }: ShareProps) {
  const t = useTranslations('Product');
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const opened = useOpenedOnce(open);

  useDismiss(open, rootRef, () => setOpen(false), buttonRef);

  async function share() {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: name, text: SHARE_TEXT, url });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    setOpen((current) => !current);
  }

  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={share}
        aria-label={t('share')}
        aria-expanded={open}
        aria-controls={menuId}
        className="flex h-11 w-11 items-center justify-center rounded-full bg-white/95 text-gray-800 shadow-md hover:text-shop-primary focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-shop-primary"
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <circle cx="18" cy="5" r="2.5" />
          <circle cx="6" cy="12" r="2.5" />
          <circle cx="18" cy="19" r="2.5" />
          <path d="M8.2 10.8l7.6-4.5M8.2 13.2l7.6 4.5" />
        </svg>
      </button>
      {opened && (
        <Suspense fallback={null}>
          <ShareMenu id={menuId} open={open} name={name} url={url} imageUrl={imageUrl} onDone={() => setOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
