import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { freshPostgresSchema, startStorefront, type PostgresSchema, type RunningProcess } from './storefront-processes';

/**
 * The README's nginx recipe, docs/nginx.conf itself, in front of two storefront processes on one PostgreSQL database:
 * TLS ends at nginx, both processes serve, the shop is chosen by its host, absolute URLs and cookies say https,
 * the app's own compression passes through, and plain HTTP is sent to HTTPS.
 */

const HTTPS_PORT = 3750;
const HTTP_PORT = 3751;
const UPSTREAM_PORTS = [3752, 3753];
const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((file) => fs.existsSync(file));

test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.use({ ignoreHTTPSErrors: true });

let schema: PostgresSchema | undefined;
const storefronts: RunningProcess[] = [];
let nginx: ChildProcess | undefined;
let nginxOutput = '';

test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'desktop', 'process journeys run once'));

test.afterEach(async () => {
  nginx?.kill('SIGQUIT');
  for (const process of storefronts.splice(0)) await process.stop('SIGKILL');
  await schema?.drop();
});

/** docs/nginx.conf with this test's ports, host names and a fresh self-signed certificate. */
function nginxConfig(dir: string): string {
  const cert = path.join(dir, 'cert.pem');
  const key = path.join(dir, 'key.pem');
  execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=localhost', '-keyout', key, '-out', cert], {
    stdio: 'ignore',
  });
  let recipe = fs.readFileSync('docs/nginx.conf', 'utf8');
  const upstreams = recipe.match(/^\s*server 127\.0\.0\.1:\d+.*$/gm) ?? [];
  expect(upstreams, 'the recipe lists two storefront processes').toHaveLength(2);
  upstreams.forEach((line, index) => (recipe = recipe.replace(line, line.replace(/:\d+/, `:${UPSTREAM_PORTS[index]}`))));
  recipe = recipe
    .replaceAll('listen 443 ', `listen ${HTTPS_PORT} `)
    .replaceAll('listen 80;', `listen ${HTTP_PORT};`)
    .replaceAll('shop.example.in www.shop.example.in', 'localhost shop2.localhost')
    .replaceAll('/etc/ssl/shop/fullchain.pem', cert)
    .replaceAll('/etc/ssl/shop/privkey.pem', key);
  const main = `
pid ${dir}/nginx.pid;
error_log stderr warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${dir}/body;
  proxy_temp_path ${dir}/proxy;
  fastcgi_temp_path ${dir}/fastcgi;
  uwsgi_temp_path ${dir}/uwsgi;
  scgi_temp_path ${dir}/scgi;
  ${recipe}
}`;
  const file = path.join(dir, 'nginx.conf');
  fs.writeFileSync(file, main);
  return file;
}

async function startNginx(config: string, dir: string) {
  execFileSync(NGINX!, ['-t', '-p', dir, '-c', config], { stdio: 'pipe' });
  nginx = spawn(NGINX!, ['-p', dir, '-c', config, '-g', 'daemon off; user root;'], { stdio: ['ignore', 'pipe', 'pipe'] });
  nginx.stderr!.on('data', (chunk: Buffer) => (nginxOutput += chunk.toString()));
  await expect
    .poll(() =>
      fetch(`http://127.0.0.1:${HTTP_PORT}/`, { redirect: 'manual' }).then(
        (response) => response.status,
        () => 0,
      ),
    )
    .toBe(301);
}

test('docs/nginx.conf in front of two storefronts: TLS, the shop by host, https links and Secure cookies, both processes serving', async ({
  page,
  request,
}) => {
  expect(NGINX, 'nginx is installed (.ci/run installs Debian’s nginx-light)').toBeTruthy();
  schema = await freshPostgresSchema('nginx');
  // As the README says for shops behind TLS: absolute URLs say https even for the localhost names used here.
  const env = { ...schema.env, SEED_DEMO: 'true', DEMO_PRODUCTS: '60', ACCESS_LOG: '1', PUBLIC_URL_SCHEME: 'https' };
  // The first migrates and seeds; the second opens a migrated database.
  for (const port of UPSTREAM_PORTS) storefronts.push(await startStorefront(port, env));
  for (const shop of storefronts) {
    await expect.poll(async () => (await request.get(`${shop.url}/readyz`)).status(), { timeout: 60_000 }).toBe(200);
  }

  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-e2e-'));
  await startNginx(nginxConfig(dir), dir);

  // Plain HTTP goes to HTTPS.
  const plain = await request.get(`http://127.0.0.1:${HTTP_PORT}/product/holi-t-shirt`, { maxRedirects: 0, headers: { host: 'localhost' } });
  expect(plain.status()).toBe(301);
  expect(plain.headers()['location']).toBe('https://localhost/product/holi-t-shirt');

  // Each shop answers on its own host, with https in its absolute URLs.
  const origin = `https://localhost:${HTTPS_PORT}`;
  await page.goto(`${origin}/`);
  await expect(page).toHaveTitle(/localhost/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`^${origin}/?$`));
  await page.goto(`https://shop2.localhost:${HTTPS_PORT}/`);
  await expect(page.getByText('Kesari Mart').first()).toBeVisible();

  // The page arrives compressed by the storefront (brotli), passed through untouched.
  const home = await request.get(`${origin}/`, { headers: { 'accept-encoding': 'br, gzip' } });
  expect(home.status()).toBe(200);
  expect(home.headers()['content-encoding']).toBe('br');
  // Browsers keep to https for a year once they have seen it there: once, from nginx (the storefront's copy is hidden).
  expect(home.headers()['strict-transport-security']).toBe('max-age=31536000');
  expect(home.headersArray().filter(({ name }) => name.toLowerCase() === 'strict-transport-security')).toHaveLength(1);
  expect(plain.headers()['strict-transport-security']).toBeUndefined();

  // Signing in through nginx: the storefront's cross-site check accepts the https origin, and the token cookie is
  // Secure and httpOnly.
  await page.goto(`${origin}/login`);
  const signIn = await page.request.post(`${origin}/store/session`, {
    headers: { origin },
    data: { username: 'priya@example.com', password: 'Priya@2024' },
  });
  expect(signIn.status(), await signIn.text()).toBe(200);
  const token = (await page.context().cookies(origin)).find((cookie) => cookie.name === 'user_token');
  expect(token?.secure).toBe(true);
  expect(token?.httpOnly).toBe(true);
  await page.goto(`${origin}/your-orders`);
  await expect(page).toHaveURL(`${origin}/your-orders`);

  // The health probes answer the load balancer on loopback.
  expect((await request.get(`${origin}/readyz`)).status()).toBe(200);

  // Both processes served shoppers' requests.
  for (const shop of storefronts) {
    await expect
      .poll(
        () =>
          shop
            .output()
            .split('\n')
            .filter((line) => /^GET \/\S* 200 \d+ms host=(shop2\.)?localhost:3750$/.test(line)).length,
      )
      .toBeGreaterThan(0);
  }
  expect(nginxOutput).not.toMatch(/\[(error|crit|alert|emerg)\]/);
});
