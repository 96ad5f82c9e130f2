import 'server-only';
import { cache } from 'react';
import { notFound } from 'next/navigation';
import { PlatformError } from '@/lib/platform/server/client';
import type { ConsoleOrderDetail } from '@/platform/orders/contract/console-orders';
import { consoleCall } from '@/modules/console/shell/server/console-call';

/** One of the shop's orders for the console's order, invoice and packing-slip pages; 404 when it is not the shop's. Once per request. */
export const loadConsoleOrder = cache(async (number: string): Promise<ConsoleOrderDetail> => {
  try {
    return (await consoleCall('consoleOrder', { query: { number } })).order;
  } catch (error) {
    if (error instanceof PlatformError && (error.status === 404 || error.status === 400)) notFound();
    throw error;
  }
});
