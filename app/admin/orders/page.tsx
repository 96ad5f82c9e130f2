import type { Metadata } from 'next';
import { OrdersScreen } from '@/modules/console/orders/components/orders-screen';
import { consoleCall } from '@/modules/console/shell/server/console-call';
import { requireConsoleAdmin } from '@/modules/console/shell/server/console-session';
import { refusableRead } from '@/modules/console/shell/server/refusable-read';
import { indiaToday, orderFilterParams, orderFilterQuery } from '@/modules/console/orders/order-filters';

export const metadata: Metadata = { title: 'Orders' };

export default async function ConsoleOrdersPage({ searchParams }: { searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  await requireConsoleAdmin();
  const filters = orderFilterParams(await searchParams);
  const { list, refusal } = await refusableRead(
    () => consoleCall('consoleOrders', { query: orderFilterQuery(filters) }),
    async () => null,
  );
  return <OrdersScreen list={list} filters={filters} refusal={refusal} today={indiaToday()} />;
}
