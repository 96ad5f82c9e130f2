import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createImageStore } from '../shared/images/image-store';
import { createTestPlatform, type TestPlatform } from '../testing/test-platform';

const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('GET /uploads', () => {
  let platform: TestPlatform;
  const get = async (file: string, headers: Record<string, string> = {}) => {
    const response = await platform.app.request(`http://localhost/uploads/${file}`, { headers });
    return { response, bytes: Buffer.from(await response.arrayBuffer()) };
  };

  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it('draws a demo product image as an 800×800 JPEG, cacheable for a year', async () => {
    const { response, bytes } = await get('demo/tshirt-1f3a93-1.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(response.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    const meta = await sharp(bytes).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 800, height: 800 });
    const { dominant } = await sharp(bytes).stats();
    expect(dominant.b).toBeGreaterThan(dominant.r);
  });

  it('draws a different picture for another view and another colour', async () => {
    const [one, two, red] = await Promise.all([get('demo/saree-800020-1.jpg'), get('demo/saree-800020-2.jpg'), get('demo/saree-1f3a93-1.jpg')]);
    expect(one.bytes.equals(two.bytes)).toBe(false);
    expect(one.bytes.equals(red.bytes)).toBe(false);
    expect(one.response.headers.get('etag')).not.toBe(two.response.headers.get('etag'));
  });

  it.each([
    ['280x280', 280, 280],
    ['400x300', 400, 300],
    ['300x300', 300, 300],
    ['400x400', 400, 400],
    ['800x250', 800, 250],
  ])('resizes to the -%s variant', async (suffix, width, height) => {
    const { response, bytes } = await get(`demo/kurta-d4a017-2-${suffix}.jpg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE);
    expect(await sharp(bytes).metadata()).toMatchObject({ format: 'jpeg', width, height });
  });

  it('draws a banner from its file name', async () => {
    const { response, bytes } = await get('BannerImages/festive-sale--up-to-60-percent-off-on-ethnic-wear-c2185b-f59e0b.jpg');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 1600, height: 500 });
    // The gradient runs from c2185b on the left to f59e0b on the right.
    const pixel = async (left: number, top: number) => [...(await sharp(bytes).extract({ left, top, width: 1, height: 1 }).raw().toBuffer())];
    const [lr, lg, lb] = await pixel(4, 490);
    const [rr, rg, rb] = await pixel(1595, 490);
    expect(lb!).toBeGreaterThan(rb!);
    expect(rg!).toBeGreaterThan(lg! + 60);
    expect(rr!).toBeGreaterThan(lr!);
  });

  it('draws a transparent logo and a favicon as PNG', async () => {
    const logo = await get('logos/apna-bazaar-c2185b.png');
    expect(logo.response.status).toBe(200);
    expect(logo.response.headers.get('content-type')).toBe('image/png');
    expect(await sharp(logo.bytes).metadata()).toMatchObject({ format: 'png', width: 360, height: 96, hasAlpha: true });
    const corner = await sharp(logo.bytes).extract({ left: 355, top: 0, width: 4, height: 4 }).raw().toBuffer();
    expect(corner[3]).toBe(0);
    const favicon = await get('logos/favicon-a-c2185b.png');
    expect(await sharp(favicon.bytes).metadata()).toMatchObject({ format: 'png', width: 64, height: 64 });
  });

  it('answers 304 to a request that already holds the image', async () => {
    const first = await get('demo/watch-111111-1.jpg');
    const etag = first.response.headers.get('etag')!;
    const again = await get('demo/watch-111111-1.jpg', { 'if-none-match': etag });
    expect(again.response.status).toBe(304);
    expect(again.bytes.length).toBe(0);
  });

  it.each([
    'demo/unicorn-1f3a93-1.jpg',
    'demo/tshirt-zzzzzz-1.jpg',
    'demo/tshirt-1f3a93-9.jpg',
    'products/no-such-photo.jpg',
    'demo/tshirt-1f3a93-1-123x456.jpg',
  ])('answers a placeholder picture for %s, which does not exist', async (file) => {
    const { response, bytes } = await get(file);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    expect(response.headers.get('cache-control')).toBe('public, max-age=300');
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 800, height: 800 });
  });

  it('answers the placeholder at the asked size for a missing variant', async () => {
    const { response, bytes } = await get('products/missing-280x280.jpg');
    expect(response.status).toBe(200);
    expect(await sharp(bytes).metadata()).toMatchObject({ width: 280, height: 280 });
  });

  it.each([
    '..%2f..%2fetc%2fpasswd',
    'demo/..%2F..%2Fsecret.jpg',
    '%2fetc%2fpasswd.jpg',
    'demo%5c..%5cx.jpg',
    '.hidden.jpg',
    'demo/x.svg',
    'demo/a%00.jpg',
    '%E0%A4%A.jpg',
  ])('answers 400 with a placeholder picture, never a file, for %s', async (file) => {
    const { response, bytes } = await get(file);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect((await sharp(bytes).metadata()).format).toBe('png');
  });

  it('needs no shop: any host may fetch an image', async () => {
    const response = await platform.app.request('http://images.example/uploads/logos/favicon-k-0f766e.png');
    expect(response.status).toBe(200);
  });
});

describe('the image store with a data directory', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'uploads-test-'));
  });
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('serves an uploaded file as it is, and resizes it for a variant', async () => {
    const photo = await sharp({ create: { width: 640, height: 480, channels: 3, background: '#336699' } })
      .jpeg()
      .toBuffer();
    fs.mkdirSync(path.join(dataDir, 'uploads', 'products'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'products', 'photo.jpg'), photo);
    const store = createImageStore({ dataDir });
    const original = await store.serve('products/photo.jpg');
    expect(original.status).toBe(200);
    expect(original.body!.equals(photo)).toBe(true);
    const variant = await store.serve('products/photo-400x300.jpg');
    expect(await sharp(variant.body!).metadata()).toMatchObject({ width: 400, height: 300 });
    expect(fs.existsSync(path.join(dataDir, 'cache', 'uploads', 'products', 'photo-400x300.jpg'))).toBe(true);
  });

  it('prefers an uploaded file over demo art of the same name', async () => {
    const own = await sharp({ create: { width: 10, height: 10, channels: 3, background: '#000000' } })
      .jpeg()
      .toBuffer();
    fs.mkdirSync(path.join(dataDir, 'uploads', 'demo'), { recursive: true });
    fs.writeFileSync(path.join(dataDir, 'uploads', 'demo', 'shoe-1f3a93-1.jpg'), own);
    const result = await createImageStore({ dataDir }).serve('demo/shoe-1f3a93-1.jpg');
    expect(result.body!.equals(own)).toBe(true);
  });

  it('keeps generated art on disk and serves it from there', async () => {
    const store = createImageStore({ dataDir });
    const first = await store.serve('demo/lamp-0f766e-3.jpg');
    const cached = path.join(dataDir, 'cache', 'uploads', 'demo', 'lamp-0f766e-3.jpg');
    expect(fs.readFileSync(cached).equals(first.body!)).toBe(true);
    const marker = Buffer.from(first.body!);
    marker[marker.length - 3] = marker[marker.length - 3]! ^ 1;
    fs.writeFileSync(cached, marker);
    const second = await createImageStore({ dataDir }).serve('demo/lamp-0f766e-3.jpg');
    expect(second.body!.equals(marker)).toBe(true);
  });

  it('renders an image once for concurrent requests', async () => {
    const store = createImageStore({ dataDir });
    const results = await Promise.all(Array.from({ length: 6 }, () => store.serve('demo/handbag-800020-4-300x300.jpg')));
    expect(results.every((r) => r.status === 200)).toBe(true);
    expect(results.every((r) => r.body === results[0]!.body)).toBe(true);
  });

  it('never reads outside the uploads folder', async () => {
    fs.writeFileSync(path.join(dataDir, 'secret.jpg'), 'not for the web');
    const result = await createImageStore({ dataDir }).serve('..%2Fsecret.jpg');
    expect(result.status).toBe(400);
    expect(result.body!.toString()).not.toContain('not for the web');
  });
});
