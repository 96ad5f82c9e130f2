import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type APIRequestContext } from '@playwright/test';
import fc from 'fast-check';
import { CONSOLE_COOKIE } from '@/modules/console/shell/console-cookie-name';
import { TOKEN_COOKIE } from '../../lib/session/cookie-names';

/**
 * Property-based fuzzing of the storefront as it is served: every page and /store/* handler under app/ (found on
 * disk, so a new route is fuzzed from the day it is added), with hostile path segments, query strings, hosts,
 * cookies, headers and bodies, signed in or not. Seeded and bounded (FUZZ_SEED, FUZZ_REQUESTS); no answer may be a
 * 5xx. The platform's own calls are fuzzed in depth by platform/runtime/fuzz.test.ts.
 */
const SEED = Number(process.env.FUZZ_SEED) || 24;
const REQUESTS = Number(process.env.FUZZ_REQUESTS) || 300;

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'requests only: once is enough');
});

interface Route {
  /** Path segments; a dynamic one ('[slug]', '[...path]') is filled in by the fuzz. */
  segments: string[];
  methods: string[];
}

/** Pages and route handlers under app/, as URL paths: the shop's pages without their internal /site/[site] prefix. */
function routesOnDisk(): Route[] {
  const routes: Route[] = [];
  const walk = (dir: string, segments: string[]) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full, [...segments, entry.name]);
      else if (entry.name === 'page.tsx') routes.push({ segments, methods: ['GET', 'GET', 'GET', 'POST', 'HEAD'] });
      else if (entry.name === 'route.ts') {
        const methods = [...fs.readFileSync(full, 'utf8').matchAll(/export (?:const|async function|function) (GET|POST|PUT|PATCH|DELETE)\b/g)].map(
          (m) => m[1]!,
        );
        routes.push({ segments, methods: methods.length ? methods : ['GET'] });
      }
    }
  };
  walk(path.resolve('app'), []);
  return routes.map(({ segments, methods }) => ({ segments: segments[0] === 'site' ? segments.slice(2) : segments, methods }));
}

const NASTY_SEGMENTS = [
  'a'.repeat(201),
  'a'.repeat(2000),
  '%00',
  'a%00b',
  '%zz',
  '%E0%A4',
  '%F0%9F',
  '%2F..%2F..%2Fetc%2Fpasswd',
  '..',
  '%20',
  '%C0%AE',
  '%EF%BF%BF',
  'holi-t-shirt%0A',
  '%F0%9F%99%82',
  '-1',
  '0',
  '99999999999999999999',
  '1e309',
  'NaN',
  '__proto__',
  '%3Cscript%3E',
  'OD%00123',
];
const PLAUSIBLE_SEGMENTS = ['holi-t-shirt', 'shirt', '1', '12', 'saree', 'dry_run', 'apply', '0', 'OD-1'];

/** Text for a query value or a cookie, already percent-encoded where it must be. */
const hostile = fc.oneof(
  fc.constantFrom(...NASTY_SEGMENTS, ...PLAUSIBLE_SEGMENTS, '', '%', '&', '=', '[]', '{}', '"', "'", '\\'),
  fc.string({ unit: 'binary', maxLength: 20 }).map(encodeURIComponent),
  fc.string({ unit: 'binary', maxLength: 20 }).map((text) => encodeURIComponent(text).replace(/%2[0-9A-F]/g, '%')),
);
const QUERY_KEYS = [
  'q',
  'page',
  'sort',
  'price',
  'cat',
  'next',
  'token',
  'id',
  'number',
  'order_id',
  'status',
  'from',
  'to',
  'view',
  '_rsc',
  '__proto__',
];
const queryString = fc
  .array(fc.tuple(fc.constantFrom(...QUERY_KEYS), hostile), { maxLength: 4 })
  .map((pairs) => (pairs.length ? `?${pairs.map(([key, value]) => `${key}=${value}`).join('&')}` : ''));

const CONTENT_TYPES = [
  'application/json',
  'application/json',
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'application/x-www-form-urlencoded',
  'text/plain;charset=UTF-8',
  'text/x-component',
  '',
];
const BODIES = [
  '{}',
  '{',
  'null',
  '[]',
  '"x"',
  '{"firstname":"a\\u0000","email":"x@example.com","prod_id":1,"unit":1,"cart_size":"M\\u0000"}',
  '[{"prod_id":"1","unit":{"toString":0}}]',
  '{"lines":[{"productId":"1","units":{"toString":0},"size":"M\\u0000"}]}',
  `${'['.repeat(3000)}${']'.repeat(3000)}`,
  '------fuzz\r\nContent-Disposition: form-data; name="1_$ACTION_ID_x"\r\n\r\n\r\n------fuzz--\r\n',
  '------fuzz\r\nContent-Disposition: form-data; name="file"\r\n\r\nunterminated',
  'a=%zz&b=%00&=',
  '\u0000\u0001',
];

/** Headers of Next.js's own client, and of proxies, with values no client of ours sends; one at a time, now and then. */
const ODD_HEADERS: [string, string][] = [
  ['next-action', 'x'],
  ['next-action', '0'.repeat(42)],
  ['next-action', `7f${'a'.repeat(40)}`],
  ['rsc', '1'],
  ['next-router-state-tree', '%5B%22'],
  ['next-router-state-tree', '%zz'],
  ['next-router-prefetch', '1'],
  ['next-router-segment-prefetch', '/_tree'],
  ['x-forwarded-host', 'no-shop.example'],
  ['x-forwarded-host', 'shop2.localhost'],
  ['x-forwarded-host', 'a'.repeat(300)],
  ['x-forwarded-proto', 'gopher'],
  ['x-forwarded-for', 'not-an-address'],
  ['accept-language', '*;q=abc'],
  ['accept-encoding', 'br;q=x, gzip;q=-1'],
  ['range', 'bytes=99999999-'],
  ['if-none-match', 'W/"x", "'],
];

interface FuzzRequest {
  route: Route;
  fill: string[];
  method: string;
  query: string;
  host: 'shop' | 'other-shop' | 'no-shop' | 'garbage';
  session: 'none' | 'shopper' | 'console' | 'garbage';
  cookieText: string;
  contentType: string;
  body: string;
  extra: Record<string, string>;
}

const ROUTES = routesOnDisk();

const fuzzRequest: fc.Arbitrary<FuzzRequest> = fc.constantFrom(...ROUTES).chain((route) =>
  fc.record({
    route: fc.constant(route),
    fill: fc.array(fc.oneof({ weight: 1, arbitrary: fc.constantFrom(...PLAUSIBLE_SEGMENTS) }, { weight: 2, arbitrary: hostile }), {
      minLength: 4,
      maxLength: 4,
    }),
    method: fc.constantFrom(...route.methods),
    query: queryString,
    host: fc.constantFrom('shop', 'shop', 'shop', 'shop', 'other-shop', 'no-shop', 'garbage'),
    session: fc.constantFrom('none', 'shopper', 'shopper', 'console', 'console', 'garbage'),
    cookieText: hostile,
    contentType: fc.constantFrom(...CONTENT_TYPES),
    body: fc.constantFrom(...BODIES),
    extra: fc.oneof(
      { weight: 3, arbitrary: fc.constant({}) },
      { weight: 1, arbitrary: fc.constantFrom(...ODD_HEADERS).map(([name, value]) => ({ [name]: value })) },
    ),
  }),
);

/** The URL path of a request: each dynamic segment filled in with a hostile or plausible one. */
function urlPath({ route, fill }: FuzzRequest): string {
  let next = 0;
  const segments = route.segments.map((segment) => (segment.startsWith('[') ? fill[next++ % fill.length]! : segment));
  return `/${segments.join('/')}`;
}

test('the storefront answers hostile requests to every route without a 5xx', async ({ request, baseURL }) => {
  test.setTimeout(120_000);
  const origin = new URL(baseURL!);
  const hosts = { shop: origin.host, 'other-shop': `shop2.localhost:${origin.port}`, 'no-shop': 'no-shop.example', garbage: `[x]:${origin.port}` };
  const sessions = await signIn(request);
  const failures: string[] = [];
  const answered = new Set<string>();
  const samples = fc.sample(fuzzRequest, { seed: SEED, numRuns: REQUESTS });
  for (const sample of samples) {
    const target = `${urlPath(sample)}${sample.query}`;
    const cookie = {
      none: '',
      shopper: `${TOKEN_COOKIE}=${sessions.shopper}`,
      console: `${CONSOLE_COOKIE}=${sessions.console}`,
      garbage: `${TOKEN_COOKIE}=${sample.cookieText}; ${CONSOLE_COOKIE}=${sample.cookieText}`,
    }[sample.session];
    const headers: Record<string, string> = { ...sample.extra, host: hosts[sample.host] };
    if (cookie) headers.cookie = `${cookie}; ${sample.cookieText}=${sample.cookieText}`;
    const hasBody = sample.method !== 'GET' && sample.method !== 'HEAD';
    if (hasBody && sample.contentType) headers['content-type'] = sample.contentType;
    const response = await request
      .fetch(`${origin.origin}${target}`, {
        method: sample.method,
        headers,
        data: hasBody ? sample.body : undefined,
        maxRedirects: 0,
        timeout: 30_000,
      })
      .catch((error: Error) => ({ status: () => 0, text: async () => error.message }));
    if (response.status() < 300) answered.add(sample.route.segments.join('/'));
    if (response.status() >= 500 || response.status() === 0) {
      failures.push(
        `${response.status()} ${sample.method} ${target} host=${headers.host} session=${sample.session} type=${headers['content-type'] ?? ''} extra=${JSON.stringify(sample.extra)}: ${(await response.text()).slice(0, 160)}`,
      );
    }
  }
  expect(failures, `${failures.length} of ${samples.length} requests answered 5xx (seed ${SEED})`).toEqual([]);
  // Hostile as they are, the requests reach pages and handlers that answer them, not only refusals and redirects.
  expect(answered.size, [...answered].join(', ')).toBeGreaterThanOrEqual(ROUTES.length / 3);
});

/**
 * Sessions made through the platform's calls on the shop's origin: a shopper of the fuzz's own (whatever it does to
 * a cart or addresses touches no other journey's shopper) and the shop's owner (whose console writes need Server
 * Actions the fuzz cannot name).
 */
async function signIn(request: APIRequestContext): Promise<{ shopper: string; console: string }> {
  const unique = `${Date.now()}`.slice(-9);
  const shopper = { firstname: 'Fuzz', lastname: 'Tester', email: `fuzz.${unique}@example.com`, mobileno: `9${unique}`, password: 'Fuzz@2024' };
  expect((await request.post('/api/insert_customer', { data: shopper })).status()).toBe(200);
  const token = await request.post('/token', { form: { username: shopper.email, password: shopper.password, grant_type: 'password' } });
  expect(token.status()).toBe(200);
  const console = await request.post('/api/console/sign_in', { data: { email: 'owner@example.com', password: 'Owner@2024' } });
  expect(console.status()).toBe(200);
  return { shopper: (await token.json()).access_token, console: (await console.json()).token };
}
