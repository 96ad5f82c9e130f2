import type { Metadata } from 'next';
import { CatalogueTree } from '@/modules/console/catalogue-tree/components/catalogue-tree';
import { PlatformError } from '@/lib/platform/server/client';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import type { TreeGroup } from '@/platform/catalogue/contract/console-catalogue-tree';

export const metadata: Metadata = { title: 'Categories' };

/** The tree, or null when the platform refuses this admin (only its operators manage the catalogue). */
async function operatorsTree(): Promise<TreeGroup[] | null> {
  try {
    return (await consoleCall('consoleCatalogueTree')).groups;
  } catch (error) {
    if (error instanceof PlatformError && error.status === 403) return null;
    throw error;
  }
}

/** The catalogue's groups → categories → sub-categories: add, rename, reorder, move, tax codes, delete. */
export default async function ConsoleCatalogueCategoriesPage() {
  await requireConsoleAdmin();
  const groups = await operatorsTree();
  return (
    <div className="max-w-3xl space-y-5">
      <div>
        <h1 className="text-2xl font-bold">Categories</h1>
        {groups && (
          <p className="mt-1 text-sm text-gray-600">
            Every shop’s menus follow this tree, top first. A category’s HSN code and GST rate print on its products’ invoices. Only an empty category
            or sub-category can be deleted.
          </p>
        )}
      </div>
      {groups ? (
        <CatalogueTree groups={groups} />
      ) : (
        <p role="alert" className="rounded-xl border border-amber-200 bg-amber-50 p-4 text-sm text-amber-900">
          Only the platform’s operators manage the catalogue.
        </p>
      )}
    </div>
  );
}
