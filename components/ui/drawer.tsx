'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';
import { CloseIcon } from './icons';
import clsx from 'clsx';

interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: string;
  side?: 'left' | 'right';
  /** Pinned under the scrolling content (a sheet's Show results button). */
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * A panel that slides in from the side, on the native <dialog> like Modal: focus moves in and is trapped,
 * Escape and the backdrop close it, focus returns to the opener. Clicking a link inside closes it too, unless marked data-drawer-stays.
 */
export function Drawer({ open, onClose, title, side = 'left', footer, children }: DrawerProps) {
  const ref = useModalDialog(open);
  const titleId = useId();
  // Every shop page's client messages hold the shell's words (ShopMessages), the close button's name among them.
  const t = useTranslations('Shell');

  return (
    <dialog
      ref={ref}
      aria-labelledby={titleId}
      onClose={onClose}
      onClick={(event) => {
        // A link marked data-drawer-stays (a filter sheet's values, which change the list behind it) keeps it open.
        const link = (event.target as HTMLElement).closest('a[href]');
        if (event.target === ref.current || (link && !link.hasAttribute('data-drawer-stays'))) onClose();
      }}
      className={clsx(
        'fixed inset-y-0 m-0 h-dvh max-h-none w-[min(22rem,88vw)] max-w-none overflow-hidden bg-white p-0 text-gray-900 shadow-2xl backdrop:bg-black/50',
        side === 'left' ? 'left-0 animate-[drawer-in-left_0.25s_ease-out]' : 'right-0 left-auto animate-[drawer-in-right_0.25s_ease-out]',
      )}
    >
      {open && (
        <div className="flex h-full flex-col">
          <div className="flex items-center justify-between border-b border-gray-200 px-4 py-3">
            <h2 id={titleId} className="text-base font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="-mr-2 flex h-11 w-11 items-center justify-center rounded-lg text-gray-600 hover:bg-gray-100 focus-visible:outline-2 focus-visible:outline-shop-primary"
            >
              <CloseIcon size={22} />
            </button>
          </div>
          <div className="flex-1 overflow-y-auto overscroll-contain">{children}</div>
          {footer && <div className="border-t border-gray-200 p-3">{footer}</div>}
        </div>
      )}
    </dialog>
  );
}
