/** '50 ml' → ['50', 'ml'], 'UK 8' → ['UK', '8'], 'M' → ['M', '']: the two lines of a round size button. */
export function splitSizeLabel(label: string): [string, string] {
  const trimmed = label.trim();
  const space = trimmed.indexOf(' ');
  if (space < 0) return [trimmed, ''];
  return [trimmed.slice(0, space), trimmed.slice(space + 1).trim()];
}

/** The spec's rule: a size guide is offered when some size has neither a digit nor 'ml' (letter sizes S/M/L/XL). */
export function needsSizeGuide(labels: string[]): boolean {
  return labels.some((label) => label.trim() !== '' && !/\d/.test(label) && !/ml/i.test(label));
}

/** The size chart of the spec, in inches (possible variation 0.5 inch). */
export const SIZE_CHART = [
  { size: 'S', chest: '36-38', length: '27', shoulder: '17' },
  { size: 'M', chest: '38-40', length: '28', shoulder: '18' },
  { size: 'L', chest: '40-42', length: '29', shoulder: '19' },
  { size: 'XL', chest: '42-44', length: '30', shoulder: '20' },
] as const;
