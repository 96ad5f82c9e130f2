import type { Metadata } from 'next';
import Link from 'next/link';
import { CatalogueProductForm } from '@/modules/console/catalogue/components/catalogue-product-form';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleOperator } from '@/modules/console/shell/server/console-session';

export const metadata: Metadata = { title: 'New product' };

/** A new product for every shop. */
export default async function NewCatalogueProductPage() {
  await requireConsoleOperator();
  const { groups } = await consoleCall('consoleCatalogueTree');
  return (
    <div className="space-y-4">
      <Link href="/admin/catalogue" className="inline-flex min-h-11 items-center text-sm font-medium text-indigo-700 underline">
        ← Catalogue
      </Link>
      <h1 className="text-2xl font-bold">New product</h1>
      <CatalogueProductForm groups={groups} />
    </div>
  );
}
