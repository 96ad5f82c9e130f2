'use client';

import { useEffect, useRef } from 'react';

/** Opens and closes a native <dialog> as a modal with `open`: the browser then traps focus and handles Escape. */
export function useModalDialog(open: boolean) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);
  return ref;
}
