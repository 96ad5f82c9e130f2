import { expect, test } from '@playwright/test';
import { collectConsoleErrors, expectAccessible, isPhone, origin, revealImages, shop2 } from '../support/catalogue-support';
import { keepScreenshot } from '../support/screenshots';

test.describe('home', () => {
  test('shows the shop’s branding, banners, category carousel and 6 cards per section', async ({ page }, testInfo) => {
    test.slow(); // a full-page screenshot of a long page and an accessibility scan
    const errors = collectConsoleErrors(page);
    // Reduced motion keeps the carousels still, so the slides are counted where they rest, not mid-slide.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(`${origin}/`);
    await expect(page).toHaveTitle('Welcome | localhost');
    await expect(page.getByRole('button', { name: 'Play categories' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apna Bazaar home' }).getByRole('img', { name: 'Apna Bazaar' })).toBeVisible();
    await expect(page.getByText('Pay on Delivery | Free Delivery').filter({ visible: true }).first()).toBeVisible();
    // The reseller's primary colour (#c2185b) on the calls to action.
    const addColour = await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(addColour).toBe('rgb(194, 24, 91)');

    const banners = page.getByTestId('banner-carousel');
    await expect(banners.getByRole('group')).toHaveCount(3);
    await expect(banners.getByRole('img').first()).toHaveAttribute('alt', /Festive sale/i);
    const firstBanner = page.getByRole('img', { name: /Festive sale/i });
    const box = await firstBanner.boundingBox();
    expect(box!.width / box!.height).toBeCloseTo(1600 / 500, 1);

    const sections = page.getByTestId('home-section');
    await expect(sections).toHaveCount(4);
    for (const section of await sections.all()) await expect(section.getByTestId('product-card')).toHaveCount(6);
    await expect(page.getByRole('heading', { level: 2, name: 'Trending Ethnic Wear' })).toBeVisible();

    const slides = page.getByTestId('category-slide');
    await expect(slides).toHaveCount(18);
    await expect(slides.first().getByRole('link')).toHaveAttribute('href', /^\/products-section2\/\d+$/);
    const visibleSlides = await slides.evaluateAll(
      (nodes) =>
        nodes.filter((n) => {
          const r = n.getBoundingClientRect();
          return r.left >= -1 && r.right <= window.innerWidth + 1;
        }).length,
    );
    expect(visibleSlides).toBe(isPhone(testInfo) ? 2 : 5);

    if (isPhone(testInfo)) {
      // Long header names are cut at 40 characters on phones; sections carry alternating ribbons.
      await expect(page.getByRole('heading', { level: 2, name: 'Handpicked Festive Footwear For The Whol…' })).toBeVisible();
      await expect(page.getByTestId('section-ribbon').nth(0)).toHaveText('TRENDING');
      await expect(page.getByTestId('section-ribbon').nth(1)).toHaveText('FEATURED');
    } else {
      await expect(page.getByRole('heading', { level: 2, name: 'Handpicked Festive Footwear For The Whole Family' })).toBeVisible();
      await expect(page.getByTestId('section-ribbon').first()).toBeHidden();
    }
    await revealImages(page);
    await keepScreenshot(page, testInfo, 'home');
    await expectAccessible(page);
    expect(errors).toEqual([]);
  });

  test('banner carousel: next, dots and pause work', async ({ page }, testInfo) => {
    await page.goto(`${origin}/`);
    const banners = page.getByTestId('banner-carousel');
    const current = banners.locator('button[aria-current="true"]');
    await expect(current).toHaveAccessibleName('Show banner 1 of 3');
    // The buttons are server-rendered: a click that lands before the page hydrates does nothing, so click until it pauses.
    const play = banners.getByRole('button', { name: 'Play banners' });
    await expect(async () => {
      if (!(await play.isVisible())) await banners.getByRole('button', { name: 'Pause banners' }).click({ timeout: 2000 });
      await expect(play).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 20_000 });
    if (isPhone(testInfo)) {
      await expect(banners.getByRole('button', { name: 'Next banner' })).toBeHidden();
      await banners.getByRole('button', { name: 'Show banner 2 of 3' }).click();
    } else {
      await banners.getByRole('button', { name: 'Next banner' }).click();
    }
    await expect(current).toHaveAccessibleName('Show banner 2 of 3');
    await expect(banners.getByRole('group', { name: '2 of 3' })).not.toHaveAttribute('inert');
    // Paused: it stays on the second banner past the 3 s autoplay delay.
    await page.mouse.move(0, 0);
    await page.waitForTimeout(3800);
    await expect(current).toHaveAccessibleName('Show banner 2 of 3');
    await play.click();
    await page.mouse.move(0, 0);
    await expect(current).toHaveAccessibleName('Show banner 3 of 3', { timeout: 6000 });
    await keepScreenshot(page, testInfo, 'home-banner-carousel');
  });

  test('shop2.localhost shows its own branding, prices 12% higher and its empty section', async ({ page }, testInfo) => {
    await page.goto(`${shop2}/`);
    await expect(page).toHaveTitle('Welcome | shop2.localhost');
    await expect(page.getByRole('link', { name: 'Kesari Mart home' })).toBeVisible();
    const addColour = await page
      .getByRole('button', { name: /^Add .* to cart$/ })
      .first()
      .evaluate((el) => getComputedStyle(el).color);
    expect(addColour).toBe('rgb(15, 118, 110)');
    await expect(page.getByRole('heading', { level: 2, name: 'Kitchen Favourites' })).toBeVisible();
    const empty = page.getByTestId('home-section').filter({ hasText: 'Coming Soon' });
    await expect(empty.getByText('No products available for this category.')).toBeVisible();
    await expect(empty.getByTestId('product-card')).toHaveCount(0);
    await expect(page.getByText('Copyright © 2015-2024 shop2.localhost')).toBeAttached();
    await revealImages(page);
    await keepScreenshot(page, testInfo, 'shop2-home');

    // The same listing on both shops: same products, Kesari Mart's selling prices 12% above Apna Bazaar's but never
    // above the MRP, which is the supplier's on both.
    const firstCard = async (base: string) => {
      await page.goto(`${base}/products-section/1001`);
      const card = page.getByTestId('product-card').first();
      const price = card.getByTestId('card-price');
      return {
        name: await card.getByRole('heading').innerText(),
        price: Number((await price.locator('p > span').first().innerText()).replace(/[^\d]/g, '')),
        mrp: Number((await price.locator('s').innerText()).replace(/[^\d]/g, '')),
      };
    };
    const there = await firstCard(shop2);
    await revealImages(page);
    await keepScreenshot(page, testInfo, 'shop2-listing');
    const here = await firstCard(origin);
    expect(there.name).toBe(here.name);
    expect(there.mrp).toBe(here.mrp);
    expect(Math.abs(there.price - Math.min(here.price * 1.12, here.mrp))).toBeLessThanOrEqual(1);
  });
});
