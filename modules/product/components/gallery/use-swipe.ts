'use client';

import { useRef, type PointerEvent } from 'react';

const MIN_DISTANCE = 40;

/**
 * Left/right swipes by touch or pen (the element sets touch-action: pan-y so vertical scrolling stays with the
 * browser); `onSwipe(1)` for a swipe to the left (next), `-1` to the right (previous). Mouse drags are left
 * to the zoom lens.
 */
export function useSwipe(onSwipe: (direction: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      if (event.pointerType === 'mouse') return;
      start.current = { x: event.clientX, y: event.clientY, id: event.pointerId };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== event.pointerId) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= MIN_DISTANCE && Math.abs(dx) > Math.abs(dy) * 1.2) onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
