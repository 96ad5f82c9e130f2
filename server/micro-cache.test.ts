import { createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import zlib from 'node:zlib';
import { afterEach, describe, expect, it, vi } from 'vitest';
// @ts-expect-error plain ES module without types, run by server/serve.mjs
import { createMicroCache } from './micro-cache.mjs';

interface MicroCache {
  handle(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void): void;
  clear(): void;
  expire(touches: (host: string, path: string) => boolean): void;
  size(): number;
}

let server: Server | undefined;
afterEach(() => {
  vi.useRealTimers();
  return new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
});

/**
 * A real HTTP server whose pages say how many times the stand-in for Next.js rendered them. With `held`, a render
 * writes its first half and waits for `finishRenders()`, so a test decides what happens while a render is in flight.
 */
async function serve(ttlMs: number, respond?: (res: ServerResponse) => void, { held = false } = {}) {
  const cache = createMicroCache({ ttlMs }) as MicroCache;
  let renders = 0;
  let arrived = 0;
  let pending: (() => void)[] = [];
  const askedEncodings: string[] = [];
  server = createServer((req, res) => {
    arrived++;
    cache.handle(req, res, (_req, response) => {
      const render = ++renders;
      askedEncodings.push(String(_req.headers['accept-encoding']));
      if (respond) return respond(response);
      response.setHeader('content-type', 'text/html');
      response.write(`<p>render ${render} of `);
      const finish = () => response.end(`${_req.headers.host} ${_req.url}</p>`);
      if (held) pending.push(finish);
      else finish();
    });
  });
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server!.address() as AddressInfo).port;
  // node:http rather than fetch, which will not send a Host header of the caller's choosing.
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; body: string; hit: boolean }>((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8').on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body, hit: response.headers['x-micro-cache'] === 'HIT' }));
      }).on('error', reject);
    });
  const getRaw = (path: string, headers: Record<string, string>) =>
    new Promise<{ body: Buffer; headers: IncomingMessage['headers']; rawHeaders: string[] }>((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path, headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ body: Buffer.concat(chunks), headers: response.headers, rawHeaders: response.rawHeaders }));
      }).on('error', reject);
    });
  const finishRenders = () => {
    const finishing = pending;
    pending = [];
    for (const finish of finishing) finish();
  };
  return { cache, get, getRaw, port, renders: () => renders, arrived: () => arrived, finishRenders, askedEncodings };
}

/** Waits, without a fixed sleep, until the server has seen what the test needs (a loaded machine is slow). */
async function until(condition: () => boolean) {
  while (!condition()) await new Promise((resolve) => setTimeout(resolve, 2));
}

describe('page micro-cache', () => {
  it('answers a repeated catalogue page from the cache, byte for byte, until it is cleared', async () => {
    const { cache, get, port } = await serve(5000);
    const first = await get('/product/holi-t-shirt');
    const second = await get('/product/holi-t-shirt');
    expect(first).toEqual({ status: 200, body: `<p>render 1 of 127.0.0.1:${port} /product/holi-t-shirt</p>`, hit: false });
    expect(second).toEqual({ ...first, hit: true });
    cache.clear();
    expect((await get('/product/holi-t-shirt')).body).toContain('render 2');
  });

  it('expires only the pages a change touches, by host and path', async () => {
    const { cache, get } = await serve(5000);
    await get('/product/holi-t-shirt?colour=red');
    await get('/product/other-shirt');
    await get('/', { host: 'shop2.localhost:3000' });
    cache.expire((host: string, path: string) => path === '/product/holi-t-shirt' || host === 'shop2.localhost:3000');
    expect((await get('/product/holi-t-shirt?colour=red')).hit).toBe(false);
    expect((await get('/', { host: 'shop2.localhost:3000' })).hit).toBe(false);
    expect((await get('/product/other-shirt')).hit).toBe(true);
  });

  it('keeps Hindi pages (/hi/…) apart from English ones, and lets a shopper who chose Hindi reach Next on English pages', async () => {
    const { get } = await serve(5000);
    await get('/hi/product/holi-t-shirt');
    expect((await get('/hi/product/holi-t-shirt')).hit).toBe(true);
    expect((await get('/product/holi-t-shirt')).body).toContain('render 2');
    expect((await get('/hi')).hit).toBe(false);
    expect((await get('/hi')).hit).toBe(true);
    // next.config.mjs sends such a shopper to the Hindi page; a cached English page must not answer instead.
    expect((await get('/product/holi-t-shirt', { cookie: 'a=1; lang=hi' })).hit).toBe(false);
    expect((await get('/product/holi-t-shirt', { cookie: 'lang=en' })).hit).toBe(true);
  });

  it('keeps the home of a shopper who chose English (lang=en) apart from everyone else’s `/`, and expires both with the shop', async () => {
    const { cache, get } = await serve(5000);
    expect((await get('/')).body).toContain('render 1');
    // next.config.mjs rewrites this request to the 'en~' segment: on a shop whose language is Hindi, another page.
    expect((await get('/', { cookie: 'lang=en' })).body).toContain('render 2');
    expect((await get('/', { cookie: 'a=1; lang=en' })).body).toContain('render 2');
    expect((await get('/')).body).toContain('render 1');
    expect((await get('/', { cookie: 'language=en' })).body).toContain('render 1');
    // Only the home: other pages are the same whatever English the shopper chose.
    await get('/products-section2/101');
    expect((await get('/products-section2/101', { cookie: 'lang=en' })).hit).toBe(true);
    cache.expire((host: string) => host === '127.0.0.1' || host.startsWith('127.0.0.1:'));
    expect((await get('/', { cookie: 'lang=en' })).hit).toBe(false);
    expect((await get('/')).hit).toBe(false);
  });

  it('keeps a redirect a catalogue page answers for anyone (a Hindi shop’s `/` → /hi), and expires it with the shop', async () => {
    let language = 'hi';
    const { cache, get, getRaw, renders } = await serve(5000, (res) => {
      // As Next.js answers a redirect it has just rendered: its Location twice.
      if (language === 'hi') {
        res.statusCode = 307;
        res.appendHeader('location', '/hi').appendHeader('location', '/hi');
        res.end('/hi');
      } else res.end('English home');
    });
    const first = await getRaw('/', {});
    expect(first.rawHeaders.filter((name) => name.toLowerCase() === 'location')).toHaveLength(1);
    expect(first.headers.location).toBe('/hi');
    const again = await get('/');
    expect(again).toMatchObject({ status: 307, hit: true });
    expect(renders()).toBe(1);
    language = 'en';
    cache.expire(() => true);
    expect(await get('/')).toEqual({ status: 200, body: 'English home', hit: false });
  });

  it('keeps each shop and each URL apart', async () => {
    const { get } = await serve(5000);
    await get('/Product-Serach/kurta');
    expect((await get('/Product-Serach/kurta', { host: 'shop2.localhost' })).body).toContain('render 2 of shop2.localhost');
    expect((await get('/Product-Serach/kurta?page=2')).body).toContain('render 3');
  });

  it('lets account, cart and client-navigation requests through to Next.js every time', async () => {
    const { get } = await serve(5000);
    for (const path of ['/cart', '/your-orders', '/store/cart', '/api/GetResellerLogo']) {
      await get(path);
      expect((await get(path)).hit).toBe(false);
    }
    await get('/product/holi-t-shirt', { rsc: '1' });
    expect((await get('/product/holi-t-shirt', { rsc: '1' })).hit).toBe(false);
    expect((await get('/product/holi-t-shirt?_rsc=abc')).hit).toBe(false);
  });

  it('never keeps an error or an answer that sets a cookie', async () => {
    let status = 500;
    const { get } = await serve(5000, (res) => {
      res.statusCode = status;
      if (status === 200) res.setHeader('set-cookie', 'user_token=x');
      res.end('answer');
    });
    await get('/');
    expect((await get('/')).hit).toBe(false);
    status = 200;
    await get('/');
    expect((await get('/')).hit).toBe(false);
  });

  it('expires a page after its time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { get } = await serve(30);
    await get('/');
    expect((await get('/')).hit).toBe(true);
    vi.setSystemTime(Date.now() + 31);
    expect((await get('/')).body).toContain('render 2');
  });

  it('renders a page once for many requests arriving together, and serves the expired copy while it renders again', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { get, renders, arrived, finishRenders } = await serve(40, undefined, { held: true });
    const together = Promise.all(Array.from({ length: 10 }, () => get('/products-section2/101')));
    await until(() => arrived() === 10);
    finishRenders();
    expect(renders()).toBe(1);
    expect(new Set((await together).map((answer) => answer.body)).size).toBe(1);
    vi.setSystemTime(Date.now() + 41);
    const afterExpiry = Promise.all(Array.from({ length: 5 }, () => get('/products-section2/101')));
    await until(() => arrived() === 15);
    finishRenders();
    expect(renders()).toBe(2);
    const bodies = (await afterExpiry).map((answer) => answer.body);
    expect(bodies.filter((body) => body.includes('render 1')).length).toBe(4);
    expect(bodies.filter((body) => body.includes('render 2')).length).toBe(1);
  });

  it('does not keep a page whose render began before the cache was cleared', async () => {
    const { cache, get, renders, finishRenders } = await serve(5000, undefined, { held: true });
    const before = get('/');
    await until(() => renders() === 1);
    cache.clear();
    finishRenders();
    expect((await before).body).toContain('render 1');
    const after = get('/');
    await until(() => renders() === 2);
    finishRenders();
    expect((await after).body).toContain('render 2');
  });

  it('asks Next.js for the plain page and sends it brotli- or gzip-compressed, as each client accepts', async () => {
    const { getRaw, port, renders, askedEncodings } = await serve(5000);
    const page = `<p>render 1 of 127.0.0.1:${port} /products-section2/101</p>`;
    const browser = await getRaw('/products-section2/101', { 'accept-encoding': 'gzip, deflate, br' });
    expect(browser.headers['content-encoding']).toBe('br');
    expect(browser.headers.vary).toContain('Accept-Encoding');
    expect(zlib.brotliDecompressSync(browser.body).toString()).toBe(page);
    const gzipOnly = await getRaw('/products-section2/101', { 'accept-encoding': 'gzip' });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzipOnly.body).toString()).toBe(page);
    const plain = await getRaw('/products-section2/101', {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(page);
    expect(renders()).toBe(1);
    expect(askedEncodings).toEqual(['identity']);
  });

  it('sends a page asked for again at brotli’s best compression, made after the first answer', async () => {
    const page = catalogueLikePage();
    const { get, getRaw } = await serve(5000, (res) => res.end(page));
    const first = await getRaw('/products-section2/101', { 'accept-encoding': 'br' });
    await get('/products-section2/101'); // asked for again: the best compression is made in the background
    const best = await untilSmaller('/products-section2/101', first.body.length, getRaw);
    expect(zlib.brotliDecompressSync(first.body).toString()).toBe(page);
    expect(zlib.brotliDecompressSync(best.body).toString()).toBe(page);
    expect(best.body.length).toBeLessThan(first.body.length * 0.9);
  });

  it('keeps the best compression for a re-render that comes out the same, and drops it when the page changes', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let page = catalogueLikePage();
    const { get, getRaw, renders } = await serve(30, (res) => res.end(page));
    const first = await getRaw('/', { 'accept-encoding': 'br' });
    await get('/');
    const best = await untilSmaller('/', first.body.length, getRaw);
    vi.setSystemTime(Date.now() + 31);
    const unchanged = await getRaw('/', { 'accept-encoding': 'br' });
    expect(renders()).toBe(2);
    expect(unchanged.headers['x-micro-cache']).toBe('MISS');
    expect(unchanged.body.equals(best.body)).toBe(true);
    page = catalogueLikePage(8);
    vi.setSystemTime(Date.now() + 31);
    const changed = await getRaw('/', { 'accept-encoding': 'br' });
    expect(renders()).toBe(3);
    expect(zlib.brotliDecompressSync(changed.body).toString()).toBe(page);
  });
});

/** HTML that compresses like a catalogue page (varied names, links and prices), about 60 KB. */
function catalogueLikePage(seed = 7) {
  let html = '<ul>';
  let x = seed;
  for (let i = 0; i < 600; i++) {
    x = (x * 1103515245 + 12345) % 2147483648;
    html += `<li class="card"><a href="/product/item-${x % 99991}">Item ${x % 7919} in colour ${x % 13}</a><span>₹${x % 4999}</span></li>`;
  }
  return `${html}</ul>`;
}

/** Asks for the page until its brotli body is smaller than `bytes` (the background compression has finished). */
async function untilSmaller(
  path: string,
  bytes: number,
  getRaw: (path: string, headers: Record<string, string>) => Promise<{ body: Buffer; headers: IncomingMessage['headers'] }>,
) {
  for (;;) {
    const answer = await getRaw(path, { 'accept-encoding': 'br' });
    if (answer.body.length < bytes) return answer;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}
