import { expect, test } from '@playwright/test';
import { addToCart, ordersOf } from '../support/account-helpers';
import { HOLI, nav, orderFromPlatform, signedInShopper, snap } from './checkout-support';

/**
 * An order paid online: the payment dialog, the confirmation, My Orders, tracking, the cancellation form and the
 * cancelled page say the platform's amount; a payment script that cannot load places nothing, and a dismissed payment
 * leaves the order awaiting payment. Cash-on-delivery amounts and cancellations are order-amounts.spec.ts.
 */

test('a HOLI pair paid online costs ₹224 on the dialog, confirmation, My Orders, tracking, cancel form and cancelled page', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { token } = await signedInShopper(page, request, 'amounts');
  await addToCart(request, token, [{ prod_id: HOLI.id, unit: 2, cart_size: HOLI.size }]);

  await page.goto('/checkout2');
  await expect(page.getByTestId('summary-line-price')).toHaveText('2 × ₹149 = ₹298', nav);
  await expect(page.getByTestId('summary-offer')).toHaveText('−₹49');
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await expect(page.getByTestId('online-discount')).toHaveText('−₹25');
  await expect(page.getByTestId('summary-total')).toHaveText('₹224');
  await snap(page, testInfo, 'checkout-holi-online');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  await expect(gateway.getByRole('button', { name: 'Pay ₹224' })).toBeVisible(nav);
  await snap(page, testInfo, 'payment-dialog');
  await gateway.getByRole('button', { name: 'Pay ₹224' }).click();
  // Paid: the same confirmation as cash on delivery, for the paid order.
  await expect(page).toHaveURL(/\/order-confirmation\?order=/, nav);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible(nav);

  const [line] = (await ordersOf(request, token)).filter((l) => l.CoProduct === HOLI.name);
  const number = line!.CoOrderID;
  expect(await orderFromPlatform(request, token, number)).toMatchObject({ CoPaymentStatus: 'PAID', amounts: { total: 224, refunded: 0 } });
  await page.goto('/your-orders');

  // My Orders: the order's total, the line's price and how it was reached.
  const card = page.getByTestId('order-card').filter({ hasText: number });
  await expect(card.getByTestId('card-order-total')).toHaveText('₹224', nav);
  await expect(card.getByTestId('card-price')).toHaveText('₹224');
  await expect(card.getByTestId('card-payment')).toHaveText('Paid online');
  await expect(card.getByTestId('line-price')).toContainText('2 × ₹149 = ₹298');
  await expect(card.getByTestId('line-price')).toContainText('T-shirt pair offer−₹49');
  await expect(card.getByTestId('line-price')).toContainText('Online discount−₹25');
  await expect(card.getByTestId('line-amount')).toHaveText('₹224');
  await snap(page, testInfo, 'your-orders-paid');

  // Tracking: the real payment state and the same total.
  await card.getByRole('button', { name: 'Track' }).click();
  const tracking = page.getByRole('dialog', { name: 'Track your order' });
  await expect(tracking.getByTestId('tracking-total')).toHaveText('₹224');
  await expect(tracking.getByTestId('tracking-payment')).toHaveText('Paid online');
  await snap(page, testInfo, 'tracking-paid');
  await tracking.getByRole('button', { name: 'Close' }).click();

  // The confirmation, loaded from the platform by its number.
  await page.goto(`/order-confirmation?order=${number}`);
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible(nav);
  await expect(page.getByTestId('confirmation-payment')).toHaveText('Paid online');
  await expect(page.getByTestId('confirmation-total')).toHaveText('₹224');
  await expect(page.getByTestId('order-total')).toHaveText('₹224');
  await snap(page, testInfo, 'order-confirmation-paid');

  // The cancellation form announces the platform's refund, and the cancelled page confirms it.
  await page.goto('/your-orders');
  await card.getByRole('link', { name: 'Cancel' }).click();
  await expect(page.getByTestId('cancel-order-total')).toHaveText('₹224', nav);
  await expect(page.getByTestId('refund-amount')).toHaveText('₹224');
  await expect(page.getByTestId('line-amount')).toHaveText('₹224');
  await page.getByRole('radio', { name: 'Ordered By Mistake' }).check();
  await page.getByLabel('Additional comments').fill('Bought these by mistake, sorry.');
  await snap(page, testInfo, 'cancellation-form-paid');
  await page.getByRole('button', { name: 'CANCEL' }).click();
  await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible(nav);
  await expect(page.getByTestId('cancelled-refund')).toContainText('A refund of ₹224 will reach your original payment method');
  // Nothing is left of the order: its total is ₹0, the ₹224 cancelled and refunded.
  await expect(page.getByTestId('order-total')).toHaveText('₹0');
  await expect(page.getByTestId('order-cancelled')).toHaveText('−₹224');
  await expect(page.getByTestId('order-refunded')).toHaveText('₹224');
  await snap(page, testInfo, 'order-cancelled-refund');
  expect(await orderFromPlatform(request, token, number)).toMatchObject({ amounts: { total: 224, cancelled: 224, refunded: 224, net: 0 } });

  // Back to the form of the item just cancelled: it says so (not "already shipped"), and offers no second cancel.
  await page.goBack();
  await expect(page.getByText('This item is already cancelled.')).toBeVisible(nav);
  await expect(page.getByText(/already shipped/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'CANCEL' })).toHaveCount(0);
  await expect(page.getByText('Refunded ₹224')).toBeVisible();
  await snap(page, testInfo, 'cancellation-form-already-cancelled');
});

test('a payment script that cannot load places no order; a dismissed payment leaves the order awaiting payment with the address locked', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(180_000);
  const { token } = await signedInShopper(page, request, 'script');
  await addToCart(request, token, [{ prod_id: HOLI.id, unit: 1, cart_size: HOLI.size }]);
  await page.route('**/api/test_gateway/checkout.js', (route) => route.abort('internetdisconnected'));

  await page.goto('/checkout2');
  await expect(page.getByTestId('summary-line-price')).toHaveText('1 × ₹149 = ₹149', nav);
  await page.getByRole('radio', { name: /Razorpay/ }).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Razorpay SDK failed to load. Are you online?' })).toBeVisible(nav);
  await snap(page, testInfo, 'checkout-script-failed');
  expect(await ordersOf(request, token)).toEqual([]);
  await expect(page.getByRole('button', { name: 'Place Order' })).toBeEnabled();
  await expect(page.getByTestId('address-card')).toBeVisible();

  // Online again: the order is placed once, the dialog opens, and the shopper closes it without paying.
  await page.unroute('**/api/test_gateway/checkout.js');
  await page.getByRole('button', { name: 'Place Order' }).click();
  const gateway = page.getByRole('dialog', { name: 'Test payment' });
  await expect(gateway.getByRole('button', { name: 'Pay ₹183' })).toBeVisible(nav);
  await gateway.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'is saved and waiting for payment' })).toBeVisible();
  const orders = await ordersOf(request, token);
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ CoPaymentStatus: 'PENDING', CoOrderStatus: 'Payment Pending' });
  const number = orders[0]!.CoOrderID;

  // While the payment is pending the address is locked, like the payment options.
  await expect(page.getByTestId('locked-address')).toContainText(`Order ${number} will be delivered here`);
  await expect(page.getByTestId('address-card')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Edit' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '+ Add New Address' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Cash on Delivery/ })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Retry payment' })).toBeVisible();
  await snap(page, testInfo, 'checkout-payment-pending-locked');

  // Everywhere else the order is "Awaiting payment" with a way to pay, never "Paid online".
  await page.goto('/your-orders');
  const card = page.getByTestId('order-card').filter({ hasText: number });
  await expect(card.getByTestId('card-payment')).toHaveText('Awaiting payment', nav);
  await expect(card.getByTestId('card-order-total')).toHaveText('₹183');
  await expect(card.getByRole('button', { name: 'Complete payment' })).toBeVisible();
  await card.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByTestId('tracking-payment')).toHaveText('Awaiting payment');
  await expect(page.getByText('Paid online')).toHaveCount(0);
  await snap(page, testInfo, 'tracking-awaiting-payment');
  await page.keyboard.press('Escape');

  await page.goto(`/order-confirmation?order=${number}`);
  await expect(page.getByRole('heading', { name: 'Awaiting payment' })).toBeVisible(nav);
  await expect(page.getByTestId('confirmation-total')).toHaveText('₹183');
  await snap(page, testInfo, 'order-confirmation-awaiting');
  await page.getByRole('button', { name: 'Complete payment' }).click();
  await gateway.getByRole('button', { name: 'Pay ₹183' }).click();
  await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible(nav);
  await expect(page.getByTestId('confirmation-payment')).toHaveText('Paid online');
  expect((await orderFromPlatform(request, token, number)).CoPaymentStatus).toBe('PAID');
});
