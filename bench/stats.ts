/** Percentile of a list of numbers (nearest rank). */
export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** A Markdown table, so the output can be pasted into a note as is. */
export function markdownTable(headers: string[], rows: (string | number)[][]): string {
  const line = (cells: (string | number)[]) => `| ${cells.join(' | ')} |`;
  return [line(headers), line(headers.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A dash where nothing was measured (a phase too short for one probe), never "NaN ms". */
export const ms = (value: number) => (Number.isFinite(value) ? `${value.toFixed(1)} ms` : '–');
export const ratio = (value: number) => (Number.isFinite(value) ? `${value.toFixed(2)}×` : '–');
