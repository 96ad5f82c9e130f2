import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { bannerLinkNoPage } from '../../platform/shops/contract/console-branding';
import { consoleAxeViolations, OWNER1, shop1, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };
const TOO_LARGE = 'The file is too large: at most 5 MB.';
const NOT_AN_IMAGE = 'This file is not a PNG, JPEG, WebP or SVG image.';
const SVG_SCRIPT = 'This SVG contains a script or event handlers, which are not allowed. Export it again without them, or upload a PNG.';

/** A picture made for the test: a rounded block of `colour`, as PNG (with transparency) or JPEG. */
async function picture(colour: string, width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><rect x="4" y="4" width="${width - 8}" height="${height - 8}" rx="24" fill="${colour}"/><text x="50%" y="60%" font-size="${Math.round(height / 3)}" text-anchor="middle" fill="#fff" font-family="sans-serif">E2E</text></svg>`;
  const image = sharp(Buffer.from(svg));
  return format === 'png' ? image.png().toBuffer() : image.flatten({ background: '#ffffff' }).jpeg().toBuffer();
}

async function keepScreen(page: Page, name: string) {
  await keepScreenshot(page, test.info(), name);
}

/**
 * Puts back what these journeys change, through the platform (whatever state a failed run left): the standard logo
 * and favicon, the demo header strip, and no test banners. Other specs share this database.
 */
async function restore(request: APIRequestContext) {
  const signIn = await request.post(`${shop1}/api/console/sign_in`, { data: OWNER1 });
  const headers = { authorization: `Bearer ${(await signIn.json()).token}` };
  for (const image of ['logo', 'favicon']) await request.post(`${shop1}/api/console/branding/standard_image`, { headers, data: { image } });
  const { branding } = await (await request.get(`${shop1}/api/console/branding`, { headers })).json();
  const { logoUrl: _l, faviconUrl: _f, logoUploaded: _lu, faviconUploaded: _fu, logoVersion: _v, ...form } = branding;
  await request.post(`${shop1}/api/console/branding`, {
    headers,
    data: { ...form, shopName: 'Apna Bazaar', headerStrip: 'Pay on Delivery | Free Delivery on most products' },
  });
  const { banners } = await (await request.get(`${shop1}/api/console/banners`, { headers })).json();
  for (const banner of banners as { id: number; text: string }[]) {
    if (/^e2e/i.test(banner.text)) await request.post(`${shop1}/api/console/banners/remove`, { headers, data: { id: banner.id } });
  }
}

test.describe('the console: branding and banners', () => {
  test.afterAll(async ({ request }) => restore(request));

  test('uploads a logo and a banner and the storefront shows them', async ({ page }) => {
    test.setTimeout(180_000);
    const phone = test.info().project.name === 'phone';
    await signInToConsole(page);

    // The logo: a new picture, a new URL, in the shop's header at its next page.
    await page.goto('/admin/branding');
    await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible(nav);
    expect(await consoleAxeViolations(page)).toEqual([]);
    await keepScreen(page, 'branding');
    const logoForm = page.getByTestId('logo-upload');
    await logoForm.getByLabel('Logo', { exact: true }).setInputFiles({
      name: 'logo.png',
      mimeType: 'image/png',
      buffer: await picture(phone ? '#0f766e' : '#7c3aed', 900, 300),
    });
    await expect(logoForm.getByRole('img', { name: 'Chosen file (not saved yet)' })).toBeVisible();
    await logoForm.getByRole('button', { name: 'Upload logo' }).click();
    await expect(logoForm.getByRole('status')).toHaveText('Logo saved.', nav);
    const saved = logoForm.getByRole('img', { name: 'Apna Bazaar logo (saved)' });
    await expect(saved).toHaveAttribute('src', /^\/uploads\/logos\/s\d+\/logo-[0-9a-f]{12}\.png$/);
    const logoUrl = (await saved.getAttribute('src'))!;

    await page.goto('/');
    const headerLogo = page.locator('header[data-site-header]').getByRole('link', { name: 'Apna Bazaar home' }).getByRole('img');
    await expect(headerLogo).toHaveAttribute('src', logoUrl, nav);
    await expect.poll(() => headerLogo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(600);

    // A banner: last in the carousel, the phone variant on a phone.
    await page.goto('/admin/banners');
    await expect(page.getByRole('heading', { level: 1, name: 'Banners' })).toBeVisible(nav);
    // The demo banners' words read as they were written.
    await expect(page.getByRole('heading', { name: 'New Season Kurtas: Handcrafted in Lucknow and Jaipur', exact: true })).toBeVisible();
    const upload = page.getByTestId('banner-upload');
    // Kept as typed: "Diwali Dhamaka", not "Diwali dhamaka".
    const alt = `E2E Diwali Dhamaka ${test.info().project.name}`;
    await upload
      .getByLabel('Banner picture')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await picture('#b91c1c', 2000, 700, 'jpeg') });
    await upload.getByLabel('Words on the banner').fill(alt);
    // A typed link that leads nowhere (the console's old example) is refused, naming it; nothing is added.
    await upload.getByLabel('Leads to').selectOption({ label: 'A link I type' });
    await upload.getByLabel('Link', { exact: true }).fill('/products-section2/sarees');
    await upload.getByRole('button', { name: 'Add banner' }).click();
    await expect(upload.getByLabel('Link', { exact: true })).toHaveAccessibleDescription(bannerLinkNoPage('/products-section2/sarees'), nav);
    await expect(upload.getByText(bannerLinkNoPage('/products-section2/sarees')).first()).toBeVisible();
    const items = page.getByTestId('console-banner');
    await expect(items).toHaveCount(3);
    // Picked instead: a category of the shop's tree writes its link.
    await upload.getByLabel('Leads to').selectOption({ label: 'A category' });
    await upload.getByLabel('Category', { exact: true }).selectOption('/products-section2/104');
    await expect(upload.getByLabel('Link', { exact: true })).toHaveValue('/products-section2/104');
    await keepScreen(page, 'banners-picker');
    await upload.getByRole('button', { name: 'Add banner' }).click();
    await expect(upload.getByRole('status')).toHaveText('Banner added.', nav);
    await expect(items).toHaveCount(4);
    await expect(items.last().getByRole('heading', { name: alt, exact: true })).toBeVisible();
    await expect(items.last().getByLabel('Link', { exact: true })).toHaveValue('/products-section2/104');
    expect(await consoleAxeViolations(page)).toEqual([]);
    await keepScreen(page, 'banners');

    await page.goto('/');
    const carousel = page.getByTestId('banner-carousel');
    await expect(carousel.getByRole('group')).toHaveCount(4, nav);
    const bannerImage = carousel.getByRole('img', { name: alt, exact: true });
    await expect(bannerImage).toHaveAttribute('src', /^\/uploads\/BannerImages\/e2e-diwali-dhamaka-[a-z]+-[0-9a-f]{6}-[0-9a-f]{6}\.jpg$/);
    await expect(carousel.locator('a', { has: page.getByRole('img', { name: alt, exact: true }) })).toHaveAttribute('href', '/products-section2/104');
    // Where it leads is a page of the shop.
    const leadsTo = await page.request.get('/products-section2/104');
    expect(leadsTo.status()).toBe(200);
    await expect.poll(() => bannerImage.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0), nav).toBe(true);
    // The phone variant is in its srcset (a 2× phone picks it: 390 × 2 ≤ 800), made by the pipeline at 800×250.
    const src = (await bannerImage.getAttribute('src'))!;
    const phoneUrl = src.replace(/\.jpg$/, '-800x250.jpg');
    await expect(bannerImage).toHaveAttribute('srcset', `${phoneUrl} 800w, ${src} 1600w`);
    expect([phoneUrl, src].map((url) => new URL(url, shop1).href)).toContain(await bannerImage.evaluate((img: HTMLImageElement) => img.currentSrc));
    for (const [url, width, height] of [
      [src, 1600, 500],
      [phoneUrl, 800, 250],
    ] as const) {
      const file = await page.request.get(url);
      expect(file.headers()['content-type']).toBe('image/jpeg');
      expect(await sharp(await file.body()).metadata()).toMatchObject({ width, height });
    }

    // Moved up one place, then removed (after a confirmation).
    await page.goto('/admin/banners');
    await page.getByRole('button', { name: `Move “${alt}” up` }).click();
    await expect(page.getByText('Order saved.')).toBeVisible(nav);
    await expect(items.nth(2).getByRole('heading', { name: alt })).toBeVisible();
    // The focus stays on the moved banner's button.
    await expect(page.getByRole('button', { name: `Move “${alt}” up` })).toBeFocused();
    await items
      .nth(2)
      .getByRole('button', { name: `Remove “${alt}”` })
      .click();
    await items.nth(2).getByRole('button', { name: 'Yes, remove' }).click();
    await expect(page.getByText('Banner removed.')).toBeVisible(nav);
    await expect(items).toHaveCount(3);

    // Back to the standard logo.
    await page.goto('/admin/branding');
    await page.getByRole('button', { name: 'Use the standard logo' }).click();
    await expect(page.getByText('The standard picture is back.')).toBeVisible(nav);
    await page.goto('/');
    await expect(headerLogo).toHaveAttribute('src', '/uploads/logos/apna-bazaar-c2185b.png', nav);
    await restore(page.request);
  });

  test('bad uploads and bad fields each get a clear message, and nothing is saved', async ({ page }) => {
    test.setTimeout(180_000);
    await signInToConsole(page);
    await page.goto('/admin/branding');
    const logoForm = page.getByTestId('logo-upload');
    const logoInput = logoForm.getByLabel('Logo', { exact: true });

    // 20 MB: refused in the browser before anything is sent.
    await logoInput.setInputFiles({ name: 'huge.png', mimeType: 'image/png', buffer: Buffer.alloc(20 * 1024 * 1024, 1) });
    await expect(logoForm.getByRole('alert')).toHaveText(TOO_LARGE);
    await expect(logoForm.getByRole('button', { name: 'Upload logo' })).toBeDisabled();

    // A text file named like a picture, and an SVG with a script: the platform's messages.
    await logoInput.setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: Buffer.from('name,price\nkurta,499\n') });
    await logoForm.getByRole('button', { name: 'Upload logo' }).click();
    await expect(logoForm.getByRole('alert')).toHaveText(NOT_AN_IMAGE, nav);
    await logoInput.setInputFiles({
      name: 'logo.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><script>alert(1)</script><rect width="300" height="100"/></svg>',
      ),
    });
    await logoForm.getByRole('button', { name: 'Upload logo' }).click();
    await expect(logoForm.getByRole('alert')).toHaveText(SVG_SCRIPT, nav);
    await expect(logoForm.getByRole('img', { name: 'Apna Bazaar logo (saved)' })).toHaveAttribute('src', '/uploads/logos/apna-bazaar-c2185b.png');

    // Colours that would be hard to read: a warning as they are picked (saving stays possible).
    const mainColour = page.getByRole('textbox', { name: 'Main colour', exact: true });
    await mainColour.fill('#ffff00');
    const warnings = page.getByTestId('contrast-warnings');
    await expect(warnings).toContainText('Text in these colours would be hard to read (contrast 1.0:1; at least 4.5:1 is needed).');
    await expect(page.getByTestId('branding-preview').locator('p').first()).toHaveCSS('background-color', 'rgb(255, 255, 0)');
    await mainColour.fill('#c2185b');
    await expect(warnings).toHaveText('');

    // An empty shop name: the message under the field, which gets the focus; nothing saved.
    const shopName = page.getByRole('textbox', { name: 'Shop name', exact: true });
    await shopName.fill('   ');
    await page.getByRole('textbox', { name: 'Header strip', exact: true }).fill('Should not be saved');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Enter the shop name.').first()).toBeVisible(nav);
    await expect(shopName).toBeFocused();
    await expect(page.getByRole('textbox', { name: 'Header strip', exact: true })).toHaveValue('Should not be saved');
    await keepScreen(page, 'branding-refused');
    await page.goto('/');
    await expect(page.getByTestId('delivery-promise').first()).toHaveText('Pay on Delivery | Free Delivery on most products', nav);

    // A good save shows on the storefront at its next page.
    await page.goto('/admin/branding');
    await page.getByRole('textbox', { name: 'Header strip', exact: true }).fill('E2E: free delivery today');
    await page.getByRole('button', { name: 'Save branding' }).click();
    await expect(page.getByText('Branding saved.')).toBeVisible(nav);
    await page.goto('/');
    await expect(page.getByTestId('delivery-promise').first()).toHaveText('E2E: free delivery today', nav);

    // Banners: a non-image and days in the wrong order.
    await page.goto('/admin/banners');
    const upload = page.getByTestId('banner-upload');
    await upload
      .getByLabel('Banner picture')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('%PDF-1.7 not a picture') });
    await upload.getByRole('button', { name: 'Add banner' }).click();
    await expect(upload.getByRole('alert')).toHaveText(NOT_AN_IMAGE, nav);
    await upload
      .getByLabel('Banner picture')
      .setInputFiles({ name: 'banner.jpg', mimeType: 'image/jpeg', buffer: await picture('#1d4ed8', 1600, 500, 'jpeg') });
    await upload.getByLabel('First day').fill('2030-02-10');
    await upload.getByLabel('Last day').fill('2030-02-01');
    await upload.getByRole('button', { name: 'Add banner' }).click();
    await expect(upload.getByText('The last day must be on or after the first day.').first()).toBeVisible(nav);
    await expect(page.getByTestId('console-banner')).toHaveCount(3);
    await restore(page.request);
  });
});
