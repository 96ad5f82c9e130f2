import { expect, test, type APIRequestContext, type APIResponse } from '@playwright/test';
import { OWNER2, port, shop2, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };

/** An SVG of exactly `elements` elements: the <svg> and rectangles in rows (110,001 of them make 4.7 MB). */
const svgOf = (elements: number) =>
  Buffer.from(
    `<svg xmlns="http://www.w3.org/2000/svg" width="500" height="${Math.ceil(elements / 500) + 1}">` +
      Array.from({ length: elements - 1 }, (_, i) => `<rect x="${i % 500}" y="${Math.floor(i / 500)}" width="1" height="1"/>`).join('') +
      '</svg>',
  );
/** Kesari Mart's API, reached by address with its Host (Node's resolver does not know shop2.localhost). */
const API = `http://127.0.0.1:${port}`;
const SHOP2_HOST = { host: `shop2.localhost:${port}` };
const TOO_MANY = (count: string) => `This SVG has too many elements (${count}; at most 10,000). Export it simpler or upload a PNG.`;

/** The upload's answer, and which other requests answered 200 while it was still running. */
async function whileUploading(request: APIRequestContext, upload: Promise<APIResponse>, others: string[]) {
  let settled = false;
  const running = upload.finally(() => (settled = true));
  const answered: string[] = [];
  while (!settled) {
    for (const path of others) {
      const response = await request.get(`${API}${path}`, { headers: SHOP2_HOST });
      if (response.status() === 200 && !settled) answered.push(path);
    }
  }
  return { response: await running, answered };
}

async function ownerHeaders(request: APIRequestContext) {
  const signIn = await request.post(`${API}/api/console/sign_in`, { headers: SHOP2_HOST, data: OWNER2 });
  return { ...SHOP2_HOST, authorization: `Bearer ${(await signIn.json()).token}`, 'content-type': 'image/svg+xml' };
}

test.describe('heavy uploads', () => {
  test.afterAll(async ({ request }) => {
    const { authorization, host } = await ownerHeaders(request);
    await request.post(`${API}/api/console/branding/standard_image`, { headers: { authorization, host }, data: { image: 'logo' } });
  });

  test('the shop keeps answering while an SVG is checked, and each upload gets its answer', async ({ request }) => {
    test.setTimeout(180_000);
    const headers = await ownerHeaders(request);
    const logo = (body: Buffer) => request.post(`${API}/api/console/branding/logo`, { headers, data: body, timeout: 120_000 });

    // The file: 110,001 elements, refused from its tags alone with the reason.
    const absurd = await logo(svgOf(110_001));
    expect(absurd.status()).toBe(400);
    expect((await absurd.json()).message).toBe(TOO_MANY('1,10,001'));

    // At the limit: checked element by element in the task process while the probe and a shop page answer.
    const heavy = await whileUploading(request, logo(svgOf(10_000)), ['/healthz', '/api/GetResellerLogo']);
    expect(heavy.response.status(), await heavy.response.text()).toBe(200);
    expect((await heavy.response.json()).branding).toMatchObject({ logoUploaded: true });
    expect(heavy.answered).toContain('/healthz');
    expect(heavy.answered).toContain('/api/GetResellerLogo');
  });

  test('the branding form says why an SVG with too many elements is refused', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    await signInToConsole(page, OWNER2, shop2);
    await page.goto(`${shop2}/admin/branding`);
    const logoForm = page.getByTestId('logo-upload');
    await logoForm.getByLabel('Logo', { exact: true }).setInputFiles({ name: 'traced.svg', mimeType: 'image/svg+xml', buffer: svgOf(25_000) });
    await logoForm.getByRole('button', { name: 'Upload logo' }).click();
    await expect(logoForm.getByRole('alert')).toHaveText(TOO_MANY('25,000'), nav);
    await keepScreenshot(page, testInfo, 'svg-too-many-elements');
  });
});
