/** A box on the screen, in CSS pixels from the viewport's top left. */
export interface Box {
  left: number;
  top: number;
  width: number;
  height: number;
}

/** A grid of `perSide` × `perSide` points over the box, from edge to edge (14 px apart over a 48 px button and its clearance). */
export function samplePoints(box: Box, perSide = 5): [number, number][] {
  const along = (start: number, length: number) => Array.from({ length: perSide }, (_, i) => start + (length * i) / (perSide - 1));
  return along(box.top, box.height).flatMap((y) => along(box.left, box.width).map((x): [number, number] => [x, y]));
}

/**
 * The first place, in order of preference, where a floating button of `size` px, `right` px from the right edge,
 * would cover nothing that `covers` says matters, within `clearance` px around it; null when every place would.
 */
export function firstFreeSpot(
  bottoms: readonly number[],
  viewport: { width: number; height: number },
  size: number,
  right: number,
  covers: (point: [number, number]) => boolean,
  clearance = 0,
): number | null {
  for (const bottom of bottoms) {
    const box = { left: viewport.width - right - size, top: viewport.height - bottom - size, width: size, height: size };
    if (box.top < 0) continue;
    const around = { left: box.left - clearance, top: box.top - clearance, width: size + 2 * clearance, height: size + 2 * clearance };
    if (!samplePoints(around).some(covers)) return bottom;
  }
  return null;
}
