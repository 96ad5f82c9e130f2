'use client';

import { useState, type CSSProperties, type KeyboardEvent, type PointerEvent } from 'react';
import { useMediaQuery } from './use-media-query';

/** The pane shows the lens's square at this magnification. */
export const ZOOM = 2.5;
const LENS = 1 / ZOOM;
const KEY_STEP = 0.05;

interface Lens {
  /** Centre of the lens as fractions of the image's width and height. */
  x: number;
  y: number;
  /** Opened with the Zoom button: stays when the mouse leaves, arrow keys move it. */
  pinned: boolean;
}

const clamp = (value: number) => Math.min(1 - LENS / 2, Math.max(LENS / 2, value));

/**
 * Hover zoom for larger screens with a mouse: a lens over the image and a magnified pane beside it. Keyboard:
 * the Zoom button pins the lens at the centre, arrow keys move it, Escape closes it.
 */
export function useZoomLens(imageUrl: string | null) {
  const available = useMediaQuery('(min-width: 1024px) and (hover: hover) and (pointer: fine)') && imageUrl !== null;
  const [lens, setLens] = useState<Lens | null>(null);
  const shown = available ? lens : null;

  function onPointerMove(event: PointerEvent<HTMLElement>) {
    if (!available || event.pointerType !== 'mouse') return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height), pinned: false });
  }

  function onPointerLeave() {
    setLens((current) => (current?.pinned ? current : null));
  }

  function toggle() {
    setLens((current) => (current?.pinned ? null : { x: 0.5, y: 0.5, pinned: true }));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!shown) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setLens(null);
      return;
    }
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setLens({ x: clamp(shown.x + move[0] * KEY_STEP), y: clamp(shown.y + move[1] * KEY_STEP), pinned: true });
  }

  const lensStyle: CSSProperties | undefined = shown
    ? { left: `${(shown.x - LENS / 2) * 100}%`, top: `${(shown.y - LENS / 2) * 100}%`, width: `${LENS * 100}%`, height: `${LENS * 100}%` }
    : undefined;
  const paneStyle: CSSProperties | undefined =
    shown && imageUrl
      ? {
          backgroundImage: `url("${imageUrl}")`,
          backgroundSize: `${ZOOM * 100}% ${ZOOM * 100}%`,
          backgroundPosition: `${((shown.x - LENS / 2) / (1 - LENS)) * 100}% ${((shown.y - LENS / 2) / (1 - LENS)) * 100}%`,
        }
      : undefined;

  return { available, active: shown !== null, pinned: shown?.pinned ?? false, lensStyle, paneStyle, onPointerMove, onPointerLeave, onKeyDown, toggle, close: () => setLens(null) };
}
