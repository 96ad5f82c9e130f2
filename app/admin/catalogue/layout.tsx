import type { ReactNode } from 'react';
import { CatalogueTabs } from '@/modules/console/catalogue/components/catalogue-tabs';
import { requireConsoleOperator } from '@/modules/console/shell/server/console-session';

/** The platform's catalogue, one for every shop: its operators' alone (a shop's owner finds no such page). */
export default async function CatalogueLayout({ children }: { children: ReactNode }) {
  await requireConsoleOperator();
  return (
    <div className="max-w-6xl space-y-5">
      <CatalogueTabs />
      {children}
    </div>
  );
}
