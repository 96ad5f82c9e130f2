import type { Metadata } from 'next';
import { CatalogueImportScreen } from '@/modules/console/catalogue/components/catalogue-import-screen';
import { requireConsoleOperator } from '@/modules/console/shell/server/console-session';

export const metadata: Metadata = { title: 'Import & export' };

export default async function CatalogueImportPage() {
  await requireConsoleOperator();
  return <CatalogueImportScreen />;
}
