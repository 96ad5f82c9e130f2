import { expect, test } from '@playwright/test';
import {
  cartRow,
  collectConsoleErrors,
  cookieValue,
  keep,
  openCart,
  origin,
  products,
  registerShopper,
  saveServerCart,
  serverCart,
  setCartCookie,
  signInContext,
  sizeWithStock,
  tokenFor,
} from '../support/cart-support';

/** Signed-in shoppers keep their cart on the platform; signing in merges the guest cookie cart into it once. */
test.describe('a signed-in cart', () => {
  // A jacquard kurta set (sized), a copper bottle and a cushion cover (unsized).
  const SIZED = 389;
  const UNSIZED_SERVER = 373;
  const UNSIZED_GUEST = 375;

  test('merges the guest cart at sign-in, once, and shows the same cart in another browser', async ({
    page,
    request,
    context,
    browser,
  }, testInfo) => {
    const errors = collectConsoleErrors(page);
    const [sized, onServer, fromGuest] = await products(request, [SIZED, UNSIZED_SERVER, UNSIZED_GUEST]);
    const size = sizeWithStock(sized!, 4)?.size;
    test.skip(!size || !sizeWithStock(onServer!, 2) || !sizeWithStock(fromGuest!, 2), 'stock of the chosen products ran out');
    const shopper = await registerShopper(request, testInfo.project.name);
    const token = await tokenFor(request, shopper);
    await saveServerCart(request, token, [
      { prod_id: SIZED, unit: 1, cart_size: size! },
      { prod_id: UNSIZED_SERVER, unit: 1, cart_size: '' },
    ]);

    // As a guest: two lines in the cookie, one of them the same product and size as on the server.
    await setCartCookie(context, [
      { productId: SIZED, size: size!, colour: null, units: 2 },
      { productId: UNSIZED_GUEST, size: '', colour: null, units: 1 },
    ]);
    await openCart(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(2);
    await expect(cartRow(page, sized!.name).getByTestId('line-units')).toHaveText('2');

    // Sign in (the cookies the sign-in leaves), then the provider sees it on reload.
    await signInContext(context, token, shopper);
    await page.reload();
    await expect(page.getByTestId('cart-skeleton')).toHaveCount(0);
    await expect(page.getByTestId('cart-line')).toHaveCount(3);
    await expect(cartRow(page, sized!.name).getByTestId('line-units')).toHaveText('3');
    await expect(cartRow(page, onServer!.name).getByTestId('line-units')).toHaveText('1');
    await expect(cartRow(page, fromGuest!.name).getByTestId('line-units')).toHaveText('1');
    await expect(page.getByTestId('cart-summary')).toContainText('Subtotal (5 items)');
    expect(await cookieValue(context, 'cartItems')).toBeUndefined();
    const expected = [
      { id: SIZED, cart_size: size, Unit: 3 },
      { id: UNSIZED_SERVER, cart_size: '', Unit: 1 },
      { id: UNSIZED_GUEST, cart_size: '', Unit: 1 },
    ];
    expect((await serverCart(request, token)).map(({ id, cart_size, Unit }) => ({ id, cart_size, Unit }))).toEqual(expect.arrayContaining(expected));
    await keep(page, testInfo, 'cart-signed-in-merged');

    // Merged once: another reload does not add the guest units again.
    await page.reload();
    await expect(cartRow(page, sized!.name).getByTestId('line-units')).toHaveText('3');

    // Every change is saved to the server.
    await cartRow(page, onServer!.name)
      .getByRole('button', { name: /Increase quantity/ })
      .click();
    await expect(cartRow(page, onServer!.name).getByTestId('line-units')).toHaveText('2');
    await expect.poll(async () => (await serverCart(request, token)).find((l) => l.id === UNSIZED_SERVER)?.Unit).toBe(2);

    // The same shopper in another browser sees the same cart.
    const other = await browser.newContext({ baseURL: origin, viewport: page.viewportSize() ?? undefined });
    await signInContext(other, await tokenFor(request, shopper), shopper);
    const second = await other.newPage();
    await openCart(second);
    await expect(second.getByTestId('cart-line')).toHaveCount(3);
    await expect(cartRow(second, sized!.name).getByTestId('line-units')).toHaveText('3');
    await expect(cartRow(second, onServer!.name).getByTestId('line-units')).toHaveText('2');
    await keep(second, testInfo, 'cart-signed-in-second-browser');

    // Removing a line there removes it on the server; Place Order goes straight to checkout.
    const phone = testInfo.project.name === 'phone';
    const row = cartRow(second, fromGuest!.name);
    await (phone ? row.getByRole('button', { name: 'Remove', exact: true }) : row.getByRole('button', { name: /Remove .* from cart/ })).click();
    await expect(second.getByTestId('cart-line')).toHaveCount(2);
    expect((await serverCart(request, token)).map((l) => l.id)).not.toContain(UNSIZED_GUEST);
    await second.getByRole('button', { name: 'Place Order' }).filter({ visible: true }).first().click();
    await expect(second).toHaveURL(/\/checkout2$/);
    await other.close();
    expect(errors).toEqual([]);
  });

  test('a session the platform no longer accepts says so and falls back to the guest cart', async ({ page, context }) => {
    await setCartCookie(context, [{ productId: UNSIZED_GUEST, size: '', colour: null, units: 1 }]);
    await signInContext(context, 'not-a-valid-token', { email: 'gone@example.com', password: '', name: 'Gone Shopper', mobile: '9000000000' });
    await openCart(page);
    await expect(page.getByText('Session expired. Please log in again.')).toBeVisible();
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    expect(await cookieValue(context, 'user_name')).toBeUndefined();
    expect(await cookieValue(context, 'cartItems')).toBe(`1~${UNSIZED_GUEST}...1`);
  });
});
