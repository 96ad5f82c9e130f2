import { expect, test, type BrowserContext } from '@playwright/test';
import {
  cartRow,
  collectConsoleErrors,
  cookieValue,
  keep,
  origin,
  products,
  seriousAxeViolations,
  setWishlistCookie,
  sizeWithStock,
} from '../support/cart-support';

/** The wishlist works without sign-in: product ids in the wishlistItems cookie (Base64 JSON), cards from the platform. */
test.describe('the wishlist', () => {
  // A bedsheet and a towel (unsized), a lipstick (unsized) and a sized polo.
  const UNSIZED = [323, 379];
  const SIZED = 335;

  const wishlistIds = async (context: BrowserContext) => {
    const raw = await cookieValue(context, 'wishlistItems');
    return raw ? (JSON.parse(Buffer.from(decodeURIComponent(raw), 'base64').toString()) as number[]) : [];
  };

  test('adds from the product page, ignores a duplicate, removes, and moves items to the cart', async ({ page, request, context }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const [first, second, sized] = await products(request, [...UNSIZED, SIZED]);
    const size = sizeWithStock(sized!, 1)?.size;
    test.skip(!size || !sizeWithStock(first!) || !sizeWithStock(second!), 'stock of the chosen products ran out');

    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
    await keep(page, testInfo, 'wishlist-empty');

    // Added on the product page (the heart button there), then the cookie says the same id twice: kept once.
    await page.goto(`/product-category/${first!.ASIN}`);
    await page.getByRole('button', { name: 'Wishlist', exact: true }).filter({ visible: true }).first().click();
    await expect(page.getByTestId('wishlist-count')).toHaveText('1');
    expect(await wishlistIds(context)).toEqual([first!.id]);
    await setWishlistCookie(context, [first!.id, second!.id, first!.id, SIZED]);
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(3);
    await expect(page.getByTestId('wishlist-total')).toHaveText('(3 items)');
    expect(await wishlistIds(context)).toEqual([first!.id, second!.id, SIZED]);
    const card = (name: string) => page.getByTestId('wishlist-item').filter({ hasText: name });
    await expect(card(first!.name).getByText(`₹${Math.round(first!.discountPrice).toLocaleString('en-IN')}`, { exact: true })).toBeVisible();
    await expect(card(first!.name).getByRole('link')).toHaveAttribute('href', `/product-category/${first!.ASIN}`);
    await keep(page, testInfo, 'wishlist-three-items');
    expect(await seriousAxeViolations(page)).toEqual([]);

    await card(second!.name)
      .getByRole('button', { name: `Remove ${second!.name} from wishlist` })
      .click();
    await expect(page.getByTestId('toast').filter({ hasText: 'Item Removed from Wishlist' })).toBeVisible();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(2);
    expect(await wishlistIds(context)).toEqual([first!.id, SIZED]);

    // Move To Cart: out of the wishlist, into the cart, on to /addcart.
    await card(first!.name).getByRole('button', { name: 'Move To Cart' }).click();
    await expect(page).toHaveURL(/\/addcart$/);
    await expect(page.getByTestId('toast').filter({ hasText: 'Moved to Cart' })).toBeVisible();
    await expect(cartRow(page, first!.name)).toBeVisible();
    expect(await wishlistIds(context)).toEqual([SIZED]);

    // A sized product asks for the size first.
    await page.goto('/wishlist');
    await card(sized!.name).getByRole('button', { name: 'Move To Cart' }).click();
    const dialog = page.getByRole('dialog', { name: 'Choose a size' });
    await expect(dialog).toBeVisible();
    await dialog.getByText(size!, { exact: true }).click();
    await keep(page, testInfo, 'wishlist-choose-size');
    await dialog.getByRole('button', { name: 'Move To Cart' }).click();
    await expect(page).toHaveURL(/\/addcart$/);
    await expect(page.getByTestId('cart-skeleton')).toHaveCount(0);
    await expect(cartRow(page, sized!.name).getByTestId('line-size')).toHaveText(size!);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    expect(await cookieValue(context, 'wishlistItems')).toBeUndefined();
    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('keeps 100 items through a reload', async ({ page, context }) => {
    const ids = Array.from({ length: 100 }, (_, i) => 101 + i);
    await setWishlistCookie(context, ids);
    await page.goto('/wishlist');
    await expect(page.getByTestId('wishlist-item')).toHaveCount(100);
    await expect(page.getByTestId('wishlist-total')).toHaveText('(100 items)');
    await page
      .getByTestId('wishlist-item')
      .first()
      .getByRole('button', { name: /from wishlist/ })
      .click();
    await expect(page.getByTestId('wishlist-total')).toHaveText('(99 items)');
    await page.reload();
    await expect(page.getByTestId('wishlist-item')).toHaveCount(99);
    expect(await wishlistIds(context)).toEqual(ids.slice(1));
  });

  test("shows the empty state for a corrupted cookie and logs 'Error decoding Base64 data'", async ({ page, context }) => {
    const logged: string[] = [];
    page.on('console', (message) => logged.push(message.text()));
    await context.addCookies([{ name: 'wishlistItems', value: 'W1sxLDIs%%garbage', url: origin }]);
    await page.goto('/wishlist');
    await expect(page.getByText('Your wishlist is empty.')).toBeVisible();
    expect(logged).toContain('Error decoding Base64 data');
    expect(await cookieValue(context, 'wishlistItems')).toBeUndefined();
  });
});
