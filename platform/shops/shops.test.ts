import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../shared/auth/passwords';
import { queryRows } from '../shared/db/database';
import { openPostgresChangeChannel } from '../shared/db/postgres-change-channel';
import { createChangeFeed, type Change } from '../shared/events';
import { createTestPlatform, SHOP2, testDatabaseKind, type TestPlatform } from '../testing/test-platform';
import { addOperator, addShopAccount } from './admin-accounts';
import { addShopHosts, removeShopHost } from './shop-hosts';
import { changeShop, createShop, listShops } from './shops';

interface AccountRow {
  reseller_id: number | null;
  role: string;
  email: string;
  password_hash: string;
}

const OWNER_PASSWORD = 'Dukaan@2024!';

describe('shops, their hosts and back-office accounts', () => {
  let platform: TestPlatform;
  let changes: Change[] = [];
  const deps = () => ({ db: platform.database.db, changes: platform.context.changes });
  const rows = <T>(query: ReturnType<typeof sql>) => queryRows<T>(platform.database.db, query);
  const counts = async () =>
    (
      await rows<{ shops: number; hosts: number; accounts: number }>(
        sql`select (select count(*)::int from resellers) as shops, (select count(*)::int from reseller_hosts) as hosts, (select count(*)::int from admin_accounts) as accounts`,
      )
    )[0]!;
  const logo = (host: string) => platform.call('GET', '/api/GetResellerLogo', { host });
  const refusal = (promise: Promise<unknown>) =>
    promise.then(
      () => {
        throw new Error('expected a refusal');
      },
      (error: { status?: number; message: string }) => ({ status: error.status, message: error.message }),
    );

  beforeAll(async () => {
    platform = await createTestPlatform();
    platform.context.changes.subscribe((change) => void changes.push(change));
  });
  afterEach(() => {
    changes = [];
  });
  afterAll(() => platform.close());

  describe('add', () => {
    it('creates the shop, its hosts and its owner at once, and the platform answers on the hosts straight away', async () => {
      // Looked up before the shop exists: the host directory remembers it as shop-less until the change arrives.
      expect((await logo('meri.example.in')).status).toBe(404);
      const { shop, ownerPassword } = await createShop(deps(), {
        hosts: ['Meri.Example.in:8443', 'www.meri.example.in.'],
        name: '  Meri Dukaan ',
        markup: '12',
        theme: { primary: '#1A7F5A' },
        contact: { email: 'Hello@Meri.example.in', mobile: '98765 43210', address: 'Shop 4, MG Road, Pune' },
        owner: { email: 'Owner@Meri.example.in', name: 'Meera', password: OWNER_PASSWORD },
      });
      expect(ownerPassword).toBeUndefined();
      expect(shop).toMatchObject({
        code: 'meri-dukaan',
        name: 'Meri Dukaan',
        markup: 12,
        hosts: ['meri.example.in', 'www.meri.example.in'],
        theme: { text: '#000000', background: '#ffffff', primary: '#1a7f5a', secondary: '#4caf50', accent: '#00bcd4' },
        contact: { email: 'hello@meri.example.in', mobile: '98765 43210', address: 'Shop 4, MG Road, Pune' },
        accounts: [{ email: 'owner@meri.example.in', role: 'owner', name: 'Meera' }],
      });
      expect(changes.flatMap((change) => change.tags)).toEqual(['shop:meri.example.in', 'shop:www.meri.example.in']);

      const [owner] = await rows<AccountRow>(
        sql`select reseller_id, role, email, password_hash from admin_accounts where email = 'owner@meri.example.in'`,
      );
      expect(owner!.reseller_id).toBe(shop.id);
      expect(owner!.password_hash).toMatch(/^\$argon2id\$/);
      expect(owner!.password_hash).not.toContain(OWNER_PASSWORD);
      expect(await verifyPassword(owner!.password_hash, OWNER_PASSWORD)).toBe(true);
      expect(await verifyPassword(owner!.password_hash, 'Dukaan@2025!')).toBe(false);

      for (const host of ['meri.example.in', 'WWW.meri.example.in:443']) {
        const answer = await logo(host);
        expect(answer.status).toBe(200);
        expect(answer.body.data[0]).toMatchObject({
          shop_name: 'Meri Dukaan',
          logo: '/uploads/logos/meri-dukaan-1a7f5a.png',
          favicon_icon: '/uploads/logos/favicon-m-1a7f5a.png',
          emailid: 'hello@meri.example.in',
          // No promise given: only what every shop can keep.
          delivery_promise: 'Pay on Delivery',
        });
      }
      const theme = await platform.call('POST', '/api/Get_Theme_Color', { host: 'meri.example.in' });
      expect(theme.body.data[0].primary).toBe('#1a7f5a');
      // The generated logo is drawn by the image pipeline.
      const image = await platform.call('GET', '/uploads/logos/meri-dukaan-1a7f5a.png', { host: 'meri.example.in' });
      expect(image.status).toBe(200);
      expect(image.headers.get('content-type')).toBe('image/png');
    });

    it('makes up a strong owner password when none is given, answered once and stored hashed', async () => {
      const { shop, ownerPassword } = await createShop(deps(), {
        hosts: ['chai.example.in'],
        name: 'Chai Corner',
        owner: { email: 'chai@example.in' },
      });
      expect(ownerPassword).toMatch(/^[A-Za-z2-9]{5}(-[A-Za-z2-9]{5}){3}$/);
      expect(shop.markup).toBe(0);
      const [owner] = await rows<AccountRow>(sql`select password_hash from admin_accounts where email = 'chai@example.in'`);
      expect(await verifyPassword(owner!.password_hash, ownerPassword!)).toBe(true);
    });

    it('gives a name without Latin letters a code and logo from its host', async () => {
      const { shop } = await createShop(deps(), { hosts: ['dukaan.example.in'], name: 'मेरी दुकान', owner: { email: 'o@dukaan.example.in' } });
      expect(shop.code).toBe('dukaan-example-in');
      expect((await logo('dukaan.example.in')).body.data[0]).toMatchObject({
        shop_name: 'मेरी दुकान',
        logo: '/uploads/logos/dukaan-example-in-ff6347.png',
      });
    });

    it('gives a second shop of the same name the next free code', async () => {
      const { shop } = await createShop(deps(), { hosts: ['chai2.example.in'], name: 'Chai Corner', owner: { email: 'chai@example.in' } });
      expect(shop.code).toBe('chai-corner-2');
    });

    it('refuses a host another shop has, naming the host and the shop, and creates nothing', async () => {
      const before = await counts();
      const result = await refusal(
        createShop(deps(), {
          hosts: ['fresh.example.in', 'Shop2.localhost:3000'],
          name: 'Copycat',
          owner: { email: 'copy@example.in', password: OWNER_PASSWORD },
        }),
      );
      expect(result).toEqual({
        status: 409,
        message: expect.stringContaining('shop2.localhost already belongs to the shop Kesari Mart (kesari-mart)'),
      });
      expect(await counts()).toEqual(before);
      expect((await logo('fresh.example.in')).status).toBe(404);
      expect((await logo(SHOP2)).body.data[0].shop_name).toBe('Kesari Mart');
      expect(changes).toEqual([]);
    });

    it('lets only one of two shops made at the same moment have a host', async () => {
      const before = await counts();
      const make = (name: string) =>
        createShop(deps(), { hosts: ['race.example.in'], name, owner: { email: 'o@race.example.in', password: OWNER_PASSWORD } });
      const results = await Promise.allSettled([make('Race One'), make('Race Two')]);
      expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(1);
      const refused = results.find((r) => r.status === 'rejected') as PromiseRejectedResult;
      expect(refused.reason.status).toBe(409);
      expect(refused.reason.message).toMatch(/race\.example\.in already belongs to the shop Race (One|Two)/);
      expect(await counts()).toEqual({ shops: before.shops + 1, hosts: before.hosts + 1, accounts: before.accounts + 1 });
    });

    it.each([
      ['a host with a space', { hosts: ['my shop.in'] }, '"my shop.in" is not a host name'],
      ['a URL for a host', { hosts: ['https://shop.in/'] }, 'Write the host name alone, without http:// or a path.'],
      ['a host label ending in a hyphen', { hosts: ['shop-.in'] }, '"shop-.in" is not a host name'],
      ['no host', { hosts: [] }, 'Give at least one host name'],
      ['an empty name', { name: '   ' }, 'The shop name cannot be empty.'],
      ['a markup above 300', { markup: '301' }, 'Markup must be a whole number of per cent from 0 to 300; "301" is not.'],
      ['a negative markup', { markup: '-5' }, 'Markup must be a whole number of per cent from 0 to 300; "-5" is not.'],
      ['a fractional markup', { markup: 12.5 }, '"12.5" is not'],
      ['a markup in words', { markup: 'ten' }, '"ten" is not'],
      ['a colour by name', { theme: { primary: 'red' } }, 'The primary colour must be a hex colour like #c2185b; "red" is not.'],
      ['a short colour', { theme: { accent: '#abc' } }, 'The accent colour must be a hex colour'],
      ['an owner email without @', { owner: { email: 'owner.example.in' } }, 'The account email "owner.example.in" is not an email address.'],
      ['an owner email without a domain', { owner: { email: 'owner@localhost' } }, 'is not an email address'],
      ['no owner email', { owner: {} }, 'The account email is required.'],
      ['a short owner password', { owner: { email: 'o@new.example.in', password: 'short' } }, 'at least 10 characters'],
      ['a contact phone with letters', { contact: { mobile: 'call me' } }, 'The contact phone number must be digits'],
    ])('refuses %s with a clear message and creates nothing', async (_, change, message) => {
      const before = await counts();
      const input = { hosts: ['new.example.in'], name: 'New Shop', owner: { email: 'o@new.example.in' }, ...change };
      const result = await refusal(createShop(deps(), input));
      expect(result.status).toBe(400);
      expect(result.message).toContain(message);
      expect(await counts()).toEqual(before);
    });
  });

  describe('hosts', () => {
    it('maps another host to a shop found by code or host, and refuses one another shop has', async () => {
      const added = await addShopHosts(deps(), 'chai.example.in', ['Chai.Shop.in', 'chai.example.in']);
      expect(added).toEqual({ shop: 'Chai Corner', added: ['chai.shop.in'] });
      expect(changes.flatMap((change) => change.tags)).toEqual(['shop:chai.shop.in']);
      expect((await logo('chai.shop.in')).body.data[0].shop_name).toBe('Chai Corner');

      const taken = await refusal(addShopHosts(deps(), 'chai-corner', ['localhost']));
      expect(taken).toEqual({ status: 409, message: expect.stringContaining('localhost already belongs to the shop Apna Bazaar (apna-bazaar)') });
      const unknown = await refusal(addShopHosts(deps(), 'no-such-shop', ['x.example.in']));
      expect(unknown).toEqual({ status: 404, message: 'No shop has the code or host "no-such-shop".' });
    });

    it('removes a host, but never a shop’s only one', async () => {
      expect(await removeShopHost(deps(), 'CHAI.shop.in')).toEqual({ shop: 'Chai Corner', host: 'chai.shop.in' });
      expect(changes.flatMap((change) => change.tags)).toEqual(['shop:chai.shop.in']);
      expect((await logo('chai.shop.in')).status).toBe(404);

      const last = await refusal(removeShopHost(deps(), 'chai.example.in'));
      expect(last).toEqual({
        status: 409,
        message: expect.stringContaining('chai.example.in is the only host of the shop Chai Corner (chai-corner)'),
      });
      expect((await logo('chai.example.in')).status).toBe(200);
      expect(await refusal(removeShopHost(deps(), 'nobody.example.in'))).toEqual({ status: 404, message: 'No shop answers on nobody.example.in.' });
    });
  });

  describe('set', () => {
    it('renames and recolours a shop, its generated logo following, and expires its pages', async () => {
      const { shop, changed } = await changeShop(deps(), 'meri-dukaan', { name: 'Meri Badi Dukaan', theme: { primary: '#aa3300' } });
      expect(changed).toBe(true);
      expect(shop).toMatchObject({ name: 'Meri Badi Dukaan', markup: 12 });
      expect(changes.flatMap((change) => change.tags)).toEqual(['shop:meri.example.in', 'shop:www.meri.example.in']);
      expect((await logo('meri.example.in')).body.data[0]).toMatchObject({
        shop_name: 'Meri Badi Dukaan',
        logo: '/uploads/logos/meri-badi-dukaan-aa3300.png',
      });
    });

    it('changes the header strip’s promise, served with the branding', async () => {
      const { shop, changed } = await changeShop(deps(), 'meri-dukaan', { deliveryPromise: ' Pay on Delivery | Free Delivery ' });
      expect(changed).toBe(true);
      expect(shop.deliveryPromise).toBe('Pay on Delivery | Free Delivery');
      expect(changes.flatMap((change) => change.tags)).toEqual(['shop:meri.example.in', 'shop:www.meri.example.in']);
      expect((await logo('meri.example.in')).body.data[0].delivery_promise).toBe('Pay on Delivery | Free Delivery');
      expect(await refusal(changeShop(deps(), 'meri-dukaan', { deliveryPromise: 'x'.repeat(121) }))).toMatchObject({ status: 400 });
    });

    it('changes the markup, which expires every cached page', async () => {
      const { shop } = await changeShop(deps(), 'meri.example.in', { markup: '20' });
      expect(shop.markup).toBe(20);
      expect(changes.flatMap((change) => change.tags)).toContain('all');
    });

    it('answers that nothing changed, and announces nothing, when the values are the same', async () => {
      expect((await changeShop(deps(), 'meri-dukaan', { markup: 20 })).changed).toBe(false);
      expect(changes).toEqual([]);
    });

    it('refuses a bad value and changes nothing', async () => {
      expect(await refusal(changeShop(deps(), 'meri-dukaan', { markup: 400 }))).toMatchObject({ status: 400 });
      expect((await listShops(platform.database.db)).find((s) => s.code === 'meri-dukaan')?.markup).toBe(20);
    });
  });

  describe('accounts', () => {
    it('adds an admin to a shop, scoped to it, and refuses the same email twice there', async () => {
      const admin = await addShopAccount(platform.database.db, 'meri-dukaan', { email: 'Staff@Meri.example.in', role: 'admin' });
      expect(admin).toMatchObject({ email: 'staff@meri.example.in', role: 'admin', shop: 'Meri Badi Dukaan' });
      expect(admin.generatedPassword).toBeTruthy();
      const again = await refusal(addShopAccount(platform.database.db, 'meri-dukaan', { email: 'staff@meri.example.in', password: OWNER_PASSWORD }));
      expect(again).toEqual({ status: 409, message: 'staff@meri.example.in already has a back-office account at Meri Badi Dukaan.' });
      // The same person may work for another shop.
      await addShopAccount(platform.database.db, 'chai-corner', { email: 'staff@meri.example.in', password: OWNER_PASSWORD });
      const shops = await listShops(platform.database.db);
      expect(shops.find((s) => s.code === 'meri-dukaan')?.accounts.map((a) => `${a.email} ${a.role}`)).toEqual([
        'owner@meri.example.in owner',
        'staff@meri.example.in admin',
      ]);
    });

    it('adds an operator with no shop, hashed, and refuses a second with the same email', async () => {
      const operator = await addOperator(platform.database.db, { email: 'Ops@Platform.example.in', password: 'Operator@2024' });
      expect(operator).toEqual({ email: 'ops@platform.example.in', role: 'operator', generatedPassword: undefined });
      const [row] = await rows<AccountRow>(sql`select reseller_id, role, password_hash from admin_accounts where email = 'ops@platform.example.in'`);
      expect(row).toMatchObject({ reseller_id: null, role: 'operator' });
      expect(await verifyPassword(row!.password_hash, 'Operator@2024')).toBe(true);
      const again = await refusal(addOperator(platform.database.db, { email: 'ops@platform.example.in' }));
      expect(again).toEqual({ status: 409, message: 'ops@platform.example.in already has a back-office account as an operator.' });
    });
  });

  it.runIf(testDatabaseKind() === 'postgres')('tells a running platform of a shop made by another process on the same database', async () => {
    const config = platform.context.config;
    const feed = createChangeFeed();
    feed.attach(await openPostgresChangeChannel({ url: config.databaseUrl!, schema: config.databaseSchema, db: platform.database.db, feed }));
    try {
      expect((await logo('other.example.in')).status).toBe(404);
      const heard = new Promise<Change>((resolve) => platform.context.changes.subscribe((change) => resolve(change)));
      await createShop(
        { db: platform.database.db, changes: feed },
        { hosts: ['other.example.in'], name: 'Other Process', owner: { email: 'o@other.example.in' } },
      );
      expect((await heard).tags).toEqual(['shop:other.example.in']);
      expect((await logo('other.example.in')).body.data[0].shop_name).toBe('Other Process');
    } finally {
      await feed.close();
    }
  });
});
