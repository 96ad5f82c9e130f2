import { expect, test, type APIRequestContext, type TestInfo } from '@playwright/test';
import { addAddress, addToCart, placeCodOrder, platformToken, registerShopper } from '../support/account-helpers';
import { shop1 } from '../support/console-support';
import { nav, signedInShopper } from './checkout-support';
import {
  applyCode,
  CANDIDATES,
  consoleHeaders,
  deleteTestCoupons,
  ensureShopCoupons,
  openPricedCart,
  productPriced,
  rupees,
  saveCoupon,
  snap,
} from './coupon-support';

/**
 * Every reason a code does not apply, said on the coupon row, and a refusal when the order is placed with a coupon
 * paused meanwhile. The shopper's side of coupons that do apply is coupons.spec.ts.
 */
test.describe.configure({ mode: 'serial' });

test.beforeAll(async ({ playwright }) => ensureShopCoupons(playwright));

test.afterAll(async ({ playwright }) => {
  const request = await playwright.request.newContext({ baseURL: shop1 });
  await deleteTestCoupons(request);
  await request.dispose();
});

async function setCouponStatus(request: APIRequestContext, id: number, status: 'active' | 'paused') {
  const answer = await request.post(`${shop1}/api/console/coupons/status`, { headers: await consoleHeaders(request), data: { id, status } });
  expect(answer.ok(), await answer.text()).toBe(true);
}

/** A project's own codes: the desktop and phone passes share one database. */
const codeFor = (testInfo: TestInfo, base: string) => `${base}${testInfo.project.name === 'desktop' ? 'D' : 'P'}`;

test('each reason a code does not apply is said on the coupon row, and Remove forgets the code', async ({ page, request }, testInfo) => {
  test.setTimeout(180_000);
  const { token } = await signedInShopper(page, request, 'coupon-reasons');
  const { product, size } = await productPriced(request, 100, 900);
  await addToCart(request, token, [{ prod_id: product.id, unit: 1, cart_size: size }]);
  await openPricedCart(page);
  const message = page.getByTestId('coupon-message');
  const subtotal = rupees(await page.getByTestId('cart-subtotal').textContent());

  // "Available offers" lists the shop's coupons; tapping one applies it. FLAT100 needs a cart of ₹999.
  const offers = page.getByTestId('coupon-row');
  await expect(offers.getByRole('button', { name: /^Apply FLAT100/ })).toBeVisible(nav);
  await offers.getByRole('button', { name: /^Apply FLAT100/ }).click();
  await expect(message).toHaveText(`Add ₹${(999 - subtotal).toLocaleString('en-IN')} more to use FLAT100`, nav);
  await snap(page, testInfo, 'cart-coupon-minimum');

  await applyCode(page, 'nosuchcode');
  await expect(message).toHaveText('This coupon code is not valid.', nav);

  const expired = codeFor(testInfo, 'E2EEXPIRED');
  await saveCoupon(request, { code: expired, endsOn: '2026-01-31' });
  await applyCode(page, expired);
  await expect(message).toHaveText('This coupon expired on 31 Jan 2026.', nav);

  const later = codeFor(testInfo, 'E2ELATER');
  await saveCoupon(request, { code: later, startsOn: '2099-12-01' });
  await applyCode(page, later);
  await expect(message).toHaveText('This coupon starts on 1 Dec 2099.', nav);

  const elsewhere = codeFor(testInfo, 'E2EELSEWHERE');
  const other = CANDIDATES.find((id) => id !== product.id)!;
  await saveCoupon(request, { code: elsewhere, productIds: [other] });
  await applyCode(page, elsewhere);
  await expect(message).toHaveText('This coupon is not valid for the items in your cart.', nav);

  // First order only: this shopper has ordered once already.
  const first = codeFor(testInfo, 'E2EFIRST');
  await saveCoupon(request, { code: first, firstOrderOnly: true });
  await placeCodOrder(request, token, [{ asinid: product.id, productcode: product.ASIN, quantity: 1, size }]);
  await addToCart(request, token, [{ prod_id: product.id, unit: 1, cart_size: size }]);
  await openPricedCart(page);
  await applyCode(page, first);
  await expect(message).toHaveText('This coupon is for your first order only.', nav);

  // Used up: its one use went to another shopper.
  const once = codeFor(testInfo, 'E2EONCE');
  await saveCoupon(request, { code: once, totalUses: 1 });
  const someone = await registerShopper(request, 'coupon-used-up');
  const theirs = await platformToken(request, someone.email, someone.password);
  await addAddress(request, theirs, someone);
  await usesCoupon(request, theirs, once, { asinid: product.id, productcode: product.ASIN, quantity: 1, size });
  await applyCode(page, once);
  await expect(message).toHaveText('This coupon has been used up.', nav);
  await snap(page, testInfo, 'cart-coupon-used-up');

  // Remove: no code is chosen any more (the cookie is gone), and nothing is said.
  await page
    .getByTestId('coupon-row')
    .getByRole('button', { name: `Remove coupon ${once}` })
    .click();
  await expect(message).toHaveText('');
  expect((await page.context().cookies()).find((c) => c.name === 'coupon')).toBeUndefined();
});

/** Places a COD order through the platform's API with `code` as its coupan_Code. */
async function usesCoupon(
  request: APIRequestContext,
  token: string,
  code: string,
  line: { asinid: number; productcode: string; quantity: number; size: string },
) {
  const bearer = { authorization: `Bearer ${token}` };
  const [address] = ((await (await request.get('/api/Get_AllAddress', { headers: bearer })).json()) as { data: { id: number }[] }).data;
  const [captcha] = ((await (await request.post('/api/New_Captcha', { headers: bearer })).json()) as { data: { captcha_id: string; code: string }[] })
    .data;
  const placed = await request.post('/api/insert_Customer_Order', {
    headers: bearer,
    data: {
      addressid: address!.id,
      coupan_Code: code,
      paymentmode: 'COD',
      orders: [line],
      captcha_id: captcha!.captcha_id,
      captcha_code: captcha!.code,
    },
  });
  expect(placed.ok(), await placed.text()).toBe(true);
}

test('a coupon paused while the shopper is at checkout: the order is refused and the reason is on the coupon row', async ({
  page,
  request,
}, testInfo) => {
  test.setTimeout(120_000);
  const { token } = await signedInShopper(page, request, 'coupon-place');
  const { product, size } = await productPriced(request, 100, 1500);
  await addToCart(request, token, [{ prod_id: product.id, unit: 1, cart_size: size }]);
  const code = codeFor(testInfo, 'E2EPAUSED');
  const id = await saveCoupon(request, { code, percent: 5 });

  await page.goto(`/checkout2?coupon=${code}`);
  await expect(page.getByTestId('coupon-applied')).toHaveText(new RegExp(`^${code} applied: you save ₹[\\d,]+$`), nav);
  await setCouponStatus(request, id, 'paused');
  const captcha = (await page.getByTestId('captcha-code').textContent())!.trim();
  await page.getByLabel('Enter the code').fill(captcha);
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByTestId('coupon-message')).toHaveText('This coupon code is not valid.', nav);
  await expect(page).toHaveURL(/\/checkout2/);
  await expect(page.getByTestId('saving-coupon')).toHaveCount(0, nav);
  await snap(page, testInfo, 'checkout-coupon-refused');
});
