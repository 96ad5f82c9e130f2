/**
 * The first of `options` (longest first) whose width, as `measure` gives it, fits in `room` px; the last one when
 * none does, so there is always something to show.
 */
export function fittingText(options: readonly string[], room: number, measure: (text: string) => number): string {
  return options.find((option) => measure(option) <= room) ?? options[options.length - 1] ?? '';
}
