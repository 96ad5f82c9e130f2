import fs from 'node:fs';
import { expect, test, type APIRequestContext, type Page, type TestInfo } from '@playwright/test';
import { addAddress, addToCart, ordersOf, placeCodOrder, platformToken, registerShopper, shot, signInContext } from '../support/account-helpers';
import { shop2 } from '../support/catalogue-support';
import { signInToConsole } from '../support/console-support';

/**
 * Every figure a shopper sees for an order is the platform's, stored when the order was placed: the payment dialog,
 * the confirmation, My Orders, tracking, the cancellation form and the cancelled page say the same amount.
 */
const nav = { timeout: 30_000 };
/** Size S: the product-page journeys count on the stock of M and XL. */
const HOLI = { id: 1, slug: 'holi-t-shirt', name: 'HOLI T-SHIRT', size: 'S' };
/** A dinner set: unsized, with a ₹99 delivery charge per unit. */
const DELIVERY_CHARGED = 317;

/** A screenshot kept with the test and, when SHOTS_DIR is set, copied there for a person to look at. */
async function snap(page: Page, testInfo: TestInfo, name: string) {
  await shot(page, testInfo, name);
  const dir = process.env.SHOTS_DIR;
  if (dir) {
    fs.mkdirSync(dir, { recursive: true });
    await page.screenshot({ path: `${dir}/${name}-${testInfo.project.name}.png`, fullPage: true });
  }
}

async function orderFromPlatform(request: APIRequestContext, token: string, number: string) {
  const response = await request.get(`/api/Get_Order?order_id=${encodeURIComponent(number)}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { data: { CoPaymentStatus: string; amounts: { total: number; refunded: number; cancelled: number } } }).data;
}

async function signedInShopper(page: Page, request: APIRequestContext, tag: string) {
  const shopper = await registerShopper(request, tag);
  const token = await platformToken(request, shopper.email, shopper.password);
  await addAddress(request, token, shopper);
  await signInContext(page, shopper);
  return { shopper, token };
}

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

/** ₹1,23,456, as the shop writes rupees. */
const rupees = (n: number) => `₹${n.toLocaleString('en-IN')}`;

/** A cash-on-delivery order of unsized products, for the journeys that start at My Orders. */
function placeCod(request: APIRequestContext, token: string, lines: { id: number; slug: string; quantity: number }[]): Promise<string> {
  return placeCodOrder(
    request,
    token,
    lines.map((l) => ({ asinid: l.id, quantity: l.quantity, productcode: l.slug, size: '' })),
  );
}

/** An unsized product's stock, as the platform's operator sees it in the console's catalogue (it is on no public page). */
async function unsizedStock(request: APIRequestContext, asin: string): Promise<number> {
  const signIn = await request.post('/api/console/sign_in', { data: { email: 'operator@example.com', password: 'Operator@2024' } });
  const { token } = (await signIn.json()) as { token: string };
  const detail = await request.get(`/api/console/catalogue/products/detail?asin=${asin}`, { headers: { authorization: `Bearer ${token}` } });
  expect(detail.ok(), await detail.text()).toBe(true);
  return ((await detail.json()) as { product: { sizes: { size: string; stock: number }[] } }).product.sizes.find((s) => s.size === '')!.stock;
}

test('cancelling 2 of 3 units of a COD line: the same net total on My Orders, the cancellation pages, tracking and the console', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(240_000);
  const { token } = await signedInShopper(page, request, 'partial');
  const [set] = (await (await request.post('/api/GetProductsByIds', { data: { ids: [DELIVERY_CHARGED] } })).json()) as {
    ASIN: string;
    name: string;
  }[];
  const cushion = { id: 45, slug: 'rasoi-pro-block-printed-velvet-cushion-cover-16x16-0018' };
  const stock = await request.post('/api/admin/product', {
    headers: { 'X-Admin-Key': 'e2e-admin-key' },
    data: { ASIN: set!.ASIN, stock: { '': 40 } },
  });
  expect(stock.ok(), await stock.text()).toBe(true);
  const number = await placeCod(request, token, [
    { id: DELIVERY_CHARGED, slug: set!.ASIN, quantity: 3 },
    { ...cushion, quantity: 1 },
  ]);
  const placed = (await (await request.get(`/api/Get_Order?order_id=${number}`, { headers: { authorization: `Bearer ${token}` } })).json()) as {
    data: { amounts: { total: number }; lines: { CoOrderItemID: number; CoCancelOptions: { units: number; amount: number }[] }[] };
  };
  const total = placed.data.amounts.total;
  // What cancelling two of the three units takes off, as the platform offers it.
  const off = placed.data.lines[0]!.CoCancelOptions.find((o) => o.units === 2)!.amount;
  const net = total - off;
  expect(off).toBeGreaterThan(0);

  // My Orders: one card for the order, with both items and its total.
  await page.goto('/your-orders');
  const card = page.locator(`[data-testid="order-card"][data-order="${number}"]`);
  await expect(card.getByTestId('card-order-total')).toHaveText(rupees(total), nav);
  await expect(card.getByTestId('order-item')).toHaveCount(2);
  await expect(page.locator(`[data-testid="order-card"][data-order="${number}"]`)).toHaveCount(1);
  await snap(page, testInfo, 'your-orders-before-partial');

  // The cancellation form: how many, what that takes off, nothing to refund on delivery.
  await card
    .getByTestId('order-item')
    .filter({ hasText: set!.name.slice(0, 20) })
    .getByRole('link', { name: 'Cancel' })
    .click();
  await expect(page.getByTestId('cancel-order-total')).toHaveText(rupees(total), nav);
  await page.getByLabel('How many to cancel').selectOption('2');
  await expect(page.getByTestId('cancel-amount')).toHaveText(rupees(off));
  await expect(page.getByTestId('refund-amount')).toHaveText('₹0');
  await page.getByRole('radio', { name: 'Product not required anymore' }).check();
  await page.getByLabel('Additional comments').fill('Two sets are enough for us.');
  await snap(page, testInfo, 'cancellation-form-partial');
  const before = await unsizedStock(request, set!.ASIN);
  await page.getByRole('button', { name: 'CANCEL' }).click();

  // Said calmly: the rest of the order goes on, and its total is the net.
  await expect(page.getByRole('heading', { name: 'Item cancelled' })).toBeVisible(nav);
  await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toHaveCount(0);
  await expect(page.getByText('2 of 3 units are cancelled')).toBeVisible();
  await expect(page.getByTestId('cancelled-rest')).toContainText('The rest of your order (2 items) is not affected');
  await expect(page.getByTestId('order-cancelled')).toHaveText(`−${rupees(off)}`);
  await expect(page.getByTestId('order-total')).toHaveText(rupees(net));
  await snap(page, testInfo, 'order-cancelled-partial');
  expect(await unsizedStock(request, set!.ASIN)).toBe(before + 2);
  expect(await orderFromPlatform(request, token, number)).toMatchObject({ amounts: { total, cancelled: off, net } });

  // My Orders again: the net, what was cancelled, the line split into the unit kept and the two cancelled.
  await page.getByRole('link', { name: 'Done' }).click();
  await expect(card.getByTestId('card-order-total')).toHaveText(rupees(net), nav);
  await expect(card.getByTestId('card-order-total-note')).toHaveText(`· ${rupees(off)} cancelled`);
  await expect(card.getByTestId('order-item')).toHaveCount(3);
  await expect(card.getByTestId('order-item').filter({ hasText: 'Cancelled' })).toContainText('Quantity2');
  await snap(page, testInfo, 'your-orders-partial');
  await card.getByRole('button', { name: 'Track' }).click();
  await expect(page.getByRole('dialog', { name: 'Track your order' }).getByTestId('tracking-total')).toHaveText(rupees(net));
  await page.keyboard.press('Escape');

  // The console: the list, the order and its invoice say the same.
  await signInToConsole(page);
  await page.goto(`/admin/orders?q=${number}`);
  const row = page.getByTestId('order-row').filter({ visible: true }).filter({ hasText: number });
  await expect(row.getByTestId('order-row-total')).toHaveText(rupees(net), nav);
  await expect(row).toContainText(`${rupees(off)} cancelled`);
  await snap(page, testInfo, 'console-list-partial');
  await page.goto(`/admin/orders/${number}`);
  await expect(page.getByTestId('order-total')).toHaveText(rupees(net), nav);
  await expect(page.getByTestId('order-cancelled')).toHaveText(`−${rupees(off)}`);
  await snap(page, testInfo, 'console-order-partial');
  await page.goto(`/admin/orders/${number}/invoice`);
  await expect(page.getByTestId('invoice-total')).toHaveText(rupees(net), nav);
  // The amount column is whole on the screen at 390 px as at 1280: the items table needs no sideways scroll.
  const width = page.viewportSize()!.width;
  for (const cell of await page.getByTestId('invoice-line-amount').all()) {
    await expect(cell).toBeVisible();
    const box = (await cell.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(width);
  }
  const items = page.getByRole('region', { name: 'Items' });
  expect(await items.evaluate((el) => el.scrollWidth - el.clientWidth)).toBeLessThanOrEqual(0);
  await snap(page, testInfo, 'invoice-partial');
});

test('confirmation and cancelled pages show only the shopper’s own orders; spoofed numbers and amounts say "Order not found"', async ({
  page,
  request,
}, testInfo) => {
  await signedInShopper(page, request, 'spoof');
  for (const url of [
    '/order-confirmation?order=FAKE-123',
    '/order-confirmation',
    // The demo shopper's order, not this shopper's.
    '/order-confirmation?order=OD11000',
    '/order-cancelled?order=OD123&mode=ONLINE&refund=99999',
    '/order-cancelled?order=OD11000&item=1&refund=99999',
  ]) {
    await page.goto(url);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible(nav);
    await expect(page.getByRole('heading', { name: /Order confirmed|Order Cancelled/ })).toHaveCount(0);
    await expect(page.getByText(/99,999|FAKE-123/)).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Go to my orders' })).toHaveAttribute('href', '/your-orders');
  }
  await snap(page, testInfo, 'order-not-found');
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

test('the header promises only what the shop states, and the product page shows its delivery charge', async ({ page }, testInfo) => {
  const promise = page.getByTestId('delivery-promise').filter({ visible: true });
  await page.goto('/');
  await expect(promise).toHaveText('Pay on Delivery | Free Delivery on most products');
  await page.goto(`${shop2}/`);
  await expect(promise).toHaveText('Pay on Delivery');
  await expect(page.getByText(/Free Delivery/)).toHaveCount(0);
  await snap(page, testInfo, 'shop2-header-promise');

  await page.goto(`/product-category/${HOLI.slug}`);
  await expect(page.getByTestId('delivery-charge')).toBeVisible();
  await expect(page.getByTestId('delivery-charge').first()).toContainText('Delivery charge ₹49 per item');
  await expect(page.getByTestId('delivery-charge').first()).toContainText('Buy 2 for ₹249 with free delivery');
  await snap(page, testInfo, 'product-holi-delivery');
  const charged = await page.request.post('/api/GetProductsByIds', { data: { ids: [DELIVERY_CHARGED] } });
  const [product] = (await charged.json()) as { ASIN: string; recommendedSellingPrice: number }[];
  expect(product!.recommendedSellingPrice).toBeGreaterThan(0);
  await page.goto(`/product-category/${product!.ASIN}`);
  await expect(page.getByTestId('delivery-charge').first()).toHaveText(`Delivery charge ₹${product!.recommendedSellingPrice} per item`);
  await snap(page, testInfo, 'product-delivery-charge');
  await page.goto('/product-category/rangrez-womens-mirror-work-georgette-kurti-rani-pink-004x');
  await expect(page.getByTestId('delivery-charge').first()).toHaveText('Free Delivery');
});
