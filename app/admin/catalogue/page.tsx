import type { Metadata } from 'next';
import { CatalogueScreen } from '@/modules/console/catalogue/components/catalogue-screen';
import { catalogueListParams, catalogueListQuery } from '@/modules/console/catalogue/catalogue-list';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleOperator } from '@/modules/console/shell/server/console-session';
import { refusableRead } from '@/modules/console/shell/server/refusable-read';

export const metadata: Metadata = { title: 'Catalogue' };

export default async function ConsoleCataloguePage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireConsoleOperator();
  const params = catalogueListParams(await searchParams);
  const treeCall = consoleCall('consoleCatalogueTree');
  const { list, refusal } = await refusableRead(
    () => consoleCall('consoleCatalogueProducts', { query: catalogueListQuery(params) }),
    () => consoleCall('consoleCatalogueProducts'),
  );
  const { groups } = await treeCall;
  return <CatalogueScreen list={list} groups={groups} params={params} refusal={refusal} />;
}
