import { describe, expect, it } from 'vitest';
import { isDescriptionFull, nextDescriptionLines } from './description-lines';

describe('description lines', () => {
  it('steps 8 → 16 → 24 → 8', () => {
    expect(nextDescriptionLines(8)).toBe(16);
    expect(nextDescriptionLines(16)).toBe(24);
    expect(nextDescriptionLines(24)).toBe(8);
    expect(isDescriptionFull(16)).toBe(false);
    expect(isDescriptionFull(24)).toBe(true);
  });
});
