import { describe, expect, it } from 'vitest';
import { isDescriptionFull, nextDescriptionLines, showsWholeDescription } from './description-lines';

describe('description lines', () => {
  it('steps 8 → 16 → 24 → 8', () => {
    expect(nextDescriptionLines(8)).toBe(16);
    expect(nextDescriptionLines(16)).toBe(24);
    expect(nextDescriptionLines(24)).toBe(8);
    expect(isDescriptionFull(16)).toBe(false);
    expect(isDescriptionFull(24)).toBe(true);
  });

  it('shows the whole text at 24 lines, or once the lines shown reach its end', () => {
    const lineHeight = 24;
    expect(showsWholeDescription(8, 13 * lineHeight, lineHeight)).toBe(false);
    expect(showsWholeDescription(16, 13 * lineHeight, lineHeight)).toBe(true);
    expect(showsWholeDescription(16, 16 * lineHeight + 0.5, lineHeight)).toBe(true);
    expect(showsWholeDescription(16, 40 * lineHeight, lineHeight)).toBe(false);
    expect(showsWholeDescription(24, 40 * lineHeight, lineHeight)).toBe(true);
  });
});
