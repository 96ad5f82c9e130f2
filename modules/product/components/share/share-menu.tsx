'use client';

import { useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';

export interface ShareProps {
  name: string;
  /** The page's canonical address. */
  url: string;
  /** The product photo, absolute. */
  imageUrl: string;
}

const item =
  'flex min-h-11 w-full items-center gap-3 rounded-lg px-3 text-left text-sm font-medium text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:outline-shop-primary';

/** Where the device has no native share: WhatsApp with the photo, name and address, and Copy link. */
export function ShareMenu({ id, open, name, url, imageUrl, onDone }: ShareProps & { id: string; open: boolean; onDone: () => void }) {
  const toast = useToast();
  const t = useTranslations('Product');
  const whatsApp = `https://wa.me/?text=${encodeURIComponent(`${name}\n${imageUrl}\n${url}`)}`;

  async function copyLink() {
    try {
      await navigator.clipboard.writeText(url);
      toast({ message: t('linkCopied'), tone: 'success' });
    } catch {
      toast({ message: t('copyFailed'), tone: 'error' });
    }
    onDone();
  }

  return (
    <div id={id} hidden={!open} className="absolute top-12 right-0 z-40 w-56 rounded-xl border border-gray-200 bg-white p-2 shadow-xl">
      <a href={whatsApp} target="_blank" rel="noopener noreferrer" className={item} onClick={onDone}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-green-600" fill="currentColor">
          <path d="M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.1c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .2-3.3-.7-2.8-1.1-4.6-4-4.7-4.2-.1-.2-1.1-1.5-1.1-2.9s.7-2 1-2.3c.2-.3.5-.3.7-.3h.5c.2 0 .4 0 .6.5l.8 2c.1.2.1.4 0 .5l-.4.6-.3.4c-.1.1-.3.3-.1.6.2.3.8 1.3 1.7 2.1 1.2 1 2.1 1.3 2.4 1.5.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.6-.1l1.9.9c.3.1.5.2.5.3.1.2.1.6-.1 1.1z" />
        </svg>
        {t('shareWhatsApp')}
        <span className="sr-only"> {t('opensNewTab')}</span>
      </a>
      <button type="button" onClick={copyLink} className={item}>
        <svg aria-hidden="true" viewBox="0 0 24 24" className="h-5 w-5 text-gray-600" fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="9" y="9" width="11" height="11" rx="2" />
          <path d="M5 15V5a2 2 0 0 1 2-2h10" />
        </svg>
        {t('copyLink')}
      </button>
    </div>
  );
}
