import Link from 'next/link';

const pagerLink =
  'inline-flex min-h-11 items-center rounded-lg border border-gray-300 bg-white px-4 text-sm font-semibold text-gray-900 hover:bg-gray-50 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:outline-none';

/** A console list's paging: the previous and next pages as links (their URLs keep the list's filters) and where it is. */
export function ConsolePager({
  page,
  pages,
  hrefFor,
  previousLabel = '← Previous',
  nextLabel = 'Next →',
}: {
  page: number;
  pages: number;
  hrefFor: (page: number) => string;
  previousLabel?: string;
  nextLabel?: string;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3">
      {page > 1 ? (
        <Link href={hrefFor(page - 1)} className={pagerLink} rel="prev">
          {previousLabel}
        </Link>
      ) : (
        <span />
      )}
      <span className="text-sm text-gray-600">
        Page {page} of {pages}
      </span>
      {page < pages ? (
        <Link href={hrefFor(page + 1)} className={pagerLink} rel="next">
          {nextLabel}
        </Link>
      ) : (
        <span />
      )}
    </nav>
  );
}
