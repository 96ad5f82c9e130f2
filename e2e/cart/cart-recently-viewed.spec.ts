import { expect, test } from '@playwright/test';
import { keep, openCart, products, seriousAxeViolations, setCartCookie } from '../support/cart-support';

/** Viewing a product puts it first in local storage `recentlyViewed`, keeping the newest 6. */
test('recently viewed keeps the newest 6, newest first, and the cart lists those not in it', async ({ page, request, context }, testInfo) => {
  // Four product pages, each rendered for the first time on a fresh server.
  test.setTimeout(90_000);
  const catalogue = await products(request, [263, 265, 269, 271, 273, 275, 379]);
  const byId = new Map(catalogue.map((p) => [p.id, p]));
  const names = (ids: number[]) => ids.map((id) => byId.get(id)!.name);
  await page.goto('/RecentlyViewed');
  await expect(page.getByText('You have not viewed any products yet.')).toBeVisible();

  const view = async (id: number) => {
    const product = byId.get(id)!;
    await page.goto(`/product-category/${product.ASIN}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    await expect.poll(() => page.evaluate(() => (JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as { id: number }[])[0]?.id)).toBe(id);
  };
  // Six views, newest first (the first one on its product page, the rest stored as the page stores them).
  await view(263);
  await page.evaluate(
    (entries) => {
      const first = JSON.parse(localStorage.getItem('recentlyViewed') ?? '[]') as object[];
      localStorage.setItem('recentlyViewed', JSON.stringify([...entries, ...first]));
    },
    [273, 271, 269, 265].map((id) => ({
      id,
      slug: byId.get(id)!.ASIN,
      name: byId.get(id)!.name,
      image: '',
      price: 1,
      originalPrice: 2,
      rating: 4,
      category: '',
    })),
  );
  await view(275);
  // A seventh product pushes out the oldest; viewing one again moves it to the front.
  await view(379);
  await view(269);

  await page.goto('/RecentlyViewed');
  const cards = page.getByTestId('recently-viewed-item');
  await expect(cards).toHaveCount(6);
  await expect(cards.getByRole('heading')).toHaveText(names([269, 379, 275, 273, 271, 265]));
  // Prices are the platform's, not what was stored.
  await expect(cards.filter({ hasText: byId.get(273)!.name }).getByTestId('card-price')).toContainText(
    `₹${byId.get(273)!.discountPrice.toLocaleString('en-IN')}`,
  );
  await keep(page, testInfo, 'recently-viewed');
  expect(await seriousAxeViolations(page)).toEqual([]);

  await setCartCookie(context, [{ productId: 275, size: '', colour: null, units: 1 }]);
  await openCart(page);
  const section = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(section.getByTestId('recently-viewed-item')).toHaveCount(5);
  await expect(section.getByText(byId.get(275)!.name, { exact: true })).toHaveCount(0);
  await keep(page, testInfo, 'cart-with-recently-viewed');
});
