import type { ComponentProps } from 'react';
import Link from 'next/link';

/** The console's list filters (plain GET forms): one look for their fields, labels and buttons. */
export const filterFieldClass =
  'block min-h-11 w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-gray-900 focus:border-indigo-600 focus:outline-none focus-visible:ring-2 focus-visible:ring-indigo-500/40';
export const filterLabelClass = 'mb-1 block text-sm font-medium text-gray-800';

/** Submits the filters; while any is set, a link back to the whole list. */
export function FilterActions({
  submitLabel,
  clearHref,
  clearLabel,
  filtered,
}: {
  submitLabel: string;
  clearHref: string;
  clearLabel: string;
  filtered: boolean;
}) {
  return (
    <div className="mt-3 flex flex-wrap items-center gap-3">
      <button
        type="submit"
        className="inline-flex min-h-11 items-center justify-center rounded-lg bg-indigo-700 px-4 py-2 text-sm font-semibold text-white hover:bg-indigo-800 focus-visible:ring-2 focus-visible:ring-indigo-500 focus-visible:ring-offset-2 focus-visible:outline-none"
      >
        {submitLabel}
      </button>
      {filtered && (
        <Link href={clearHref} className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline">
          {clearLabel}
        </Link>
      )}
    </div>
  );
}

/** One labelled text, search, date or number field of a filter form. */
export function FilterInput({
  id,
  label,
  className,
  ...input
}: { id: string; label: string; className?: string } & Omit<ComponentProps<'input'>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <input id={id} {...input} className={filterFieldClass} />
    </div>
  );
}

/** One labelled choice of a filter form; its options are the children. */
export function FilterSelect({
  id,
  label,
  className,
  children,
  ...select
}: { id: string; label: string; className?: string } & Omit<ComponentProps<'select'>, 'id' | 'className'>) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      <select id={id} {...select} className={filterFieldClass}>
        {children}
      </select>
    </div>
  );
}
