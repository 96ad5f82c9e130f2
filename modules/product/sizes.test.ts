import { describe, expect, it } from 'vitest';
import { needsSizeGuide, splitSizeLabel } from './sizes';

describe('splitSizeLabel', () => {
  it('splits at the first space into two lines', () => {
    expect(splitSizeLabel('50 ml')).toEqual(['50', 'ml']);
    expect(splitSizeLabel('UK 8')).toEqual(['UK', '8']);
    expect(splitSizeLabel('2-3 Y')).toEqual(['2-3', 'Y']);
    expect(splitSizeLabel('XL')).toEqual(['XL', '']);
  });
});

describe('needsSizeGuide', () => {
  it('is offered for letter sizes only', () => {
    expect(needsSizeGuide(['S', 'M', 'L', 'XL'])).toBe(true);
    expect(needsSizeGuide(['30 ml', '50 ml'])).toBe(false);
    expect(needsSizeGuide(['UK 6', 'UK 7'])).toBe(false);
    expect(needsSizeGuide(['2-3 Y', '4-5 Y'])).toBe(false);
    expect(needsSizeGuide(['Free ML'])).toBe(false);
    expect(needsSizeGuide([])).toBe(false);
  });
});
