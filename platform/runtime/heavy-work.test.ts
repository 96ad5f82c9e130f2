import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogueProductAnswer } from '../catalogue/contract/console-catalogue';
import { csvImportAnswer } from '../catalogue/contract/console-catalogue-csv';
import { csvText, generatedRecords, somePlace, type CsvPlace } from '../testing/catalogue-csv-kit';
import { createTestPlatform, OPERATOR, OWNER1, type TestPlatform } from '../testing/test-platform';
import { offThreadProcesses } from '../shared/workers/off-thread';

/** An SVG of exactly `elements` elements: the <svg> and rectangles in rows. */
const svgOf = (elements: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="${Math.ceil(elements / 500) + 1}">` +
      Array.from({ length: elements - 1 }, (_, i) => `<rect x="${i % 500}" y="${Math.floor(i / 500)}" width="1" height="1"/>`).join('') +
      '</svg>',
  );
/** An SVG whose elements nest `depth` levels deep: the <svg>, groups, and a rectangle in the innermost. */
const nestedSvg = (depth: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="40" height="20">${'<g>'.repeat(depth - 2)}<rect width="40" height="20"/>${'</g>'.repeat(depth - 2)}</svg>`,
  );

describe('CPU-heavy work: absurd input refused before any parsing, the rest checked in a task process', () => {
  let platform: TestPlatform;
  let owner: string;
  let operator: string;
  let place: CsvPlace;
  const uploadLogo = async (body: Buffer) => {
    const response = await platform.app.request('http://localhost/api/console/branding/logo', {
      method: 'POST',
      headers: { host: 'localhost', authorization: `Bearer ${owner}`, 'content-type': 'application/octet-stream' },
      body: new Uint8Array(body),
    });
    return { status: response.status, body: await response.json() };
  };
  const logoVersion = async () => (await platform.call('GET', '/api/console/branding', { token: owner })).body.branding.logoVersion as number;

  beforeAll(async () => {
    platform = await createTestPlatform();
    owner = await platform.consoleSignIn(OWNER1.email, OWNER1.password);
    operator = await platform.consoleSignIn(OPERATOR.email, OPERATOR.password);
    place = await somePlace(platform.context.db);
  });
  afterAll(() => platform.close());

  it.each([
    [
      '110,001 elements (4.7 MB)',
      () => svgOf(110_001),
      'This SVG has too many elements (1,10,001; at most 10,000). Export it simpler or upload a PNG.',
    ],
    ['10,001 elements', () => svgOf(10_001), 'This SVG has too many elements (10,001; at most 10,000). Export it simpler or upload a PNG.'],
    [
      'elements nested 101 levels deep',
      () => nestedSvg(101),
      'This SVG nests its elements more than 100 levels deep. Export it simpler or upload a PNG.',
    ],
  ])('refuses an SVG of %s with a message saying why, and keeps the saved logo', async (_case, body, message) => {
    const before = await logoVersion();
    const answer = await uploadLogo(body());
    expect(answer).toEqual({ status: 400, body: { status: 'false', message, field: 'file' } });
    expect(await logoVersion()).toBe(before);
  });

  it('takes an SVG at the limits, checking it in a task process while the platform keeps answering', async () => {
    const before = await logoVersion();
    let settled = false;
    const upload = uploadLogo(svgOf(10_000)).finally(() => (settled = true));
    let healthAnswersDuringUpload = 0;
    let taskProcessSeen = false;
    while (!settled) {
      const health = await platform.app.request('http://localhost/healthz');
      if (health.status === 200 && !settled) healthAnswersDuringUpload++;
      taskProcessSeen ||= offThreadProcesses() > 0;
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    const answer = await upload;
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.branding).toMatchObject({ logoUploaded: true, logoVersion: before + 1 });
    expect(taskProcessSeen).toBe(true);
    expect(healthAnswersDuringUpload).toBeGreaterThan(0);

    const deep = await uploadLogo(nestedSvg(100));
    expect(deep.status, JSON.stringify(deep.body)).toBe(200);
  }, 180_000);

  it('an import of descriptions that need cleaning saves them sanitised (cleaned in the task process)', async () => {
    const records = generatedRecords(300, place, { prefix: 'dirty', sizesEach: 1 }).map((record, n) => ({
      ...record,
      description: `<h1>Product ${n}</h1><p onclick="steal()" style="color:red">Hand-made <b>cotton</b><script>alert(${n})</script></p><img src=x onerror="alert(1)">`,
    }));
    const post = (path: string) =>
      platform.call('POST', `/api/console/catalogue/${path}`, {
        token: operator,
        body: csvText(records),
        headers: { 'content-type': 'text/csv; charset=utf-8' },
      });
    const dry = csvImportAnswer.parse((await post('import/dry_run')).body);
    expect(dry.counts).toMatchObject({ new: 300, errors: 0 });
    const applied = await post('import/apply');
    expect(applied.status, JSON.stringify(applied.body)).toBe(200);
    for (const n of [0, 157, 299]) {
      const product = catalogueProductAnswer.parse(
        (await platform.call('GET', `/api/console/catalogue/products/detail?asin=dirty-${n}`, { token: operator })).body,
      ).product;
      expect(product.description).toBe(`<h3>Product ${n}</h3><p>Hand-made <b>cotton</b></p>`);
    }
  }, 180_000);
});
