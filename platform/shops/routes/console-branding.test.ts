import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../runtime/create-platform';
import { storedFiles } from '../../shared/images/tables';
import { resellers } from '../tables';
import type { Change } from '../../shared/events';
import { createTestPlatform, OWNER1, OWNER2, SHOP1, SHOP2, testDatabaseKind, type TestPlatform } from '../../testing/test-platform';

/** The branding form as the console sends it: Apna Bazaar's demo values unless changed. */
const FORM = {
  shopName: 'Apna Bazaar',
  theme: { text: '#1f2937', background: '#ffffff', primary: '#c2185b', secondary: '#2e7d32', accent: '#f59e0b' },
  email: 'support@apnabazaar.in',
  mobile: '9876543210',
  address: 'Shop 12, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
  social: {
    facebook: 'https://www.facebook.com/apnabazaar',
    instagram: 'https://www.instagram.com/apnabazaar',
    linkedin: '',
    twitter: '',
    youtube: 'https://www.youtube.com/@apnabazaar',
  },
  headerStrip: 'Pay on Delivery | Free Delivery on most products',
  gstin: '',
};

async function pngLogo(width = 1200, height = 300): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="20" y="20" width="${width - 40}" height="${height - 40}" rx="30" fill="#0b7a75"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

describe('console branding', () => {
  let platform: TestPlatform;
  let token: string;
  const upload = async (which: 'logo' | 'favicon', body: Buffer, options: { token?: string; host?: string } = {}) => {
    const response = await platform.app.request(`http://${options.host ?? SHOP1}/api/console/branding/${which}`, {
      method: 'POST',
      headers: { host: options.host ?? SHOP1, authorization: `Bearer ${options.token ?? token}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const shopRow = async (id = 1) => (await platform.database.db.select().from(resellers).where(eq(resellers.id, id)))[0]!;
  const storedCount = async () => (await platform.database.db.select({ n: sql<number>`count(*)::int` }).from(storedFiles))[0]!.n;
  const save = (json: unknown, host = SHOP1, withToken = token) => platform.call('POST', '/api/console/branding', { host, json, token: withToken });

  beforeAll(async () => {
    platform = await createTestPlatform();
    token = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
  });
  afterAll(() => platform.close());

  it("answers the shop's branding to its console, and 401 without a console session", async () => {
    const result = await platform.call('GET', '/api/console/branding', { token });
    expect(result.status).toBe(200);
    expect(result.body.branding).toMatchObject({ ...FORM, logoUrl: '/uploads/logos/apna-bazaar-c2185b.png', logoUploaded: false, logoVersion: 1 });
    expect((await platform.call('GET', '/api/console/branding')).status).toBe(401);
    const shopper = await platform.signIn('priya@example.com', 'Priya@2024');
    expect((await platform.call('GET', '/api/console/branding', { token: shopper })).status).toBe(401);
  });

  it('saves the form: the storefront calls answer the new values and the shop’s pages are expired', async () => {
    const heard: Change[] = [];
    const stop = platform.context.changes.subscribe((change) => void heard.push(change));
    const result = await save({
      ...FORM,
      shopName: '  Apna Bazaar Plus ',
      theme: { ...FORM.theme, primary: '#1D4ED8' },
      mobile: '+91 98765-43210',
      social: { ...FORM.social, twitter: 'https://x.com/apnabazaar' },
      headerStrip: 'Free Delivery above ₹499',
      gstin: '27aapfu0939f1zv',
    });
    stop();
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.message).toBe('Branding saved.');
    expect(result.body.branding).toMatchObject({ shopName: 'Apna Bazaar Plus', mobile: '9876543210', gstin: '27AAPFU0939F1ZV', logoVersion: 2 });
    expect(heard).toContainEqual({ tags: expect.arrayContaining(['shop:localhost']) });

    const logo = (await platform.call('GET', '/api/GetResellerLogo')).body.data[0];
    // The generated wordmark follows the new name and colour.
    expect(logo).toMatchObject({
      shop_name: 'Apna Bazaar Plus',
      logo: '/uploads/logos/apna-bazaar-plus-1d4ed8.png',
      delivery_promise: 'Free Delivery above ₹499',
    });
    expect((await platform.call('POST', '/api/Get_Theme_Color')).body.data[0].primary).toBe('#1d4ed8');
    expect((await platform.call('GET', '/api/Social_media_links')).body.data[0].twitter).toBe('https://x.com/apnabazaar');
    expect((await shopRow()).gstin).toBe('27AAPFU0939F1ZV');

    const again = await save({ ...FORM, shopName: 'Apna Bazaar Plus', theme: { ...FORM.theme, primary: '#1d4ed8' }, ...sameAsSaved() });
    expect(again.body.message).toBe('Nothing to change.');
    expect((await save(FORM)).status).toBe(200);
  });

  function sameAsSaved() {
    return { social: { ...FORM.social, twitter: 'https://x.com/apnabazaar' }, headerStrip: 'Free Delivery above ₹499', gstin: '27AAPFU0939F1ZV' };
  }

  it.each([
    ['an empty shop name', { shopName: '   ' }, 'shopName', 'Enter the shop name.'],
    ['a shop name of 61 characters', { shopName: 'x'.repeat(61) }, 'shopName', 'The shop name can be at most 60 characters.'],
    [
      'a colour that is not #rrggbb',
      { theme: { ...FORM.theme, primary: 'red' } },
      'theme.primary',
      'Choose a colour as # and six hex digits, for example #c2185b.',
    ],
    [
      'a GSTIN of the wrong shape',
      { gstin: '27AAPFU0939F1Z' },
      'gstin',
      'Enter the GSTIN as its 15 characters (for example 27AAPFU0939F1ZV), or leave it empty.',
    ],
    [
      'a GSTIN with a wrong check character',
      { gstin: '27AAPFU0939F1ZW' },
      'gstin',
      'This GSTIN’s last character does not match the others: check it for a typing mistake.',
    ],
    [
      'a social link that is not https',
      { social: { ...FORM.social, facebook: 'http://facebook.com/x' } },
      'social.facebook',
      'Enter a link starting with https://, or leave it empty.',
    ],
    ['a mobile number of 9 digits', { mobile: '987654321' }, 'mobile', 'Enter a 10-digit mobile number, or leave it empty.'],
    ['an email without a domain', { email: 'support@' }, 'email', 'Enter a valid email address, or leave it empty.'],
    ['an empty header strip', { headerStrip: ' ' }, 'headerStrip', 'Enter the header strip text.'],
  ])('refuses %s with a message naming the field, and saves nothing', async (_case, change, field, message) => {
    const before = await shopRow();
    const result = await save({ ...FORM, shopName: 'Changed Name', ...change });
    expect(result.status).toBe(400);
    expect(result.body).toEqual({ status: 'false', message, field });
    expect(await shopRow()).toEqual(before);
  });

  it("refuses another shop's console session (403) and saves nothing there", async () => {
    const other = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
    const before = await shopRow();
    const result = await save({ ...FORM, shopName: 'Taken Over' }, SHOP1, other);
    expect(result.status).toBe(403);
    expect(await shopRow()).toEqual(before);
  });

  it('uploads a logo: resized within 600×200 as PNG, stored under a new name, served by /uploads, logo version bumped', async () => {
    const before = await shopRow();
    const result = await upload('logo', await pngLogo());
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.message).toBe('Logo saved.');
    const logoUrl: string = result.body.branding.logoUrl;
    expect(logoUrl).toMatch(/^\/uploads\/logos\/s1\/logo-[0-9a-f]{12}\.png$/);
    expect(result.body.branding.logoVersion).toBe(before.logoVersion + 1);
    expect((await platform.call('GET', '/api/GetResellerLogo')).body.data[0].logo).toBe(logoUrl);

    const served = await platform.app.request(`http://localhost${logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 600, height: 150, hasAlpha: true });

    // Another picture, another name; the same picture again, the same name.
    const second = await upload('logo', await pngLogo(800, 400));
    expect(second.body.branding.logoUrl).not.toBe(logoUrl);
    expect((await upload('logo', await pngLogo())).body.branding.logoUrl).toBe(logoUrl);
  });

  it('makes a 64×64 PNG favicon from a JPEG, and a logo from a WebP and from a clean SVG', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#ff8800' } })
      .jpeg()
      .toBuffer();
    const favicon = await upload('favicon', jpeg);
    expect(favicon.status, JSON.stringify(favicon.body)).toBe(200);
    expect(favicon.body.branding.faviconUrl).toMatch(/^\/uploads\/logos\/s1\/favicon-[0-9a-f]{12}\.png$/);
    const icon = await platform.app.request(`http://localhost${favicon.body.branding.faviconUrl}`);
    expect(await sharp(Buffer.from(await icon.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });

    const webp = await sharp({ create: { width: 400, height: 100, channels: 3, background: '#114488' } })
      .webp()
      .toBuffer();
    const fromWebp = await upload('logo', webp);
    expect(fromWebp.status).toBe(200);
    // An opaque picture is kept as JPEG, not enlarged.
    expect(fromWebp.body.branding.logoUrl).toMatch(/\.jpg$/);

    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 60 20"><defs><linearGradient id="g"><stop offset="0" stop-color="#c00"/></linearGradient></defs><rect width="60" height="20" fill="url(#g)"/></svg>',
    );
    const fromSvg = await upload('logo', svg);
    expect(fromSvg.status, JSON.stringify(fromSvg.body)).toBe(200);
    const drawn = await platform.app.request(`http://localhost${fromSvg.body.branding.logoUrl}`);
    // Drawn at the logo's size, not the SVG's 60×20.
    expect(await sharp(Buffer.from(await drawn.arrayBuffer())).metadata()).toMatchObject({ format: 'png', width: 600, height: 200 });
  });

  it('goes back to the standard logo and favicon, drawn from the shop’s name and main colour', async () => {
    expect((await platform.call('GET', '/api/console/branding', { token })).body.branding).toMatchObject({
      logoUploaded: true,
      faviconUploaded: true,
    });
    for (const image of ['logo', 'favicon']) {
      const result = await platform.call('POST', '/api/console/branding/standard_image', { token, json: { image } });
      expect(result.status, JSON.stringify(result.body)).toBe(200);
      expect(result.body.message).toBe('The standard picture is back.');
    }
    const logo = (await platform.call('GET', '/api/GetResellerLogo')).body.data[0];
    expect(logo).toMatchObject({ logo: '/uploads/logos/apna-bazaar-c2185b.png', favicon_icon: '/uploads/logos/favicon-a-c2185b.png' });
    expect((await platform.call('GET', '/api/console/branding', { token })).body.branding).toMatchObject({
      logoUploaded: false,
      faviconUploaded: false,
    });
    const refused = await platform.call('POST', '/api/console/branding/standard_image', { token, json: { image: 'banner' } });
    expect(refused.body).toEqual({ status: 'false', message: 'Say which picture: logo or favicon.', field: 'image' });
  });

  it.each([
    ['a 20 MB upload', () => Buffer.alloc(20 * 1024 * 1024, 1), 413, 'The file is too large: at most 5 MB.'],
    ['a 6 MB PNG', async () => Buffer.concat([await pngLogo(), Buffer.alloc(6 * 1024 * 1024)]), 413, 'The file is too large: at most 5 MB.'],
    ['a text file', () => Buffer.from('name,price\nkurta,499\n'), 400, 'This file is not a PNG, JPEG, WebP or SVG image.'],
    ['a PDF', () => Buffer.from('%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'), 400, 'This file is not a PNG, JPEG, WebP or SVG image.'],
    ['a GIF', () => Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'), 400, 'This file is not a PNG, JPEG, WebP or SVG image.'],
    ['an empty file', () => Buffer.alloc(0), 400, 'Choose a file to upload.'],
    [
      'a PNG cut short',
      async () => (await pngLogo()).subarray(0, 200),
      400,
      'This image could not be read: the file may be damaged. Save it again and upload it, or choose another.',
    ],
    [
      'an SVG with a script',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script><rect width="10" height="10"/></svg>'),
      400,
      'This SVG contains a script or event handlers, which are not allowed. Export it again without them, or upload a PNG.',
    ],
    [
      'an SVG with an event handler',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="fetch(\'/x\')"><rect width="10" height="10"/></svg>'),
      400,
      'This SVG contains a script or event handlers, which are not allowed. Export it again without them, or upload a PNG.',
    ],
    [
      'an SVG that loads a picture from elsewhere',
      () => Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/p.png" width="10" height="10"/></svg>'),
      400,
      'This SVG loads another file (https://tracker.example/p.png). Embed everything in the SVG, or upload a PNG.',
    ],
    [
      'an SVG whose style imports a stylesheet',
      () =>
        Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://x.example/a.css);</style><rect width="9" height="9"/></svg>'),
      400,
      'This SVG loads another file (https://x.example/a.css). Embed everything in the SVG, or upload a PNG.',
    ],
  ])('refuses %s with a clear message and saves nothing', async (_case, make, status, message) => {
    const before = await shopRow();
    const files = await storedCount();
    const result = await upload('logo', await make());
    expect(result.status).toBe(status);
    expect(result.body).toMatchObject({ status: 'false', message });
    expect(await shopRow()).toEqual(before);
    expect(await storedCount()).toBe(files);
  });

  it('judges a file by its bytes, not its declared type', async () => {
    const response = await platform.app.request('http://localhost/api/console/branding/logo', {
      method: 'POST',
      headers: { host: SHOP1, authorization: `Bearer ${token}`, 'content-type': 'image/png' },
      body: 'MZ\x90\x00 not really a png',
    });
    expect(response.status).toBe(400);
    expect((await response.json()).message).toBe('This file is not a PNG, JPEG, WebP or SVG image.');
  });
});

describe.runIf(testDatabaseKind() === 'postgres')('an uploaded logo on a second platform process on the same PostgreSQL database', () => {
  let first: TestPlatform;
  let second: Platform;
  beforeAll(async () => {
    first = await createTestPlatform();
    second = await createPlatform(first.context.config, () => {});
  });
  afterAll(async () => {
    await second.close();
    await first.close();
  });

  it('is served by the other process’s /uploads, and its shop answers the new logo at once', async () => {
    // The second process has the shop cached before the change.
    expect((await (await second.app.request('http://localhost/api/GetResellerLogo')).json()).data[0].logo).toBe(
      '/uploads/logos/apna-bazaar-c2185b.png',
    );
    const heard = new Promise<Change>((resolve) => {
      const stop = second.context.changes.subscribe((change) => {
        if (change.tags.includes('shop:localhost')) {
          stop();
          resolve(change);
        }
      });
    });
    const token = await first.consoleSignIn(OWNER1.email, OWNER1.password);
    const response = await first.app.request('http://localhost/api/console/branding/logo', {
      method: 'POST',
      headers: { host: SHOP1, authorization: `Bearer ${token}` },
      body: new Uint8Array(await pngLogo()),
    });
    const logoUrl: string = (await response.json()).branding.logoUrl;
    await heard;
    const served = await second.app.request(`http://localhost${logoUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(600);
    expect((await (await second.app.request('http://localhost/api/GetResellerLogo')).json()).data[0].logo).toBe(logoUrl);
  });
});
