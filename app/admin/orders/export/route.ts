import { calls } from '@/platform/contract/calls';
import { consoleDownload } from '@/modules/console/shell/server/console-download';
import { orderFilterParams, orderFilterQuery } from '@/modules/console/orders/order-filters';

/** The list's filtered orders as a CSV download. */
export async function GET(request: Request): Promise<Response> {
  const search = new URL(request.url).search;
  const filters = orderFilterParams(Object.fromEntries(new URLSearchParams(search)));
  const query = new URLSearchParams(orderFilterQuery(filters, false)).toString();
  return consoleDownload(request, `${calls.consoleOrdersExport.path}${query ? `?${query}` : ''}`, `/admin/orders${search}`, 'orders.csv');
}
