import { describe, expect, it } from 'vitest';
import { contrastRatio, contrastWarning, formatRatio, themeContrastPairs } from './colour-contrast';
import { gstinCheckCharacter } from './console-branding';

describe('colour contrast (WCAG 2)', () => {
  it('answers 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#c2185b', '#C2185B')).toBe(1);
  });

  it('matches known ratios, rounded down as shown', () => {
    // #767676 on white is the lightest grey that passes AA (4.54:1).
    expect(formatRatio(contrastRatio('#767676', '#ffffff'))).toBe('4.5:1');
    expect(formatRatio(contrastRatio('#777777', '#ffffff'))).toBe('4.4:1');
    expect(contrastWarning(contrastRatio('#ffff00', '#ffffff'))).toBe(
      'Text in these colours would be hard to read (contrast 1.0:1; at least 4.5:1 is needed).',
    );
  });

  it('checks the pairs the storefront draws text in', () => {
    const pairs = themeContrastPairs({ text: '#1f2937', background: '#ffffff', primary: '#fde047' });
    expect(pairs.map((pair) => pair.ratio >= 4.5)).toEqual([true, false, false]);
  });
});

describe('the GSTIN check character', () => {
  it.each(['27AAPFU0939F1ZV', '29AAGCB7383J1Z4', '24AAACC1206D1ZM'])('matches the last character of %s', (gstin) => {
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });
});
