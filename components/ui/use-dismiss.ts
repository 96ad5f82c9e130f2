'use client';

import { useEffect, type RefObject } from 'react';

/**
 * Closes a popup (menu, dropdown) when the shopper clicks outside it or presses Escape; Escape hands focus back
 * to `returnFocus` (the button that opened it).
 */
export function useDismiss(open: boolean, container: RefObject<HTMLElement | null>, close: () => void, returnFocus?: RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    function onPointer(event: PointerEvent) {
      if (container.current && !container.current.contains(event.target as Node)) close();
    }
    function onKey(event: KeyboardEvent) {
      if (event.key !== 'Escape') return;
      close();
      returnFocus?.current?.focus();
    }
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, container, close, returnFocus]);
}
