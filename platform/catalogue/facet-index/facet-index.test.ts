import { inArray, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRICE_BANDS } from '../contract/listing-options';
import { productPageRequest } from '../contract/catalogue';
import { productPage } from '../product-lists';
import { queryRows } from '../../shared/db/database';
import { createTestPlatform, type TestPlatform } from '../../testing/test-platform';
import { filterConditions, scopeCondition, shownConditions, shopHiding, type ShopPricing } from '../../pricing';
import { productFacets, type ShopperFilters } from '../product-facets';
import { products } from '../tables';
import { FacetIndex, listingFacets, matchFacets, type IndexedListing } from '.';

describe('the facet index counts as the SQL productFacets does', () => {
  let platform: TestPlatform;
  let index: FacetIndex;
  let shops: ShopPricing[];
  const values = { sizes: [] as string[], colours: [] as string[], brands: [] as string[], materials: [] as string[] };
  let scopes: IndexedListing[];
  let ids: number[];

  const db = () => platform.database.db;
  const sqlListing = async (listing: IndexedListing, filters: ShopperFilters, shop: ShopPricing) => {
    const hiding = await shopHiding(db(), shop.shopId);
    const scope = sql.join(
      [sql`${products.isActive}`, scopeCondition(listing), ...filterConditions({ priceBand: listing.priceBand }), ...shownConditions(hiding)],
      sql` and `,
    );
    return productFacets(db(), scope, filters, shop);
  };

  beforeAll(async () => {
    platform = await createTestPlatform({ demoProducts: 300 });
    index = new FacetIndex(db());
    await index.fresh();
    const shopIds = await queryRows<{ id: number }>(db(), sql`select id from resellers order by id limit 2`);
    shops = [
      { shopId: shopIds[0]!.id, markupPercent: 12 },
      { shopId: shopIds[1]!.id, markupPercent: 60 },
    ];
    // Own prices in both shops (some above the MRP, so capped), products hidden in one, a category hidden in the other.
    await db().execute(sql`insert into reseller_product_settings (reseller_id, product_id, selling_price_paise, hidden)
      select ${shops[0]!.shopId}, id, case when id % 3 = 0 then base_mrp_paise + 10000 else base_price_paise + 5000 end, id % 7 = 0
      from products where id % 4 = 0`);
    await db().execute(sql`insert into reseller_product_settings (reseller_id, product_id, selling_price_paise, hidden)
      select ${shops[1]!.shopId}, id, base_price_paise, false from products where id % 5 = 0`);
    await db().execute(sql`insert into reseller_hidden_categories (reseller_id, category_id)
      select ${shops[1]!.shopId}, min(category_id) from products`);
    const [row] = await queryRows<typeof values & { ids: number[] }>(
      db(),
      sql`select (select array_agg(distinct size_desc) from product_sizes) as sizes,
        (select array_agg(distinct c) from products, unnest(array[color] || coalesce(color_options, '{}')) c) as colours,
        (select array_agg(distinct brand) from products) as brands, (select array_agg(distinct material) from products) as materials,
        (select array_agg(id) from products) as ids`,
    );
    Object.assign(values, { sizes: row!.sizes, colours: row!.colours, brands: row!.brands, materials: row!.materials });
    ids = row!.ids;
    const scopeRows = await queryRows<{ kind: 'cat' | 'subcat' | 'group'; id: number }>(
      db(),
      sql`select distinct 'cat' as kind, category_id as id from products union select distinct 'subcat', subcategory_id from products
        union select distinct 'group', group_id from products`,
    );
    scopes = scopeRows.map((scope) => ({ kind: scope.kind, id: scope.id }));
  });
  afterAll(() => platform.close());

  const someOf = (list: () => string[]) => fc.subarray(list(), { maxLength: 3 });
  const filters = () =>
    fc.record({
      sizes: someOf(() => [...values.sizes.filter(Boolean), 'NO SUCH SIZE']),
      colours: someOf(() => values.colours.filter(Boolean)),
      brands: someOf(() => values.brands.filter(Boolean)),
      materials: someOf(() => values.materials.filter(Boolean)),
      priceMin: fc.option(fc.integer({ min: 0, max: 3000 }), { nil: undefined }),
      priceMax: fc.option(fc.integer({ min: 500, max: 8000 }), { nil: undefined }),
      discount: fc.option(fc.constantFrom(10, 30, 50), { nil: undefined }),
      rating: fc.option(fc.constantFrom(3, 4), { nil: undefined }),
      inStock: fc.boolean(),
    });

  /** Filters mostly left unchosen, so that pages are seldom empty. */
  const rarely = <T>(arbitrary: fc.Arbitrary<T>, none: T) => fc.oneof({ weight: 4, arbitrary: fc.constant(none) }, { weight: 1, arbitrary });
  const fewFilters = () =>
    filters().chain((chosen) =>
      fc.record({
        sizes: rarely(fc.constant(chosen.sizes), []),
        colours: rarely(fc.constant(chosen.colours), []),
        brands: rarely(fc.constant(chosen.brands), []),
        materials: rarely(fc.constant(chosen.materials), []),
        priceMin: rarely(fc.constant(chosen.priceMin), undefined),
        priceMax: rarely(fc.constant(chosen.priceMax), undefined),
        discount: rarely(fc.constant(chosen.discount), undefined),
        rating: rarely(fc.constant(chosen.rating), undefined),
        inStock: rarely(fc.constant(chosen.inStock), false),
      }),
    );

  it('for listings, in both shops, with any filters chosen', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.constantFrom(0, 1),
        fc.option(fc.constantFrom(...PRICE_BANDS.map((band) => band.id)), { nil: undefined }),
        filters(),
        async (pick, shop, priceBand, chosen) => {
          const listing = { ...scopes[pick % scopes.length]!, priceBand };
          expect(await listingFacets(index, db(), listing, chosen, shops[shop]!)).toEqual(await sqlListing(listing, chosen, shops[shop]!));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("for a listing's page, total and counts, featured and by price, as productPage answers them without the index", async () => {
    const request = (listing: IndexedListing, chosen: ShopperFilters, sort: string, page: number, pageSize: number) =>
      productPageRequest.parse({
        kind: listing.kind,
        id: listing.id,
        price_band: listing.priceBand,
        sizes: chosen.sizes,
        colours: chosen.colours,
        brands: chosen.brands,
        materials: chosen.materials,
        price_min: chosen.priceMin,
        price_max: chosen.priceMax,
        discount: chosen.discount,
        rating: chosen.rating,
        in_stock: chosen.inStock,
        sort,
        page,
        page_size: pageSize,
        facets: true,
      });
    await fc.assert(
      fc.asyncProperty(
        fc.nat(),
        fc.constantFrom(0, 1),
        rarely(fc.constantFrom(...PRICE_BANDS.map((band) => band.id)), undefined),
        fewFilters(),
        fc.constantFrom('featured', 'priceLowToHigh', 'priceHighToLow'),
        fc.integer({ min: 1, max: 3 }),
        fc.constantFrom(5, 24),
        async (pick, shop, priceBand, chosen, sort, page, pageSize) => {
          const wanted = request({ ...scopes[pick % scopes.length]!, priceBand }, chosen, sort, page, pageSize);
          expect(await productPage(db(), wanted, shops[shop]!, index)).toEqual(await productPage(db(), wanted, shops[shop]!));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("for a search's matches", async () => {
    await fc.assert(
      fc.asyncProperty(fc.subarray(ids, { maxLength: 80 }), fc.constantFrom(0, 1), filters(), async (matches, shop, chosen) => {
        const scope = matches.length ? inArray(products.id, matches) : sql`false`;
        expect(await matchFacets(index, db(), matches, chosen, shops[shop]!)).toEqual(await productFacets(db(), scope, chosen, shops[shop]!));
      }),
      { numRuns: 40 },
    );
  });

  it('after a sale, an edit, a new rating, featured order and price, an archive and an import', async () => {
    const [product] = await queryRows<{ id: number; category_id: number }>(
      db(),
      sql`select id, category_id from products where is_active and id % 4 <> 0 and id % 5 <> 0 order by id limit 1`,
    );
    const listing: IndexedListing = { kind: 'cat', id: product!.category_id };
    const none: ShopperFilters = { sizes: [], colours: [], brands: [], materials: [], inStock: false };
    const agree = async () => {
      expect(await listingFacets(index, db(), listing, none, shops[0]!)).toEqual(await sqlListing(listing, none, shops[0]!));
      for (const sort of ['featured', 'priceLowToHigh'] as const) {
        const wanted = productPageRequest.parse({ kind: 'cat', id: listing.id, sort, page_size: 60, facets: true });
        expect(await productPage(db(), wanted, shops[0]!, index)).toEqual(await productPage(db(), wanted, shops[0]!));
      }
    };
    await agree();
    const writes = [
      sql`update product_sizes set stock = 0 where product_id = ${product!.id}`,
      sql`update products set color = 'Ultraviolet', brand = 'Brand New' where id = ${product!.id}`,
      sql`update products set rating_tenths = 49 where id = ${product!.id}`,
      sql`update products set position = -1 where id = ${product!.id}`,
      sql`update products set base_price_paise = base_price_paise + 100 where id = ${product!.id}`,
      sql`update products set is_active = false where id = ${product!.id}`,
      sql`insert into products (asin, subcategory_id, category_id, group_id, name, color, brand, base_price_paise, base_mrp_paise,
          supplier_price_paise, images, search_name)
        select 'IMPORTED1', subcategory_id, category_id, group_id, 'Imported', 'Imported colour', 'Imported brand', 50000, 90000, 40000,
          '{}', 'imported' from products where id = ${product!.id}`,
      sql`insert into product_sizes (product_id, size_desc, stock) select id, 'XL', 3 from products where asin = 'IMPORTED1'`,
    ];
    for (const write of writes) {
      await db().execute(write);
      await agree();
    }
    const facets = await listingFacets(index, db(), listing, none, shops[0]!);
    expect(facets.brands.map((brand) => brand.value)).toContain('Imported brand');
    expect(facets.brands.map((brand) => brand.value)).not.toContain('Brand New');
  });

  it('sees a change committed after a later version was seen, once the change feed tells of it', async () => {
    const [product] = await queryRows<{ id: number; category_id: number }>(
      db(),
      sql`select id, category_id from products where is_active order by id desc limit 1`,
    );
    // A writer takes its version, another change is seen, then the writer's row commits with the earlier version.
    const [taken] = await queryRows<{ version: number }>(db(), sql`select nextval('catalogue_version')::int as version`);
    await index.fresh();
    await db().execute(sql`alter table products disable trigger products_version`);
    await db().execute(sql`update products set brand = 'Late brand', version = ${taken!.version} where id = ${product!.id}`);
    await db().execute(sql`alter table products enable trigger products_version`);
    const listing: IndexedListing = { kind: 'cat', id: product!.category_id };
    const none: ShopperFilters = { sizes: [], colours: [], brands: [], materials: [], inStock: false };
    const brands = async () => (await listingFacets(index, db(), listing, none, shops[0]!)).brands.map((brand) => brand.value);
    expect(await brands()).not.toContain('Late brand');
    index.markChanged();
    expect(await brands()).toContain('Late brand');
  });
});
