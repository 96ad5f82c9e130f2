'use client';

import { useCallback, useState, type CSSProperties, type KeyboardEvent } from 'react';

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
 * The zoom lens's state: where it is over the image, and the styles of the lens and of the magnified pane. The
 * pointer handlers are stable, for listeners added to the image's element.
 */
export function useZoomLens(imageUrl: string) {
  const [lens, setLens] = useState<Lens | null>(null);

  const onPointerMove = useCallback((event: PointerEvent) => {
    if (event.pointerType !== 'mouse' || !(event.currentTarget instanceof Element)) return;
    const box = event.currentTarget.getBoundingClientRect();
    setLens({ x: clamp((event.clientX - box.left) / box.width), y: clamp((event.clientY - box.top) / box.height), pinned: false });
  }, []);

  const onPointerLeave = useCallback(() => setLens((current) => (current?.pinned ? current : null)), []);

  function toggle() {
    setLens((current) => (current?.pinned ? null : { x: 0.5, y: 0.5, pinned: true }));
  }

  function onKeyDown(event: KeyboardEvent) {
    if (!lens) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setLens(null);
      return;
    }
    const moves: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    setLens({ x: clamp(lens.x + move[0] * KEY_STEP), y: clamp(lens.y + move[1] * KEY_STEP), pinned: true });
  }

  const lensStyle: CSSProperties | undefined = lens
    ? { left: `${(lens.x - LENS / 2) * 100}%`, top: `${(lens.y - LENS / 2) * 100}%`, width: `${LENS * 100}%`, height: `${LENS * 100}%` }
    : undefined;
  const paneStyle: CSSProperties | undefined = lens
    ? {
        backgroundImage: `url("${imageUrl}")`,
        backgroundSize: `${ZOOM * 100}% ${ZOOM * 100}%`,
        backgroundPosition: `${((lens.x - LENS / 2) / (1 - LENS)) * 100}% ${((lens.y - LENS / 2) / (1 - LENS)) * 100}%`,
      }
    : undefined;

  return { pinned: lens?.pinned ?? false, lensStyle, paneStyle, onPointerMove, onPointerLeave, onKeyDown, toggle };
}
