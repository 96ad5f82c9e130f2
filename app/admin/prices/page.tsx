import type { Metadata } from 'next';
import { PricesScreen } from '@/modules/console/prices/components/prices-screen';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { refusableRead } from '@/modules/console/shell/server/refusable-read';
import { priceListParams, priceListQuery } from '@/modules/console/prices/price-list';

export const metadata: Metadata = { title: 'Prices' };

export default async function ConsolePricesPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireConsoleAdmin();
  const params = priceListParams(await searchParams);
  const { list, refusal } = await refusableRead(
    () => consoleCall('consolePrices', { query: priceListQuery(params) }),
    () => consoleCall('consolePrices', { query: { page: '1' } }),
  );
  return <PricesScreen list={list} params={params} refusal={refusal} />;
}
