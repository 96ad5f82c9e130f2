import { expect, test, type Page } from '@playwright/test';
import { PRODUCTS, openProduct, port, productPath } from '../support/product-fixtures';
import { keepScreenshot } from '../support/screenshots';

/** Height of the description box in lines of its own computed line height. */
async function shownLines(page: Page): Promise<number> {
  return page.getByTestId('product-description').evaluate((content) => {
    const box = content.parentElement!;
    return box.getBoundingClientRect().height / parseFloat(getComputedStyle(box).lineHeight);
  });
}

async function fullLines(page: Page): Promise<number> {
  return page.getByTestId('product-description').evaluate((content) => content.scrollHeight / parseFloat(getComputedStyle(content).lineHeight));
}

test.describe('product description', () => {
  test('Read More shows 8, 16, then all 24+ lines, then collapses; Collapse All resets to 8', async ({ page }) => {
    await openProduct(page, PRODUCTS.longDescription);
    const section = page.getByRole('region', { name: 'Product Description' });
    const readMore = section.getByRole('button', { name: 'Read More' });
    await expect(readMore).toBeVisible();
    expect(await fullLines(page)).toBeGreaterThan(24);
    await expect.poll(() => shownLines(page)).toBeCloseTo(8, 0);
    await expect(section.getByRole('button', { name: 'Collapse All' })).toHaveCount(0);

    await readMore.click();
    await expect.poll(() => shownLines(page)).toBeCloseTo(16, 0);
    await readMore.click();
    await expect.poll(() => shownLines(page)).toBeGreaterThanOrEqual(24);
    expect(await shownLines(page)).toBeCloseTo(await fullLines(page), 0);
    const readLess = section.getByRole('button', { name: 'Read Less' });
    await expect(readLess).toHaveAttribute('aria-expanded', 'true');
    await readLess.click();
    await expect.poll(() => shownLines(page)).toBeCloseTo(8, 0);

    await section.getByRole('button', { name: 'Read More' }).click();
    await section.getByRole('button', { name: 'Read More' }).click();
    await section.getByRole('button', { name: 'Collapse All' }).click();
    await expect.poll(() => shownLines(page)).toBeCloseTo(8, 0);
    await expect(section.getByRole('button', { name: 'Read More' })).toBeVisible();
  });

  test('a description that ends before 24 lines: once it all shows, nothing is faded and the button says Read Less', async ({ page }, testInfo) => {
    await openProduct(page, PRODUCTS.holi);
    const section = page.getByRole('region', { name: 'Product Description' });
    const full = await fullLines(page);
    expect(full).toBeGreaterThan(8);
    expect(full).toBeLessThan(16);
    const box = page.getByTestId('product-description').locator('..');
    const fade = () => box.evaluate((el) => getComputedStyle(el, '::after').content !== 'none');
    expect(await fade()).toBe(true);

    await section.getByRole('button', { name: 'Read More' }).click();
    const readLess = section.getByRole('button', { name: 'Read Less' });
    await expect(readLess).toBeVisible();
    await expect(readLess).toHaveAttribute('aria-expanded', 'true');
    await expect(section.getByRole('button', { name: 'Read More' })).toHaveCount(0);
    expect(await fade()).toBe(false);
    expect(await shownLines(page)).toBeCloseTo(full, 0);
    // The last line is inside the box, not cut off below it.
    const last = section.getByText('Wash separately after playing Holi. Dry in shade.');
    await last.scrollIntoViewIfNeeded();
    const lastBottom = await last.evaluate((el) => el.getBoundingClientRect().bottom);
    expect(lastBottom).toBeLessThanOrEqual(await box.evaluate((el) => el.getBoundingClientRect().bottom));
    await keepScreenshot(page, testInfo, 'product-description-whole');

    await readLess.click();
    await expect.poll(() => shownLines(page)).toBeCloseTo(8, 0);
    await expect(section.getByRole('button', { name: 'Read More' })).toBeVisible();
    expect(await fade()).toBe(true);
  });

  test('a short description has no Read More', async ({ page }) => {
    await openProduct(page, PRODUCTS.unsized);
    const section = page.getByRole('region', { name: 'Product Description' });
    await expect(section.getByTestId('product-description')).toBeVisible();
    if ((await fullLines(page)) <= 8) await expect(section.getByRole('button', { name: 'Read More' })).toHaveCount(0);
    else await expect(section.getByRole('button', { name: 'Read More' })).toBeVisible();
  });

  test('unsafe description markup never reaches the page', async ({ page, request }) => {
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    for (const slug of PRODUCTS.unsafe) {
      const html = await (await request.get(`http://localhost:${port}${productPath(slug)}`)).text();
      const start = html.indexOf('data-testid="product-description"');
      const description = html.slice(start, html.indexOf('</section>', start));
      expect(description.length).toBeGreaterThan(100);
      expect(description).not.toMatch(/<script|onerror|onclick|javascript:|<iframe/i);

      await openProduct(page, slug);
      const content = page.getByTestId('product-description');
      await expect(content.getByRole('heading', { name: 'Highlights' })).toBeVisible();
      await expect(content.locator('script, iframe, img, [onerror], [onclick], [style], a[href^="javascript"]')).toHaveCount(0);
      for (const link of await content.locator('a').all()) await expect(link).toHaveAttribute('rel', 'nofollow noopener');
    }
    expect(dialogs).toEqual([]);
  });
});

test.describe('similar products', () => {
  test('six per page from the same sub-category; next and previous wrap around', async ({ page }) => {
    await openProduct(page, PRODUCTS.holi);
    const section = page.getByRole('region', { name: 'Similar Products' });
    const cards = section.getByTestId('product-card');
    await expect(cards).toHaveCount(6);
    await expect(section.getByText('Page 1 of 2')).toBeVisible();
    await expect(cards.filter({ hasText: 'HOLI T-SHIRT' })).toHaveCount(0);
    const firstPage = await cards.first().getByRole('heading').textContent();

    await section.getByRole('button', { name: 'Next similar products' }).click();
    await expect(section.getByText('Page 2 of 2')).toBeVisible();
    await expect(cards).toHaveCount(2);
    await expect(cards.first().getByRole('heading')).not.toHaveText(firstPage!);

    await section.getByRole('button', { name: 'Next similar products' }).click();
    await expect(section.getByText('Page 1 of 2')).toBeVisible();
    await expect(cards.first().getByRole('heading')).toHaveText(firstPage!);

    await section.getByRole('button', { name: 'Previous similar products' }).click();
    await expect(section.getByText('Page 2 of 2')).toBeVisible();
    await cards.first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/product-category(y)?\//);
    await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('HOLI T-SHIRT');
  });
});
