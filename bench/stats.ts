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

/**
 * Runs each operation `warmUps` times untimed (indexes from `warmUpFrom`, away from the timed ones), then `iterations`
 * times one after another, timing every call.
 */
export async function timeSequentialCalls<Operation extends string>(
  operations: Record<Operation, (i: number) => Promise<unknown>>,
  { iterations, warmUps, warmUpFrom }: { iterations: number; warmUps: number; warmUpFrom: number },
): Promise<Record<Operation, number[]>> {
  const results = {} as Record<Operation, number[]>;
  for (const [name, run] of Object.entries(operations) as [Operation, (i: number) => Promise<unknown>][]) {
    for (let i = 0; i < warmUps; i++) await run(i + warmUpFrom);
    const durations: number[] = [];
    for (let i = 0; i < iterations; i++) {
      const started = performance.now();
      await run(i);
      durations.push(performance.now() - started);
    }
    results[name] = durations;
  }
  return results;
}

/**
 * Measures at every catalogue size in turn, then one table row per operation: p50 and p99 at the first and the last
 * size, and how each percentile in `growthOf` grew from the one to the other.
 */
export async function growthAcrossSizes<Operation extends string>(
  sizes: number[],
  measure: (size: number) => Promise<Record<Operation, number[]>>,
  growthOf: number[],
): Promise<{ small: number; large: number; rows: string[][] }> {
  const bySize = new Map<number, Record<Operation, number[]>>();
  for (const size of sizes) bySize.set(size, await measure(size));
  const [small, large] = [sizes[0]!, sizes[sizes.length - 1]!];
  const rows = (Object.keys(bySize.get(small)!) as Operation[]).map((operation) => {
    const a = bySize.get(small)![operation];
    const b = bySize.get(large)![operation];
    return [
      operation,
      ms(percentile(a, 50)),
      ms(percentile(a, 99)),
      ms(percentile(b, 50)),
      ms(percentile(b, 99)),
      ...growthOf.map((p) => ratio(percentile(b, p) / percentile(a, p))),
    ];
  });
  return { small, large, rows };
}
