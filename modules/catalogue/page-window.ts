/** Page numbers to show around the current one: 1 … 4 5 6 … 17 (null stands for a gap). */
export function pageWindow(current: number, total: number, spread = 1): (number | null)[] {
  const pages = new Set<number>([1, total]);
  for (let page = current - spread; page <= current + spread; page++) if (page >= 1 && page <= total) pages.add(page);
  const sorted = [...pages].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((page, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && page - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && page - previous > 2) result.push(null);
    result.push(page);
  });
  return result;
}
