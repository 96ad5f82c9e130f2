import { expect, test, type Locator, type Page } from '@playwright/test';
import { PRODUCTS, keepViewportScreenshot, openProduct } from '../support/product-fixtures';

const mainImage = (page: Page) => page.getByTestId('gallery-image');

/** A real touch swipe (Chrome DevTools touch events, so the page sees pointerType 'touch'). */
async function swipe(page: Page, target: Locator, dx: number) {
  const box = (await target.boundingBox())!;
  const y = box.y + box.height / 2;
  const start = box.x + box.width / 2 - dx / 2;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: [{ x: start, y }] });
  for (let step = 1; step <= 6; step++) {
    await cdp.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: [{ x: start + (dx * step) / 6, y }] });
  }
  await cdp.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  await cdp.detach();
}

test.describe('product gallery', () => {
  test('thumbnails switch the main image by click and keyboard (desktop)', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'thumbnails are for larger screens');
    await openProduct(page, PRODUCTS.holi);
    const thumbnails = page.getByTestId('gallery-thumbnail');
    await expect(thumbnails).toHaveCount(3);
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-f7f7f2-1/);
    await expect(mainImage(page)).toHaveAttribute('alt', 'HOLI T-SHIRT');

    await page.getByRole('button', { name: 'Show image 2 of 3' }).click();
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-f28c28-2/);
    await expect(thumbnails.nth(1)).toHaveAttribute('aria-current', 'true');

    await page.keyboard.press('ArrowRight');
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-f7f7f2-3/);
    await expect(page.getByRole('button', { name: 'Show image 3 of 3' })).toBeFocused();
    await expect(page.getByTestId('gallery-dot').first()).toBeHidden();
  });

  test('hover and keyboard zoom show the magnified pane (desktop)', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the zoom lens is for larger screens with a mouse');
    await openProduct(page, PRODUCTS.holi);
    const pane = page.getByTestId('zoom-pane');
    await expect(pane).toBeHidden();
    await expect(page.getByRole('button', { name: 'Zoom' })).toBeVisible(); // the zoom is loaded where it can be used

    const box = (await page.getByTestId('gallery-main').boundingBox())!;
    await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.4);
    await page.mouse.move(box.x + box.width * 0.35, box.y + box.height * 0.45);
    await expect(pane).toBeVisible();
    await expect(page.getByTestId('zoom-lens')).toBeVisible();
    expect(await pane.evaluate((el) => getComputedStyle(el).backgroundImage)).toContain('/uploads/demo/tshirt-f7f7f2-1.jpg');
    const paneBox = (await pane.boundingBox())!;
    expect(paneBox.x).toBeGreaterThan(box.x + box.width);
    await keepViewportScreenshot(page, testInfo, 'product-zoom-pane');

    await page.mouse.move(5, 5);
    await expect(pane).toBeHidden();

    const zoom = page.getByRole('button', { name: 'Zoom' });
    await zoom.focus();
    await page.keyboard.press('Enter');
    await expect(zoom).toHaveAttribute('aria-pressed', 'true');
    await expect(pane).toBeVisible();
    const before = await page.getByTestId('zoom-lens').evaluate((el) => (el as HTMLElement).style.left);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => page.getByTestId('zoom-lens').evaluate((el) => (el as HTMLElement).style.left)).not.toBe(before);
    await page.keyboard.press('Escape');
    await expect(pane).toBeHidden();
    await expect(zoom).toBeFocused();
  });

  test('the zoom pane stays below the sticky header when the page is scrolled (desktop)', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'desktop', 'the zoom lens is for larger screens with a mouse');
    await openProduct(page, PRODUCTS.holi);
    const headerBottom = async () => page.locator('header[data-site-header]').evaluate((el) => el.getBoundingClientRect().bottom);
    const main = page.getByTestId('gallery-main');
    // Scrolled until the header reaches well into the picture.
    await page.evaluate(() => window.scrollTo(0, 260));
    const box = (await main.boundingBox())!;
    expect(box.y).toBeLessThan(await headerBottom());
    const pane = page.getByTestId('zoom-pane');
    // A mouse keeps moving; a move made before the gallery's listeners are attached is followed by another.
    const hover = (x: number, y: number) =>
      expect(async () => {
        await page.mouse.move(x, y);
        await page.mouse.move(x + 8, y + 8);
        await expect(pane).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 15_000 });
    await hover(box.x + box.width * 0.5, box.y + box.height * 0.7);
    expect((await pane.boundingBox())!.y).toBeGreaterThanOrEqual(await headerBottom());
    await keepViewportScreenshot(page, testInfo, 'product-zoom-pane-scrolled');

    // Unscrolled, the pane starts level with the picture.
    await page.mouse.move(5, 5);
    await page.evaluate(() => window.scrollTo(0, 0));
    const top = (await main.boundingBox())!;
    await hover(top.x + top.width * 0.4, top.y + top.height * 0.4);
    expect(Math.round((await pane.boundingBox())!.y)).toBe(Math.round(top.y));
  });

  test("a product in several colours shows its own colour's photos; choosing a colour shows that colour's", async ({ page }, testInfo) => {
    await openProduct(page, PRODUCTS.colourVideo);
    const desktop = testInfo.project.name === 'desktop';
    // Only the photos: the trailing video slot has no picture.
    const photos = desktop ? page.getByTestId('gallery-thumbnail').locator('img') : page.getByTestId('gallery-dot');
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-olive-6b7a2f-1/);
    if (desktop) {
      const sources = await photos.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? ''));
      expect(sources.length).toBeGreaterThan(1);
      for (const src of sources) expect(src).toMatch(/tshirt-olive-6b7a2f-/);
    }
    const count = await photos.count();

    await page.getByRole('combobox', { name: 'Colour' }).selectOption('Maroon');
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-maroon-800020-1/);
    await expect(photos).toHaveCount(count);
    if (desktop) {
      for (const src of await photos.evaluateAll((images) => images.map((image) => image.getAttribute('src') ?? '')))
        expect(src).toMatch(/tshirt-maroon-800020-/);
    }
    await keepViewportScreenshot(page, testInfo, 'product-colour-maroon');
    await page.getByRole('combobox', { name: 'Colour' }).selectOption('Olive');
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-olive-6b7a2f-1/);
  });

  test('swipes and dots switch images (phone)', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'phone', 'swipe and dots are the narrow-screen gallery');
    await openProduct(page, PRODUCTS.holi);
    const dots = page.getByTestId('gallery-dot');
    await expect(dots).toHaveCount(3);
    await expect(page.getByTestId('gallery-thumbnail').first()).toBeHidden();

    await swipe(page, page.getByTestId('gallery-main'), -160);
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-f28c28-2/);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');

    await dots.nth(2).click();
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-f7f7f2-3/);

    await swipe(page, page.getByTestId('gallery-main'), 160);
    await expect(mainImage(page)).toHaveAttribute('src', /tshirt-f28c28-2/);
    await expect(dots.nth(1)).toHaveAttribute('aria-current', 'true');
  });

  test('the video slot loads YouTube only when the shopper presses play', async ({ page }) => {
    const youtube: string[] = [];
    page.on('request', (request) => {
      if (/youtube|ytimg|googlevideo/.test(request.url())) youtube.push(request.url());
    });
    // No internet here: answer the player's request with an empty page once it is asked for.
    await page.route(/youtube-nocookie\.com/, (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>player</title>' }),
    );
    await openProduct(page, PRODUCTS.colourVideo);
    await page.getByRole('button', { name: 'Show product video' }).filter({ visible: true }).click();
    const play = page.getByRole('button', { name: 'Play product video' });
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    expect(youtube).toEqual([]);

    await play.click();
    const player = page.locator('iframe[title$="product video"]');
    await expect(player).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/[\w-]{11}\?/);
    await expect.poll(() => youtube.length).toBeGreaterThan(0);
  });
});

test.describe('sharing a product', () => {
  test('without native share: a WhatsApp link with the name, image and address, and Copy link', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true }));
    await openProduct(page, PRODUCTS.holi);
    const share = page.getByRole('button', { name: 'Share' });
    await share.click();
    await expect(share).toHaveAttribute('aria-expanded', 'true');
    const whatsApp = page.getByRole('link', { name: /Share on WhatsApp/ });
    const href = new URL((await whatsApp.getAttribute('href'))!);
    expect(href.origin + href.pathname).toBe('https://wa.me/');
    const text = href.searchParams.get('text')!;
    expect(text).toContain('HOLI T-SHIRT');
    expect(text).toMatch(/http:\/\/localhost:\d+\/uploads\/demo\/tshirt-f7f7f2-1\.jpg/);
    expect(text).toMatch(/http:\/\/localhost:\d+\/product\/holi-t-shirt$/);
    await expect(whatsApp).toHaveAttribute('target', '_blank');

    await page.getByRole('button', { name: 'Copy link' }).click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Link copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/\/product\/holi-t-shirt$/);

    await share.click();
    await page.keyboard.press('Escape');
    await expect(whatsApp).toBeHidden();
    await expect(share).toBeFocused();
  });

  test('with native share: the device’s share sheet gets the title, the fixed text and the page address', async ({ page }) => {
    await page.addInitScript(() => {
      const shared: ShareData[] = [];
      (window as unknown as { shared: ShareData[] }).shared = shared;
      Object.defineProperty(Navigator.prototype, 'share', { value: async (data: ShareData) => void shared.push(data), configurable: true });
    });
    await openProduct(page, PRODUCTS.holi);
    await page.getByRole('button', { name: 'Share' }).click();
    const shared = await page.evaluate(() => (window as unknown as { shared: ShareData[] }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]).toMatchObject({ title: 'HOLI T-SHIRT', text: 'Checkout this awesome product!' });
    expect(shared[0]!.url).toMatch(/\/product\/holi-t-shirt$/);
    await expect(page.getByRole('link', { name: /Share on WhatsApp/ })).toBeHidden();
  });
});
