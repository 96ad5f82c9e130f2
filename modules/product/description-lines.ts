/** Spec section 9: the description shows 8 lines, each Read More adds 8, and it is full at 24. */
export const DESCRIPTION_STEP = 8;
export const DESCRIPTION_FULL = 24;

/** Lines shown after pressing Read More (or Read Less, its label once the description is full). */
export function nextDescriptionLines(lines: number): number {
  return lines >= DESCRIPTION_FULL ? DESCRIPTION_STEP : lines + DESCRIPTION_STEP;
}

/** At 24 lines the whole description shows (no clamp): a shopper can always read all of it. */
export function isDescriptionFull(lines: number): boolean {
  return lines >= DESCRIPTION_FULL;
}

/**
 * Whether `lines` lines of the box show all of a text `textHeight` px tall: true at 24 lines, and as soon as the
 * text ends within the lines shown (a 13-line text after one Read More), so nothing stays faded or says Read More.
 */
export function showsWholeDescription(lines: number, textHeight: number, lineHeight: number): boolean {
  return isDescriptionFull(lines) || textHeight <= lines * lineHeight + 1;
}
