'use client';

import { useTranslations } from 'next-intl';
import { useId, type ReactNode } from 'react';
import { useModalDialog } from './use-modal-dialog';

interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: string;
  children: ReactNode;
  /** Tailwind max-width class of the panel. */
  size?: 'max-w-sm' | 'max-w-md' | 'max-w-lg' | 'max-w-2xl';
}

/**
 * An accessible modal on the native <dialog>: focus moves in and is trapped, Escape and the backdrop close it,
 * focus returns to the opener.
 */
export function Modal({ open, onClose, title, children, size = 'max-w-md' }: ModalProps) {
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
        if (event.target === ref.current) onClose();
      }}
      className={`m-auto w-[calc(100vw-2rem)] ${size} rounded-xl p-0 text-gray-900 shadow-2xl backdrop:bg-black/50`}
    >
      {open && (
        <div className="p-5">
          <div className="mb-4 flex items-start justify-between gap-4">
            <h2 id={titleId} className="text-lg font-semibold">
              {title}
            </h2>
            <button
              type="button"
              onClick={onClose}
              aria-label={t('close')}
              className="-m-2 rounded p-2 text-2xl leading-none text-gray-500 hover:text-gray-900 focus-visible:outline-2"
            >
              ×
            </button>
          </div>
          {children}
        </div>
      )}
    </dialog>
  );
}
