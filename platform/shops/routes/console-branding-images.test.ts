import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPlatform, type Platform } from '../../runtime/create-platform';
import type { Change } from '../../shared/events';
import { createTestPlatform, OWNER1, SHOP1, testDatabaseKind, type TestPlatform } from '../../testing/test-platform';
import { brandingCalls, pngLogo, setUpBranding } from '../../testing/branding-test-kit';

describe('console branding', () => {
  let platform: TestPlatform;
  let token: string;
  const { upload, shopRow, storedCount } = brandingCalls(() => ({ platform, token }));

  beforeAll(async () => {
    ({ platform, token } = await setUpBranding());
  });
  afterAll(() => platform.close());

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
