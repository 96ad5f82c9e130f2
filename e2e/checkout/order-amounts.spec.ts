import { expect, test, type APIRequestContext } from '@playwright/test';
import { placeCodOrder } from '../support/account-helpers';
import { shop2 } from '../support/catalogue-support';
import { signInToConsole } from '../support/console-support';
import { HOLI, nav, orderFromPlatform, signedInShopper, snap } from './checkout-support';

/**
 * Every figure a shopper sees for an order is the platform's, stored when the order was placed: a partly cancelled
 * cash-on-delivery order says the same net total on every screen and in the console; spoofed order numbers and amounts
 * show nothing; the header and product pages state only the shop's delivery terms. Paying online is order-payments.spec.ts.
 */

/** A dinner set: unsized, with a ₹99 delivery charge per unit. */
const DELIVERY_CHARGED = 317;
/** A kadai: unsized, with a ₹79 delivery charge per unit. */
const ALSO_DELIVERY_CHARGED = 316;

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
  // Each project its own product: the test reads the stock before and after, and the other project may run beside it.
  const product = testInfo.project.name === 'phone' ? ALSO_DELIVERY_CHARGED : DELIVERY_CHARGED;
  const [set] = (await (await request.post('/api/GetProductsByIds', { data: { ids: [product] } })).json()) as {
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
    { id: product, slug: set!.ASIN, quantity: 3 },
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
