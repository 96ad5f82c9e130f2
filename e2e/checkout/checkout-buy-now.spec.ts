import { expect, test } from '@playwright/test';
import { addAddress, formReady, platformToken, PRODUCTS, registerShopper, shot } from '../support/account-helpers';

const nav = { timeout: 30_000 };

test('Buy Now as a guest: sign in, then the checkout holds that product alone', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the full journey runs at 1280px; the phone pass takes the 390px screenshots');
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'buynow');
  const token = await platformToken(request, shopper.email, shopper.password);
  await addAddress(request, token, shopper);
  const product = PRODUCTS.sneakers;
  const checkoutUrl = `/checkout2?productID=${product.id}&size=${encodeURIComponent(product.size)}&units=2`;

  // What the product page's Buy Now does for a guest: keep the product id, go to the checkout (the proxy sends
  // the guest to /login carrying the checkout as the return target).
  await page.goto('/');
  await page.evaluate((id) => localStorage.setItem('productID', String(id)), product.id);
  await page.goto(checkoutUrl);
  await expect(page).toHaveURL(/\/login\?next=%2Fcheckout2%3FproductID%3D200/, nav);
  await formReady(page);
  await page.getByLabel('Username or email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/checkout2\\?productID=${product.id}&size=UK(%20|\\+)8&units=2$`), nav);
  // Straight on to the checkout: no greeting covers it.
  await expect(page.getByRole('dialog', { name: 'Login Successful' })).toHaveCount(0);

  const items = page.getByTestId('summary-items').getByRole('listitem');
  await expect(items).toHaveCount(1);
  await expect(items).toContainText(`${product.name}...`);
  await expect(items).toContainText('Size UK 8 · Qty 2');
  await expect(page.getByText('Subtotal (2 items)')).toBeVisible();
  await shot(page, testInfo, 'buy-now-checkout');

  // The product page's preparation call with the shopper's cookie, in the storefront's names (the platform's
  // prod_id, unit and cart_size are refused at /store/*).
  const prepared = await page.request.post('/store/checkout/prepare', { data: [{ productId: product.id, units: 2, size: product.size }] });
  expect(await prepared.json()).toMatchObject({ status: 'true' });
  const refused = await page.request.post('/store/checkout/prepare', { data: [{ productId: product.id, units: 99, size: product.size }] });
  expect(await refused.json()).toMatchObject({ status: 'false', message: expect.stringContaining('Only') });
  const wireNames = await page.request.post('/store/checkout/prepare', { data: [{ prod_id: product.id, unit: 2, cart_size: product.size }] });
  expect(wireNames.status()).toBe(400);
  expect(await wireNames.json()).toMatchObject({ status: 'false' });

  // Already signed in, /login goes straight to the checkout of a pending product (one without sizes here: the
  // product id alone names no size).
  await page.evaluate((id) => localStorage.setItem('productID', String(id)), PRODUCTS.towels.id);
  await page.goto('/login');
  await expect(page).toHaveURL(new RegExp(`/checkout2\\?productID=${PRODUCTS.towels.id}$`), nav);
  await expect(page.getByTestId('summary-items')).toContainText(`${PRODUCTS.towels.name}...`);
});
