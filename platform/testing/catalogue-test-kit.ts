import { sql } from 'drizzle-orm';
import { productPageAnswer } from '../catalogue/contract/catalogue';
import { somePlace, type CsvPlace } from './catalogue-csv-kit';
import { rows } from './order-test-kit';
import { queryRows } from '../shared/db/database';
import { createTestPlatform, OPERATOR, OWNER1, SHOP1, type TestPlatform } from './test-platform';

/** Setup and calls the catalogue tests share: the storefront's catalogue calls, and the operator editing products in the console. */

export interface ConsoleCatalogueKit {
  platform: TestPlatform;
  /** Console sessions of the platform operator and of a shop owner. */
  operator: string;
  owner: string;
  place: CsvPlace;
}

export async function setUpConsoleCatalogue(): Promise<ConsoleCatalogueKit> {
  const platform = await createTestPlatform();
  return {
    platform,
    operator: await platform.consoleSignIn(OPERATOR.email, OPERATOR.password),
    owner: await platform.consoleSignIn(OWNER1.email, OWNER1.password),
    place: await somePlace(platform.context.db),
  };
}

/** The calls the console catalogue tests make, as the operator `current` answers once it is set up. */
export function consoleCatalogueCalls(current: () => ConsoleCatalogueKit) {
  const get = (path: string, token = current().operator) => current().platform.call('GET', `/api/console/catalogue/${path}`, { token });
  const post = (path: string, json: unknown, token = current().operator) =>
    current().platform.call('POST', `/api/console/catalogue/${path}`, { token, json });
  const postCsv = (path: string, text: string, token = current().operator) =>
    current().platform.call('POST', `/api/console/catalogue/${path}`, { token, body: text, headers: { 'content-type': 'text/csv; charset=utf-8' } });
  const productCount = async () => (await rows<{ n: number }>(current().platform, sql`select count(*)::int as n from products`))[0]!.n;
  const search = async (text: string, host?: string) =>
    productPageAnswer.parse(
      (await current().platform.call('POST', '/api/GetProductPage', { host, json: { kind: 'search', search: text, page_size: 60 } })).body,
    ).data;
  const shopProduct = async (asin: string, host?: string) =>
    (await current().platform.call('POST', '/api/GetSingleProductFilters', { host, json: { search: asin, subcat_id: 0, type: '' } })).body[0];

  const valid = () => ({
    name: 'Chanderi Silk Dupatta',
    subcategoryId: current().place.subcategoryId,
    brand: 'Rangrez',
    badge: 'New Arrival',
    badge1: 'Handcrafted',
    material: 'Chanderi silk',
    colour: 'Gold',
    colourOptions: ['Gold', 'Maroon'],
    description: '<h1>Light</h1><p onclick="x()">Woven in <strong>Chanderi</strong>.</p><script>alert(1)</script>',
    youtubeLink: 'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
    price: 899,
    originalPrice: 1499,
    supplierPrice: 629,
    delivery: 49,
    sizes: [{ size: '', stock: 12 }],
    images: ['demo/tshirt-f7f7f2-1.jpg'],
  });

  return { get, post, postCsv, productCount, search, shopProduct, valid };
}

/** The storefront calls the catalogue tests make, against the platform `current` answers once it is set up. */
export function catalogueCalls(current: () => TestPlatform) {
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(current().database.db, query);
  const page = (json: unknown, host = SHOP1) => current().call('POST', '/api/GetProductPage', { json, host });
  return { rows, page };
}
