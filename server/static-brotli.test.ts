import fs from 'node:fs';
import { Agent, createServer, get as httpGet, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
// @ts-expect-error plain ES module without types, run by server/serve.mjs
import { createStaticBrotli } from './static-brotli.mjs';

const SCRIPT = `console.log(${JSON.stringify('hydrate '.repeat(2000))});`;
let server: Server | undefined;
let staticDir: string;

beforeEach(() => {
  staticDir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-brotli-'));
  fs.mkdirSync(path.join(staticDir, 'chunks'));
  fs.writeFileSync(path.join(staticDir, 'chunks', 'app-1a2b.js'), SCRIPT);
  fs.writeFileSync(path.join(os.tmpdir(), 'secret-outside-static.js'), 'secret');
});
afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

interface StaticBrotli {
  handle(req: IncomingMessage, res: ServerResponse, next: (req: IncomingMessage, res: ServerResponse) => void): void;
  warm(): Promise<void>;
}

/** A real HTTP server whose fallback (Next.js in serve.mjs) answers 'from next'. */
async function serve(assets: StaticBrotli = createStaticBrotli({ staticDir })) {
  server = createServer((req, res) => assets.handle(req, res, (_req, response) => response.end('from next')));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const port = (server!.address() as AddressInfo).port;
  return (urlPath: string, headers: Record<string, string> = {}, method = 'GET') =>
    new Promise<{ status: number; headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
      httpGet({ host: '127.0.0.1', port, path: urlPath, headers, method }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
      }).on('error', reject);
    });
}

describe('brotli build assets', () => {
  it('sends a build asset brotli-compressed, smaller than gzip, and immutable', async () => {
    const get = await serve();
    const answer = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe('br');
    expect(answer.headers['content-type']).toContain('application/javascript');
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
    expect(answer.body.length).toBeLessThan(zlib.gzipSync(SCRIPT, { level: 9 }).length);
  });

  it('sends no Connection or Keep-Alive header to an HTTP/1.1 browser, and the connection stays open', async () => {
    await serve();
    const port = (server!.address() as AddressInfo).port;
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const ask = () =>
      new Promise<{ raw: string[]; reused: boolean }>((resolve, reject) => {
        const request = httpGet(
          { host: '127.0.0.1', port, path: '/_next/static/chunks/app-1a2b.js', headers: { 'accept-encoding': 'br' }, agent },
          (response) => {
            response.resume();
            response.on('end', () => resolve({ raw: response.rawHeaders.map((name) => name.toLowerCase()), reused: request.reusedSocket }));
          },
        );
        request.on('error', reject);
      });
    const first = await ask();
    const second = await ask();
    agent.destroy();
    expect(first.raw).not.toContain('connection');
    expect(first.raw).not.toContain('keep-alive');
    expect(second.reused).toBe(true);
  });

  it('leaves browsers without brotli, other paths and other methods to Next.js', async () => {
    const get = await serve();
    expect((await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'gzip' })).body.toString()).toBe('from next');
    expect((await get('/product/holi-t-shirt', { 'accept-encoding': 'br' })).body.toString()).toBe('from next');
    expect((await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' }, 'DELETE')).body.toString()).toBe('from next');
  });

  it('never reads outside the build folder, and leaves unknown files to Next.js', async () => {
    const get = await serve();
    for (const probe of [
      '/_next/static/../secret-outside-static.js',
      '/_next/static/%2e%2e/secret-outside-static.js',
      '/_next/static/chunks/missing.js',
      '/_next/static/%E0%A4%A.js',
    ]) {
      const answer = await get(probe, { 'accept-encoding': 'br' });
      expect(answer.body.toString()).toBe('from next');
    }
  });

  it('answers HEAD with the headers and no body', async () => {
    const get = await serve();
    const answer = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(answer.status).toBe(200);
    expect(Number(answer.headers['content-length'])).toBeGreaterThan(0);
    expect(answer.body.length).toBe(0);
  });
});

describe('warming the brotli assets', () => {
  it('compresses every asset before it is asked for', async () => {
    const assets = createStaticBrotli({ staticDir }) as StaticBrotli;
    fs.writeFileSync(path.join(staticDir, 'chunks', 'app-1a2b.js'), SCRIPT);
    await assets.warm();
    // Changed on disk after warming: the answer is still the copy compressed while warming.
    fs.writeFileSync(path.join(staticDir, 'chunks', 'app-1a2b.js'), 'changed');
    const get = await serve(assets);
    const answer = await get('/_next/static/chunks/app-1a2b.js', { 'accept-encoding': 'br' });
    expect(zlib.brotliDecompressSync(answer.body).toString()).toBe(SCRIPT);
  });
});
