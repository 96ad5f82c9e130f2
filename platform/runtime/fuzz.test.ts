import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type Call } from '../contract/calls';
import { anyText, hostileText, shapedLike } from '../testing/hostile-values';
import { createTestPlatform, OPERATOR, OWNER1, OWNER2, SHOP1, SHOP2, SHOPPER1, SHOPPER2, type TestPlatform } from '../testing/test-platform';

/**
 * Property-based fuzzing of every call of the contract (platform/contract/calls.ts) on the platform's app, in process:
 * requests shaped by the call's own zod schema with hostile or wrong-typed values, garbage bodies and content types,
 * broken percent-escapes, foreign and garbage tokens, cookies and hosts. Whatever comes in, the answer is never a
 * 5xx. Seeded and bounded (FUZZ_SEED and FUZZ_RUNS change both, for a longer hunt on one's own machine).
 */
const SEED = Number(process.env.FUZZ_SEED) || 24;
const RUNS = Number(process.env.FUZZ_RUNS) || 400;
const ADMIN_KEY = 'test-admin-key';

/** Calls whose valid credential the fuzz never uses: signing out would end the session the other runs use, and the change stream never ends. */
const NO_VALID_CREDENTIAL = new Set(['logout', 'consoleSignOut', 'changes']);

type Credential = { kind: 'valid' | 'operator' | 'foreign' | 'none' } | { kind: 'garbage'; value: string };

interface FuzzRequest {
  name: string;
  host: string;
  query: string;
  credential: Credential;
  body: string | Uint8Array | undefined;
  contentType: string | undefined;
  headers: Record<string, string>;
}

const CONTENT_TYPES = [
  'multipart/form-data',
  'multipart/form-data; boundary=----fuzz',
  'text/plain',
  'application/x-www-form-urlencoded',
  'application/json; charset=utf-16',
  'text/csv',
  'image/png',
  'application/octet-stream',
  '',
  'x/ÿ',
];

const GARBAGE_BODIES = [
  '{',
  '[',
  'null',
  '"x"',
  '{"a":',
  '\u0000',
  `${'['.repeat(5000)}${']'.repeat(5000)}`,
  '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\n\r\nASIN,Name\r\n',
  '------fuzz\r\nContent-Disposition: form-data; name="file"; filename="a.csv"\r\nContent-Type: text/csv\r\n\r\nASIN,Name\r\n\u0000,"x\r\n------fuzz--\r\n',
  'ASIN,Name,Price\r\nX\u0000,"unterminated,1\r\n',
  '%zz=%E0%A4&=&&a=%00',
];

const HOSTS = [
  SHOP1,
  SHOP1,
  SHOP1,
  SHOP1,
  SHOP1,
  SHOP1,
  SHOP2,
  'unknown.example',
  'LOCALHOST:3000',
  '[::1]',
  'localhost.',
  'a'.repeat(300),
  'xn--',
  '%00',
];

/** What a header can carry on the wire: no NUL, CR or LF, nothing past Latin-1, no surrounding spaces. */
const headerSafe = (text: string) => text.replace(/[^\t\x20-\x7e\x80-\xff]/g, '').trim();

const garbageBody: fc.Arbitrary<string | Uint8Array> = fc.oneof(fc.constantFrom(...GARBAGE_BODIES), hostileText, fc.uint8Array({ maxLength: 600 }));

/** The call's request values as a query string, sometimes with broken escapes after them. */
function queryOf(value: unknown, tail: string): string {
  const params = new URLSearchParams();
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    for (const [key, field] of Object.entries(value)) {
      for (const item of Array.isArray(field) ? field : [field])
        if (item !== undefined) params.append(key, typeof item === 'object' ? JSON.stringify(item) : String(item));
    }
  }
  const text = `${params}${tail}`;
  return text ? `?${text}` : '';
}

function bodyOf(call: Call): fc.Arbitrary<string | Uint8Array | undefined> {
  const shaped = call.request ? shapedLike(call.request) : fc.constant({});
  switch (call.body) {
    case 'json':
      return fc.oneof({ weight: 6, arbitrary: shaped.map((value) => JSON.stringify(value) ?? '') }, { weight: 1, arbitrary: garbageBody });
    case 'form':
      return fc.oneof({ weight: 6, arbitrary: shaped.map((value) => queryOf(value, '').slice(1)) }, { weight: 1, arbitrary: garbageBody });
    case 'raw':
      return garbageBody;
    default:
      return fc.option(garbageBody, { nil: undefined, freq: 3 });
  }
}

const NATURAL_TYPE: Record<Call['body'], string | undefined> = {
  json: 'application/json',
  form: 'application/x-www-form-urlencoded',
  raw: 'text/csv',
  none: undefined,
};

function requestFor(name: string, call: Call): fc.Arbitrary<FuzzRequest> {
  const takesQuery = call.body === 'none' || call.method === 'GET';
  const tail = fc.oneof(
    { weight: 4, arbitrary: fc.constant('') },
    { weight: 1, arbitrary: fc.constantFrom('&%zz=%E0%A4', '&%00=%00', '&a[]=1&a[]=2', '&&=&', '&q=%F0%9F') },
  );
  const query =
    takesQuery && call.request
      ? fc.tuple(shapedLike(call.request), tail).map(([value, rest]) => queryOf(value, rest))
      : tail.map((rest) => queryOf({}, rest));
  const credential: fc.Arbitrary<Credential> = fc.oneof(
    { weight: NO_VALID_CREDENTIAL.has(name) || call.auth === 'none' ? 0 : 4, arbitrary: fc.constant({ kind: 'valid' as const }) },
    { weight: NO_VALID_CREDENTIAL.has(name) || call.auth !== 'console' ? 0 : 3, arbitrary: fc.constant({ kind: 'operator' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'foreign' as const }) },
    { weight: 1, arbitrary: fc.constant({ kind: 'none' as const }) },
    { weight: 1, arbitrary: anyText.map((value) => ({ kind: 'garbage' as const, value })) },
  );
  const contentType = fc.oneof(
    { weight: 6, arbitrary: fc.constant(NATURAL_TYPE[call.body]) },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES) },
  );
  const headers = fc.record(
    {
      cookie: anyText.map((text) => `token=${text}; ${text}=${text}`),
      'x-forwarded-for': fc.oneof(anyText, fc.constantFrom('1.2.3.4, 5.6.7.8', '::ffff:10.0.0.1', 'unknown')),
      'x-forwarded-host': fc.constantFrom(...HOSTS),
      'idempotency-key': anyText,
      'x-razorpay-signature': anyText,
    },
    { requiredKeys: [] },
  );
  return fc.record({
    name: fc.constant(name),
    host: fc.constantFrom(...HOSTS),
    query,
    credential,
    body: bodyOf(call),
    contentType,
    headers: headers.map((values) => Object.fromEntries(Object.entries(values).map(([key, value]) => [key, headerSafe(value)]))),
  });
}

const ENTRIES = Object.entries(calls) as [string, Call][];
const anyRequest = fc.constantFrom(...ENTRIES).chain(([name, call]) => requestFor(name, call));

describe('fuzzing every call of the contract', () => {
  let platform: TestPlatform;
  const sessions = { shopper: '', otherShopper: '', console: '', operator: '', otherConsole: '' };

  beforeAll(async () => {
    platform = await createTestPlatform();
    sessions.shopper = await platform.signIn(SHOPPER1.email, SHOPPER1.password);
    sessions.otherShopper = await platform.signIn(SHOPPER2.email, SHOPPER2.password, SHOP2);
    sessions.console = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    sessions.operator = await platform.consoleSignIn(OPERATOR.email, OPERATOR.password);
    sessions.otherConsole = await platform.consoleSignIn(OWNER2.email, OWNER2.password, SHOP2);
  });
  afterAll(() => platform.close());

  function credentialHeaders(call: Call, credential: Credential): Record<string, string> {
    if (credential.kind === 'none') return {};
    const garbage = credential.kind === 'garbage' ? headerSafe(credential.value) : '';
    if (call.auth === 'admin') return { 'x-admin-key': credential.kind === 'valid' ? ADMIN_KEY : garbage || 'wrong-key' };
    const token = {
      valid: call.auth === 'console' ? sessions.console : sessions.shopper,
      operator: sessions.operator,
      foreign: call.auth === 'console' ? sessions.otherConsole : sessions.otherShopper,
      garbage,
    }[credential.kind];
    return { authorization: `Bearer ${token}` };
  }

  async function send(request: FuzzRequest): Promise<{ status: number; text: string }> {
    const call = calls[request.name as keyof typeof calls] as Call;
    const headers: Record<string, string> = { ...request.headers, host: request.host, ...credentialHeaders(call, request.credential) };
    if (request.contentType !== undefined) headers['content-type'] = request.contentType;
    const body =
      call.method === 'GET' || request.body === undefined
        ? undefined
        : typeof request.body === 'string'
          ? request.body
          : new Uint8Array(request.body);
    const response = await platform.app.request(`http://localhost${call.path}${request.query}`, { method: call.method, headers, body });
    return { status: response.status, text: await response.text() };
  }

  it(`answers ${RUNS} hostile requests over every call without a 5xx`, async () => {
    const answered = new Set<string>();
    await fc.assert(
      fc.asyncProperty(anyRequest, async (request) => {
        const { status, text } = await send(request);
        if (status >= 500) throw new Error(`${status} from ${request.name}: ${text.slice(0, 300)}`);
        if (status < 300) answered.add(request.name);
      }),
      { seed: SEED, numRuns: RUNS },
    );
    // The fuzz gets past the checks, to the services and the database, on many calls, not only to their refusals.
    expect(answered.size, [...answered].join(', ')).toBeGreaterThanOrEqual(ENTRIES.length / 5);
  }, 120_000);
});
