import { describe, expect, it } from 'vitest';
import { firstFreeSpot, samplePoints } from './free-spot';

describe('a free spot for a floating button', () => {
  it('samples the box from edge to edge, close enough to catch a line of text', () => {
    const points = samplePoints({ left: 10, top: 100, width: 48, height: 48 });
    expect(points).toHaveLength(25);
    expect(points[0]).toEqual([10, 100]);
    expect(points[24]).toEqual([58, 148]);
    const ys = [...new Set(points.map(([, y]) => y))];
    expect(Math.max(...ys.slice(1).map((y, i) => y - ys[i]!))).toBeLessThanOrEqual(12);
  });

  it('takes the first place, from the bottom up, that covers no text', () => {
    const viewport = { width: 390, height: 844 };
    // A line of text 14px high across the screen, 100–114px above the bottom edge.
    const textLine = ([, y]: [number, number]) => y >= 844 - 114 && y <= 844 - 100;
    expect(firstFreeSpot([96, 168, 240], viewport, 48, 16, textLine)).toBe(168);
    expect(firstFreeSpot([24, 96], viewport, 48, 16, () => false)).toBe(24);
    expect(firstFreeSpot([96, 168], viewport, 48, 16, () => true)).toBeNull();
  });

  it('keeps the clearance asked for around the button', () => {
    const viewport = { width: 390, height: 844 };
    // Text ending 2px above where the button at 96px would start.
    const textAbove = ([, y]: [number, number]) => y >= 844 - 96 - 48 - 20 && y <= 844 - 96 - 48 - 2;
    expect(firstFreeSpot([96, 240], viewport, 48, 16, textAbove)).toBe(96);
    expect(firstFreeSpot([96, 240], viewport, 48, 16, textAbove, 4)).toBe(240);
  });

  it('never places the button above the top of the screen', () => {
    expect(firstFreeSpot([900], { width: 390, height: 844 }, 48, 16, () => false)).toBeNull();
  });
});
