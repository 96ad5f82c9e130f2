import { calls } from '@/platform/contract/calls';
import { catalogueListParams, catalogueListQuery } from '@/modules/console/catalogue/catalogue-list';
import { consoleDownload } from '@/modules/console/shell/server/console-download';

/** The catalogue (the list's filters, or all of it) as the CSV the import takes back. */
export async function GET(request: Request): Promise<Response> {
  const search = new URL(request.url).search;
  const query = new URLSearchParams(catalogueListQuery(catalogueListParams(Object.fromEntries(new URLSearchParams(search))), false)).toString();
  return consoleDownload(request, `${calls.consoleCatalogueExport.path}${query ? `?${query}` : ''}`, `/admin/catalogue${search}`, 'catalogue.csv');
}
