/** Previous/next over `pageCount` pages, wrapping from the last to the first and back. */
export function wrapPage(page: number, step: 1 | -1, pageCount: number): number {
  if (pageCount <= 1) return 0;
  return (((page + step) % pageCount) + pageCount) % pageCount;
}

export function chunk<T>(items: T[], size: number): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < items.length; i += size) pages.push(items.slice(i, i + size));
  return pages;
}
