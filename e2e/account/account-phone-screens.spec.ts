import { expect, test } from '@playwright/test';
import { addAddress, addToCart, formReady, platformToken, PRODUCTS, registerShopper, shot, signInContext } from '../support/account-helpers';

const nav = { timeout: 30_000 };

test.describe('390px screens of sign-in, account, checkout, orders and help', () => {
  test.beforeEach(({}, testInfo) => test.skip(testInfo.project.name !== 'phone', 'the phone pass; the journeys run at 1280px'));

  test('signed-out screens and the help pages', async ({ page }, testInfo) => {
    test.setTimeout(120_000);
    for (const [path, name, text] of [
      ['/login', 'phone-login', 'Sign in'],
      ['/register', 'phone-register', 'Create your account'],
      ['/forgot-password', 'phone-forgot-password', 'Forgot your password?'],
      ['/CreateAccountCard', 'phone-create-account', 'Create an account'],
      ['/AccountVerifiedCard', 'phone-account-verified', 'Account verified!'],
      ['/CustomerSupport', 'phone-customer-support', 'How Can We Help You?'],
      ['/aboutPage', 'phone-about', 'About Apna Bazaar'],
      ['/ReturnPolicy', 'phone-return-policy', 'Return Policy'],
      ['/ResellerTermsConditions', 'phone-reseller-terms', 'Reseller Terms & Conditions'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible(nav);
      await shot(page, testInfo, name);
    }
    // The policy accordions open from the keyboard.
    const refunds = page.getByText('2. Prices and payments');
    await refunds.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText('You set your selling prices on top of the supplier price.')).toBeVisible();
    await page.goto('/CustomerSupport');
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:+919876543210');
    await expect(main.getByRole('link', { name: 'support@apnabazaar.in' })).toBeVisible();
    await expect(page.getByText('Available 24/7')).toBeVisible();
    await expect(page.getByText('We reply within 2 hours')).toBeVisible();
    await expect(page.getByText('Mon-Fri 9 AM - 6 PM')).toBeVisible();
  });

  test('signed-in screens: account, addresses, checkout, orders, tracking and cancellation', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const shopper = await registerShopper(request, 'phone');
    const token = await platformToken(request, shopper.email, shopper.password);
    await addAddress(request, token, shopper);
    await addToCart(request, token, [{ prod_id: PRODUCTS.cushion.id, unit: 1, cart_size: '' }]);
    await page.goto('/login');
    await formReady(page);
    await signInContext(page, shopper);

    await page.goto('/overview');
    await expect(page.getByText(shopper.email, { exact: true })).toBeVisible(nav);
    await expect(page.getByRole('navigation', { name: 'Account shortcuts' }).getByRole('link', { name: 'Orders' })).toBeVisible();
    await shot(page, testInfo, 'phone-overview');
    await page.getByRole('button', { name: 'Account menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Account menu' });
    await expect(menu.getByRole('link', { name: 'Saved Addresses' })).toBeVisible();
    await shot(page, testInfo, 'phone-account-menu');
    await menu.getByRole('link', { name: 'Account Settings' }).click();
    await expect(page).toHaveURL(/\/UserProfile$/, nav);
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    await shot(page, testInfo, 'phone-profile');

    await page.goto('/your-address');
    await expect(page.getByTestId('address-card')).toBeVisible(nav);
    await shot(page, testInfo, 'phone-addresses');

    await page.goto('/checkout2');
    await expect(page.getByTestId('summary-items')).toContainText(`${PRODUCTS.cushion.name}...`, nav);
    await expect(page.getByTestId('address-card')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await shot(page, testInfo, 'phone-checkout');
    await page.getByLabel('Enter the code').fill((await page.getByTestId('captcha-code').textContent())!.trim());
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page.getByRole('heading', { name: 'Order confirmed' })).toBeVisible(nav);
    await shot(page, testInfo, 'phone-order-confirmation');

    await page.getByRole('link', { name: 'Order Details' }).click();
    const card = page.getByTestId('order-card').filter({ hasText: PRODUCTS.cushion.name });
    await expect(card).toContainText('Confirmed', nav);
    await shot(page, testInfo, 'phone-your-orders');
    await card.getByRole('button', { name: 'Track' }).click();
    await expect(page.getByTestId('tracking-events')).toContainText('Confirmed');
    await shot(page, testInfo, 'phone-tracking-modal');
    await page.getByRole('link', { name: 'Open the tracking page' }).click();
    await expect(page).toHaveURL(/\/track\?order=/, nav);
    await expect(page).toHaveTitle(/^TrackYourOrder \| localhost$/);
    await expect(page.getByTestId('tracking-events')).toContainText('Order placed, to be paid on delivery');
    await shot(page, testInfo, 'phone-track-page');

    await page.goto('/your-orders');
    await card.getByRole('link', { name: 'Cancel' }).click();
    await page.getByRole('radio', { name: 'Duplicate Order' }).check();
    await page.getByLabel('Additional comments').fill('Ordered the same cushion twice.');
    await shot(page, testInfo, 'phone-cancellation-form');
    await page.getByRole('button', { name: 'CANCEL' }).click();
    await expect(page.getByRole('heading', { name: 'Order Cancelled' })).toBeVisible(nav);
    await shot(page, testInfo, 'phone-order-cancelled');

    await page.goto('/logout');
    await expect(page.getByRole('button', { name: 'Logout' })).toBeEnabled(nav);
    await shot(page, testInfo, 'phone-logout');
  });
});
