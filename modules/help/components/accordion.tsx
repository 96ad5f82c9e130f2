import type { ReactNode } from 'react';

/** Accordion sections on native <details>: keyboard operable (Enter/Space on the summary) with no JavaScript. */
export function Accordion({ items }: { items: ReadonlyArray<{ title: string; body: ReactNode; open?: boolean }> }) {
  return (
    <div className="divide-y divide-gray-200 overflow-hidden rounded-xl border border-gray-200 bg-white shadow-sm">
      {items.map((item) => (
        <details key={item.title} open={item.open} className="group">
          <summary className="flex min-h-14 cursor-pointer list-none items-center justify-between gap-4 px-5 py-3 font-semibold text-gray-900 hover:bg-gray-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-shop-primary [&::-webkit-details-marker]:hidden">
            {item.title}
            <span aria-hidden="true" className="text-xl text-shop-primary transition group-open:rotate-45">
              +
            </span>
          </summary>
          <div className="space-y-3 px-5 pb-5 text-gray-700">{item.body}</div>
        </details>
      ))}
    </div>
  );
}
