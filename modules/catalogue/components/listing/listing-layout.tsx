import type { ReactNode } from 'react';
import { FiltersButton, FiltersDrawerProvider, FiltersPanel } from './filters-drawer';
import { ListingNavigation } from './listing-navigation';

interface Props {
  /** Breadcrumbs or a back link above the title. */
  top?: ReactNode;
  title: ReactNode;
  /** Under the title: the count, 'Showing results for …'. */
  subtitle: ReactNode;
  /** Category panel and price bands: a sidebar on large screens, a drawer below. */
  filters: ReactNode;
  activeFilterCount: number;
  /** Products the filters give, for the phone sheet's "Show 124 products"; null when not known. */
  total: number | null;
  /** Name box and sort select. */
  toolbar: ReactNode;
  /** Chips of the filters in force. */
  active?: ReactNode;
  children: ReactNode;
}

/** The frame shared by category listings and search results. */
export function ListingLayout({ top, title, subtitle, filters, activeFilterCount, total, toolbar, active, children }: Props) {
  return (
    <ListingNavigation className="mx-auto max-w-7xl px-3 pt-4 pb-8 md:px-4">
      {top}
      <FiltersDrawerProvider>
        <div className="mt-3 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
          <FiltersPanel total={total}>{filters}</FiltersPanel>
          <div className="min-w-0">
            <header className="mb-4">
              <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
              <div className="mt-1 text-sm text-gray-600">{subtitle}</div>
            </header>
            <div className="mb-5 flex flex-wrap items-center gap-2 md:gap-3">
              <FiltersButton activeCount={activeFilterCount} />
              {toolbar}
            </div>
            {active && <div className="-mt-2 mb-5">{active}</div>}
            {children}
          </div>
        </div>
      </FiltersDrawerProvider>
    </ListingNavigation>
  );
}
