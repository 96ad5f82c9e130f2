import type { ReactNode } from 'react';
import { FiltersDrawer } from './filters-drawer';
import { ListingNavigation } from './listing-navigation';

interface Props {
  /** Breadcrumbs or a back link above the title. */
  top?: ReactNode;
  title: ReactNode;
  /** Under the title: the count, 'Showing results for …'. */
  subtitle: ReactNode;
  /** Category panel and price bands: a sidebar on large screens, a drawer below (ids prefixed apart). */
  filters: (idPrefix: string) => ReactNode;
  activeFilterCount: number;
  /** Name box and sort select. */
  toolbar: ReactNode;
  /** Chips of the filters in force. */
  active?: ReactNode;
  children: ReactNode;
}

/** The frame shared by category listings and search results. */
export function ListingLayout({ top, title, subtitle, filters, activeFilterCount, toolbar, active, children }: Props) {
  return (
    <ListingNavigation className="mx-auto max-w-7xl px-3 pt-4 pb-8 md:px-4">
      {top}
      <div className="mt-3 lg:grid lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-8">
        <aside aria-label="Filters" className="hidden lg:block">
          <div className="sticky top-36 max-h-[calc(100vh-10rem)] space-y-8 overflow-y-auto overscroll-contain pr-2 pb-4">{filters('side')}</div>
        </aside>
        <div className="min-w-0">
          <header className="mb-4">
            <h1 className="text-2xl font-bold text-gray-900 md:text-3xl">{title}</h1>
            <div className="mt-1 text-sm text-gray-600">{subtitle}</div>
          </header>
          <div className="mb-5 flex flex-wrap items-center gap-2 md:gap-3">
            <FiltersDrawer activeCount={activeFilterCount}>{filters('drawer')}</FiltersDrawer>
            {toolbar}
          </div>
          {active && <div className="-mt-2 mb-5">{active}</div>}
          {children}
        </div>
      </div>
    </ListingNavigation>
  );
}
