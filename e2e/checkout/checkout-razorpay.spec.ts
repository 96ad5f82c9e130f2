import { expect, test } from '@playwright/test';
import { addAddress, addToCart, ordersOf, platformToken, PRODUCTS, registerShopper, shot, signInContext } from '../support/account-helpers';
import { collectCspViolations } from '../support/csp-violations';

const nav = { timeout: 30_000 };

test('Razorpay through the test gateway: a paid order is confirmed as COD is; a failed payment leaves it unpaid, the retry pays it', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  // The checkout's policy (a nonce per request) lets the payment script and its dialog work, refusing nothing.
  const violations = await collectCspViolations(page);
  const shopper = await registerShopper(request, 'razorpay');
  const token = await platformToken(request, shopper.email, shopper.password);
  await addAddress(request, token, shopper);
  await signInContext(page, shopper);

  // First order: paid at once.
  await addToCart(request, token, [{ prod_id: PRODUCTS.rangrez.id, unit: 1, cart_size: PRODUCTS.rangrez.size }]);
  await page.goto('/checkout2');
  await expect(page.getByTestId('summary-items')).toContainText(`${PRODUCTS.rangrez.name}...`);
  const codTotal = await page.getByTestId('summary-total').textContent();
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await expect(page.getByTestId('online-discount')).toBeVisible();
  const onlineTotal = (await page.getByTestId('summary-total').textContent())!;
  expect(onlineTotal).not.toBe(codTotal);
  await shot(page, testInfo, 'checkout-razorpay');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  await expect(gateway).toBeVisible();
  await expect(gateway).toContainText(shopper.email);
  await expect(gateway.getByRole('button', { name: `Pay ${onlineTotal}` })).toBeVisible();
  await shot(page, testInfo, 'razorpay-dialog');
  await gateway.getByRole('button', { name: /^Pay / }).click();
  // The same confirmation as cash on delivery: 'Order confirmed', paid, the amount charged, where it goes.
  await expect(page).toHaveURL(/\/order-confirmation\?order=/, nav);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible(nav);
  await expect(page.getByTestId('confirmation-payment')).toHaveText('Paid online');
  await expect(page.getByTestId('confirmation-total')).toHaveText(onlineTotal);
  await expect(page.getByText('221 MG Road')).toBeVisible();
  await shot(page, testInfo, 'razorpay-paid-confirmation');
  await page.getByRole('link', { name: 'Order Details' }).click();
  await expect(page.getByTestId('order-card').filter({ hasText: PRODUCTS.rangrez.name })).toContainText('Paid online', nav);
  const paid = (await ordersOf(request, token)).filter((l) => l.CoProduct.startsWith(PRODUCTS.rangrez.name));
  expect(paid).toHaveLength(1);
  expect(paid[0]).toMatchObject({ CoPaymentMode: 'ONLINE', CoPaymentStatus: 'PAID', CoOrderStatus: 'Confirmed' });

  // Second order: the payment fails, the order stays unpaid, a retry pays the same order.
  await addToCart(request, token, [{ prod_id: PRODUCTS.towels.id, unit: 1, cart_size: '' }]);
  await page.goto('/checkout2');
  await expect(page.getByTestId('summary-items')).toContainText(`${PRODUCTS.towels.name}...`);
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(gateway).toBeVisible();
  await gateway.getByRole('button', { name: 'Simulate failure' }).click();
  await expect(gateway.getByRole('status')).toContainText('Payment failed');
  await gateway.getByRole('button', { name: 'Cancel' }).click();
  await expect(gateway).toHaveCount(0);
  await expect(page.getByRole('alert').filter({ hasText: 'Payment failed.' })).toContainText('is saved but not paid');
  await shot(page, testInfo, 'razorpay-failed');
  const unpaid = (await ordersOf(request, token)).filter((l) => l.CoProduct.startsWith(PRODUCTS.towels.name));
  expect(unpaid).toHaveLength(1);
  expect(unpaid[0]!.CoPaymentStatus).not.toBe('PAID');
  expect(unpaid[0]!.CoOrderStatus).toBe('Payment Pending');

  await page.getByRole('button', { name: 'Retry payment' }).click();
  await expect(gateway).toBeVisible();
  await gateway.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(new RegExp(`/order-confirmation\\?order=${unpaid[0]!.CoOrderID}$`), nav);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible(nav);
  await expect(page.getByTestId('confirmation-payment')).toHaveText('Paid online');
  const retried = (await ordersOf(request, token)).filter((l) => l.CoProduct.startsWith(PRODUCTS.towels.name));
  expect(retried).toHaveLength(1);
  expect(retried[0]).toMatchObject({ CoOrderID: unpaid[0]!.CoOrderID, CoPaymentStatus: 'PAID', CoOrderStatus: 'Confirmed' });
  expect(violations).toEqual([]);
});
