import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { storedFiles } from '../../shared/images/tables';
import { bannerLinkNoPage } from '../contract/console-branding';
import { productGroups, products } from '../../catalogue/tables';
import { banners, resellerHiddenCategories } from '../tables';
import { dayStart, indiaDay } from '../console-banners';
import { createTestPlatform, OWNER1, OWNER2, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

async function bannerPicture(colour = '#c2185b', width = 2400, height = 900): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

const DAY = 24 * 60 * 60 * 1000;

describe('console banners', () => {
  let platform: TestPlatform;
  let token: string;
  let demoBanners: (typeof banners.$inferSelect)[];

  const upload = async (body: Buffer, query: Record<string, string> = {}, host = SHOP1, withToken = token) => {
    const search = new URLSearchParams(query).toString();
    const response = await platform.app.request(`http://${host}/api/console/banners/upload${search ? `?${search}` : ''}`, {
      method: 'POST',
      headers: { host, authorization: `Bearer ${withToken}` },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const post = (what: string, json: unknown, host = SHOP1, withToken = token) =>
    platform.call('POST', `/api/console/banners/${what}`, { host, json, token: withToken });
  const list = async () => (await platform.call('GET', '/api/console/banners', { token })).body.banners as { id: number; [key: string]: unknown }[];
  const storefront = async () => (await platform.call('GET', '/api/GetBannerImages')).body.data as { banner_img_name: string; url: string }[];
  const rows = () => platform.database.db.select().from(banners).where(eq(banners.shopId, 1)).orderBy(banners.position, banners.id);
  const storedCount = async () => (await platform.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]!.n;

  beforeAll(async () => {
    platform = await createTestPlatform();
    token = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    demoBanners = await rows();
  });
  afterAll(() => platform.close());
  // Each test starts from the demo shop's banners.
  beforeEach(async () => {
    const db = platform.database.db;
    await db.delete(banners).where(eq(banners.shopId, 1));
    await db.insert(banners).values(demoBanners);
  });

  it("lists the shop's banners in order, each showing, to its console only", async () => {
    const result = await platform.call('GET', '/api/console/banners', { token });
    expect(result.status).toBe(200);
    expect(result.body.banners.length).toBe(demoBanners.length);
    expect(result.body.banners[0]).toMatchObject({ state: 'showing', activeFrom: '', activeUntil: '' });
    expect(result.body.banners[0].imageUrl).toMatch(/^\/uploads\/BannerImages\//);
    expect((await platform.call('GET', '/api/console/banners')).status).toBe(401);
  });

  it('uploads a banner: 1600×500 and an 800×250 phone variant, served by /uploads, last on the storefront', async () => {
    const result = await upload(await bannerPicture(), { text: 'Diwali Dhamaka: Up to 50% off', link: '/products-section2/104' });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.message).toBe('Banner added.');
    const added = result.body.banners.at(-1);
    // The words are kept as typed: "Diwali Dhamaka", not "Diwali dhamaka".
    expect(added).toMatchObject({ text: 'Diwali Dhamaka: Up to 50% off', link: '/products-section2/104', state: 'showing' });
    expect(added.imageUrl).toMatch(/^\/uploads\/BannerImages\/diwali-dhamaka--up-to-50-percent-off-[0-9a-f]{6}-[0-9a-f]{6}\.jpg$/);
    expect(added.phoneImageUrl).toBe(added.imageUrl.replace(/\.jpg$/, '-800x250.jpg'));

    const [banner, phone] = await Promise.all([
      platform.app.request(`http://localhost${added.imageUrl}`),
      platform.app.request(`http://localhost${added.phoneImageUrl}`),
    ]);
    expect(banner.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const bannerBytes = Buffer.from(await banner.arrayBuffer());
    expect(await sharp(bannerBytes).metadata()).toMatchObject({ format: 'jpeg', width: 1600, height: 500 });
    // The uploaded picture (plain #c2185b), not demo art drawn from a name that reads like the demo's.
    const { dominant } = await sharp(bannerBytes).stats();
    expect(dominant.r).toBeGreaterThan(180);
    expect(dominant.g).toBeLessThan(50);
    expect(await sharp(Buffer.from(await phone.arrayBuffer())).metadata()).toMatchObject({ format: 'jpeg', width: 800, height: 250 });

    const shown = await storefront();
    expect(shown.at(-1)).toEqual({
      banner_img_name: added.imageUrl.replace('/uploads/BannerImages/', ''),
      url: '/products-section2/104',
      text: 'Diwali Dhamaka: Up to 50% off',
    });
  });

  it('keeps a banner off the storefront outside its days, and says so in the console', async () => {
    const today = indiaDay(new Date());
    const tomorrow = indiaDay(new Date(Date.now() + DAY));
    const yesterday = indiaDay(new Date(Date.now() - DAY));
    const scheduled = (await upload(await bannerPicture('#112233'), { text: 'Coming soon', activeFrom: tomorrow })).body.banners.at(-1);
    const ended = (
      await upload(await bannerPicture('#445566'), { text: 'Last week', activeFrom: yesterday, activeUntil: yesterday })
    ).body.banners.at(-1);
    const now = (await upload(await bannerPicture('#778899'), { text: 'Today only', activeFrom: today, activeUntil: today })).body.banners.at(-1);
    expect([scheduled.state, ended.state, now.state]).toEqual(['scheduled', 'ended', 'showing']);
    expect(now).toMatchObject({ activeFrom: today, activeUntil: today });
    const names = (await storefront()).map((banner) => banner.banner_img_name);
    expect(names.some((name) => name.startsWith('today-only-'))).toBe(true);
    expect(names.some((name) => name.startsWith('coming-soon-') || name.startsWith('last-week-'))).toBe(false);
    // The days are India's: the last day runs to midnight IST.
    const [row] = await platform.database.db.select().from(banners).where(eq(banners.id, now.id));
    expect(row!.activeFrom!.toISOString()).toBe(dayStart(today).toISOString());
    expect(row!.activeUntil!.getTime() - row!.activeFrom!.getTime()).toBe(DAY);
  });

  it('changes a banner’s link and days, and refuses bad ones naming the field', async () => {
    const [first] = await list();
    const saved = await post('update', { id: first!.id, link: 'https://example.com/sale', activeFrom: '2030-01-01', activeUntil: '2030-01-31' });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.banners[0]).toMatchObject({
      link: 'https://example.com/sale',
      activeFrom: '2030-01-01',
      activeUntil: '2030-01-31',
      state: 'scheduled',
    });

    const before = await rows();
    const cases: [unknown, string, string][] = [
      [
        { id: first!.id, link: 'javascript:alert(1)' },
        'link',
        'Enter a page of your shop starting with / (for example /Product-Serach/sarees) or a full https:// address, or leave it empty.',
      ],
      [
        { id: first!.id, link: '//evil.example' },
        'link',
        'Enter a page of your shop starting with / (for example /Product-Serach/sarees) or a full https:// address, or leave it empty.',
      ],
      [{ id: first!.id, activeFrom: '2030-02-10', activeUntil: '2030-02-01' }, 'activeUntil', 'The last day must be on or after the first day.'],
      [{ id: first!.id, activeFrom: '2030-02-30' }, 'activeFrom', 'Enter the date as YYYY-MM-DD, or leave it empty.'],
    ];
    for (const [json, field, message] of cases) {
      const refused = await post('update', json);
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({ status: 'false', message, field });
    }
    expect(await rows()).toEqual(before);
    expect((await post('update', { id: 999_999, link: '' })).status).toBe(404);
  });

  it('saves only links that lead to a page of this shop, refusing the rest with the link named', async () => {
    const [first] = await list();
    const db = platform.database.db;
    const [product] = await db.select({ asin: products.asin }).from(products).where(eq(products.isActive, true)).orderBy(products.id).limit(1);
    const [group] = await db.select({ id: productGroups.id }).from(productGroups).orderBy(productGroups.id).limit(1);
    const fine = [
      '',
      '/',
      '/aboutPage',
      '/products-section2/104',
      '/products-section/1005',
      `/products-section2/${group!.id}`,
      `/product/${product!.asin}`,
      '/Product-Serach/silk%20saree',
      'https://example.com/sale',
    ];
    for (const link of fine) {
      const saved = await post('update', { id: first!.id, link });
      expect(saved.status, `${link}: ${JSON.stringify(saved.body)}`).toBe(200);
      expect(saved.body.banners[0].link).toBe(link);
    }
    // The console's old example, ids and slugs no shop has, pages that are not there, and a category this shop hides.
    await db.insert(resellerHiddenCategories).values({ shopId: 1, categoryId: 105 });
    try {
      const refused = [
        '/products-section2/sarees',
        '/products-section2/999999',
        '/products-section/0',
        '/product/NO-SUCH-ASIN',
        '/Product-Serach/%20',
        '/no-such-page',
        '/products-section2/105',
      ];
      for (const link of refused) {
        const answer = await post('update', { id: first!.id, link });
        expect(answer.status, link).toBe(400);
        expect(answer.body).toEqual({ status: 'false', message: bannerLinkNoPage(link), field: 'link' });
      }
      // The other shop does not hide it: its banner may lead there.
      const token2 = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
      const [theirs] = (await platform.call('GET', '/api/console/banners', { host: SHOP2, token: token2 })).body.banners;
      expect((await post('update', { id: theirs.id, link: '/products-section2/105' }, SHOP2, token2)).status).toBe(200);
    } finally {
      await db.delete(resellerHiddenCategories).where(eq(resellerHiddenCategories.shopId, 1));
    }
    const files = await storedCount();
    const upload404 = await upload(await bannerPicture(), { text: 'Sarees', link: '/products-section2/sarees' });
    expect(upload404).toEqual({ status: 400, body: { status: 'false', message: bannerLinkNoPage('/products-section2/sarees'), field: 'link' } });
    expect(await storedCount()).toBe(files);
  });

  it('refuses bad dates on upload and stores nothing', async () => {
    const files = await storedCount();
    const result = await upload(await bannerPicture(), { activeFrom: '2030-02-10', activeUntil: '2030-02-01' });
    expect(result.status).toBe(400);
    expect(result.body).toMatchObject({ message: 'The last day must be on or after the first day.', field: 'activeUntil' });
    expect(await storedCount()).toBe(files);
    expect((await rows()).length).toBe(demoBanners.length);
  });

  it.each([
    ['a 20 MB upload', () => Buffer.alloc(20 * 1024 * 1024, 7), 413, 'The file is too large: at most 5 MB.'],
    ['a non-image', () => Buffer.from('<html><body>hello</body></html>'), 400, 'This file is not a PNG, JPEG, WebP or SVG image.'],
    [
      'an SVG with a script',
      () =>
        Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="500"><a href="javascript:alert(1)"><rect width="9" height="9"/></a></svg>',
        ),
      400,
      'This SVG contains a script or event handlers, which are not allowed. Export it again without them, or upload a PNG.',
    ],
  ])('refuses %s and stores nothing', async (_case, make, status, message) => {
    const files = await storedCount();
    const result = await upload(make());
    expect(result.status).toBe(status);
    expect(result.body.message).toBe(message);
    expect(await storedCount()).toBe(files);
    expect((await rows()).length).toBe(demoBanners.length);
  });

  it('reorders the banners, refusing a list that is not exactly the shop’s banners', async () => {
    const ids = (await list()).map((banner) => banner.id);
    const reversed = [...ids].reverse();
    const result = await post('reorder', { ids: reversed });
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.banners.map((banner: { id: number }) => banner.id)).toEqual(reversed);
    const shown = await storefront();
    expect(shown[0]!.banner_img_name).toBe(demoBanners.at(-1)!.imageFile.replace('BannerImages/', ''));

    const stale = await post('reorder', { ids: reversed.slice(1) });
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('The banners changed while you were ordering them. Reload the page and try again.');
    expect((await post('reorder', { ids: [...reversed.slice(1), reversed[1]!] })).status).toBe(409);
    expect((await list()).map((banner) => banner.id)).toEqual(reversed);
  });

  it('removes a banner and its stored pictures', async () => {
    const added = (await upload(await bannerPicture('#225522'), { text: 'Remove me' })).body.banners.at(-1);
    const files = await storedCount();
    const result = await post('remove', { id: added.id });
    expect(result.status).toBe(200);
    expect(result.body.message).toBe('Banner removed.');
    expect(result.body.banners.some((banner: { id: number }) => banner.id === added.id)).toBe(false);
    expect(await storedCount()).toBe(files - 2);
    expect((await storefront()).some((banner) => banner.banner_img_name.startsWith('remove-me-'))).toBe(false);
    expect((await post('remove', { id: added.id })).status).toBe(404);
  });

  it("cannot touch another shop's banners", async () => {
    const other = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    const [mine] = await list();
    expect((await post('remove', { id: mine!.id }, SHOP2, other)).status).toBe(404);
    expect((await post('update', { id: mine!.id, link: '/aboutPage' }, SHOP2, other)).status).toBe(404);
    expect((await post('remove', { id: mine!.id }, SHOP1, other)).status).toBe(403);
    expect((await rows()).length).toBe(demoBanners.length);
  });

  it('stops at 10 banners', async () => {
    for (let i = (await rows()).length; i < 10; i++)
      expect((await upload(await bannerPicture(`#0000${(16 + i).toString(16).padStart(2, '0')}`))).status).toBe(200);
    const full = await upload(await bannerPicture('#ffffff'));
    expect(full.status).toBe(409);
    expect(full.body.message).toBe('A shop can have at most 10 banners. Remove one first.');
  });
});
