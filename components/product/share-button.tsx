'use client';

import { useId, useRef, useState } from 'react';
import { useToast } from '@/components/ui/toast';
import { useDismiss } from '@/components/ui/use-dismiss';
import { SHARE_TEXT } from '@/lib/seo/share-text';

interface Props {
  name: string;
  /** The page's canonical address. */
  url: string;
  /** The product photo, absolute. */
  imageUrl: string;
}

/** Native share where the device has it; otherwise a small menu with WhatsApp and Copy link. */
export function ShareButton({ name, url, imageUrl }: Props) {
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const toast = useToast();
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${name}\n${imageUrl}\n${url}`)}`;

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

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ message: 'Link copied', tone: 'success' });
    } catch {
      toast({ message: 'Could not copy the link. Please copy it from the address bar.', tone: 'error' });
    }
    setOpen(false);
  }

  const item =
    'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-shop-primary';
  return (
    <div ref={rootRef} className="relative">
      <button
        ref={buttonRef}
        type="button"
        onClick={share}
        aria-label="Share"
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
      <div id={menuId} hidden={!open} className="absolute top-12 right-0 z-40 w-56 rounded-xl border border-gray-200 bg-white p-2 shadow-xl">
        <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={item} onClick={() => setOpen(false)}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-green-600" fill="currentColor">
            <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.6-.1 1.1z" />
          </svg>
          Share on WhatsApp
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        <button type="button" onClick={copyLink} className={item}>
          <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-gray-600" fill="none" stroke="currentColor" strokeWidth="2">
            <rect x="9" y="9" width="11" height="11" rx="2" />
            <path d="M5 15V5a2 2 0 0 1 2-2h10" />
          </svg>
          Copy link
        </button>
      </div>
    </div>
  );
}
