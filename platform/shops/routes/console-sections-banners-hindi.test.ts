import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersAnswer } from '../contract/branding';
import { consoleBannersAnswer } from '../contract/console-branding';
import { consoleSectionsAnswer } from '../contract/console-sections';
import { homeHeadersAnswer } from '../../catalogue/contract/catalogue';
import { createTestPlatform, OWNER1, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

/** Hindi (issue 29): home sections' and banners' Hindi names and words, saved in the console and answered to the storefront. */
describe('console: Hindi section names and banner words', () => {
  let platform: TestPlatform;
  let owner: string;
  const post = (path: string, json: unknown) => platform.call('POST', `/api/console/${path}`, { host: SHOP1, token: owner, json });
  const sections = async () => consoleSectionsAnswer.parse((await platform.call('GET', '/api/console/sections', { token: owner })).body).sections;
  const home = async (host = SHOP1) => homeHeadersAnswer.parse((await platform.call('GET', '/api/GetAllHeaderWithProduct', { host })).body);
  const consoleBanners = async () => consoleBannersAnswer.parse((await platform.call('GET', '/api/console/banners', { token: owner })).body).banners;
  const storefrontBanners = async () => bannersAnswer.parse((await platform.call('GET', '/api/GetBannerImages')).body).data;
  const upload = async (query: Record<string, string>) => {
    const body = await sharp({ create: { width: 2400, height: 900, channels: 3, background: '#c2185b' } })
      .jpeg()
      .toBuffer();
    const response = await platform.app.request(`http://${SHOP1}/api/console/banners/upload?${new URLSearchParams(query)}`, {
      method: 'POST',
      headers: { host: SHOP1, authorization: `Bearer ${owner}` },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
  });
  afterAll(() => platform.close());

  it('creates and renames sections with Hindi names; the home call answers headername_hi only where one is given', async () => {
    const created = await post('sections/create', { name: 'Festive picks', nameHi: ' त्योहार की पसंद ' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const id = created.body.id as number;
    expect((await sections()).find((s) => s.id === id)).toMatchObject({ name: 'Festive picks', nameHi: 'त्योहार की पसंद' });
    const first = (await sections())[0]!;
    expect(first.nameHi).toBe('');
    const [firstOnHome] = await home();
    expect(firstOnHome).not.toHaveProperty('headername_hi');

    expect((await post('sections/rename', { id: first.id, name: first.name, nameHi: 'नए आगमन' })).status).toBe(200);
    expect((await home())[0]).toMatchObject({ headername: first.name, headername_hi: 'नए आगमन' });
    // A rename without nameHi keeps the Hindi name; an empty one removes it.
    expect((await post('sections/rename', { id: first.id, name: `${first.name}!` })).status).toBe(200);
    expect((await home())[0]).toMatchObject({ headername: `${first.name}!`, headername_hi: 'नए आगमन' });
    expect((await post('sections/rename', { id: first.id, name: first.name, nameHi: '' })).status).toBe(200);
    expect((await home())[0]).not.toHaveProperty('headername_hi');
    // Another shop's home is its own.
    expect((await home(SHOP2)).some((h) => h.headername_hi)).toBe(false);
  });

  it('refuses a Hindi section name over 60 characters and changes nothing', async () => {
    const before = await sections();
    const result = await post('sections/rename', { id: before[0]!.id, name: 'Changed', nameHi: 'न'.repeat(61) });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ status: 'false', message: 'The Hindi section name can be at most 60 characters.', field: 'nameHi' });
    const created = await post('sections/create', { name: 'Too long', nameHi: 'न'.repeat(61) });
    expect(created.status).toBe(400);
    expect(await sections()).toEqual(before);
  });

  it('uploads a banner with Hindi words, changes them, and GetBannerImages answers text_hi', async () => {
    const added = await upload({ text: 'Diwali Dhamaka', textHi: 'दिवाली धमाका' });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const banner = consoleBannersAnswer.parse(added.body).banners.at(-1)!;
    expect(banner).toMatchObject({ text: 'Diwali Dhamaka', textHi: 'दिवाली धमाका' });
    expect((await storefrontBanners()).at(-1)).toMatchObject({ text: 'Diwali Dhamaka', text_hi: 'दिवाली धमाका' });
    expect((await storefrontBanners())[0]).not.toHaveProperty('text_hi');

    // An update without textHi (link and days only) keeps the words; with it, changes them.
    expect((await post('banners/update', { id: banner.id, link: '/' })).status).toBe(200);
    expect((await consoleBanners()).at(-1)!.textHi).toBe('दिवाली धमाका');
    expect((await post('banners/update', { id: banner.id, link: '/', textHi: 'दिवाली सेल' })).status).toBe(200);
    expect((await storefrontBanners()).at(-1)!.text_hi).toBe('दिवाली सेल');
  });

  it('refuses Hindi banner words over 100 characters, on upload and on update, and stores nothing', async () => {
    const before = await consoleBanners();
    const added = await upload({ text: 'Holi', textHi: 'ह'.repeat(101) });
    expect(added.status).toBe(400);
    expect(added.body).toEqual({ status: 'false', message: 'The banner’s Hindi words can be at most 100 characters.', field: 'textHi' });
    const updated = await post('banners/update', { id: before[0]!.id, link: '', textHi: 'ह'.repeat(101) });
    expect(updated.status).toBe(400);
    expect(await consoleBanners()).toEqual(before);
  });
});
