/** PIN codes typed into a console box: split on commas, spaces and new lines, each once, in the order typed. */
export function parsePincodeList(text: string): string[] {
  return [
    ...new Set(
      text
        .split(/[\s,;]+/)
        .map((pin) => pin.trim())
        .filter(Boolean),
    ),
  ];
}

/** A saved list as the box shows it: one a line. */
export const pincodeListText = (pins: readonly string[]) => pins.join('\n');
