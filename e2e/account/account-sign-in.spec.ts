import { expect, test, type Page } from '@playwright/test';
import { addAddress, formReady, platformToken, registerShopper, type Shopper } from '../support/account-helpers';
import { openProduct, PRODUCTS, visibleButton } from '../support/product-fixtures';
import { formShot, nav } from './account-forms-support';

/**
 * Signing in lands where the shopper meant to go (and never off-site), nothing covers what is there, and a throttled
 * sign-in says how long to wait.
 */

async function signInWithForm(page: Page, shopper: Pick<Shopper, 'email' | 'password'>) {
  await formReady(page);
  await page.getByLabel('Username or email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

test.describe('where signing in leads', () => {
  test('Continue to Dashboard goes to the account overview', async ({ page, request }, testInfo) => {
    const shopper = await registerShopper(request, 'forms-dashboard');
    await page.goto('/login');
    await signInWithForm(page, shopper);
    const welcome = page.getByRole('dialog', { name: 'Login Successful' });
    await expect(welcome).toBeVisible(nav);
    await formShot(page, testInfo, 'login-successful');
    await welcome.getByRole('button', { name: 'Continue to Dashboard' }).click();
    await expect(page).toHaveURL(/\/overview$/, nav);
    await expect(welcome).toBeHidden();
    await expect(page.getByText(shopper.email, { exact: true })).toBeVisible(nav);
  });

  test("the header's Sign In comes back to the product page it was opened from", async ({ page, request }, testInfo) => {
    const shopper = await registerShopper(request, 'forms-return');
    await openProduct(page, PRODUCTS.unsized);
    const productUrl = page.url();
    if (testInfo.project.name === 'phone') {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const signIn = page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: 'Sign In', exact: true });
      await expect(signIn).toBeVisible();
      await formShot(page, testInfo, 'header-sign-in');
      await signIn.click();
    } else {
      await page.getByRole('button', { name: 'Hello, Sign In' }).click();
      await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toBeVisible();
      await formShot(page, testInfo, 'header-sign-in');
      await page.getByRole('link', { name: 'Sign In', exact: true }).click();
    }
    await expect(page).toHaveURL(new RegExp(`/login\\?next=%2Fproduct%2F${PRODUCTS.unsized}$`), nav);
    await signInWithForm(page, shopper);
    await expect(page).toHaveURL(productUrl, nav);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Login Successful' })).toBeVisible();
  });

  test('five wrong passwords: the sign-in page says how long to wait, not that the password is wrong', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const shopper = await registerShopper(request, 'forms-throttle');
    await page.goto('/login');
    await formReady(page);
    await page.getByLabel('Username or email').fill(shopper.email);
    for (let i = 0; i < 5; i++) {
      await page.getByLabel('Password', { exact: true }).fill(`Wrong@${i}234`);
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeEnabled(nav);
    }
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Too many failed sign-in attempts. Please wait 15 minutes and try again.' })).toBeVisible(
      nav,
    );
    await expect(page.getByText('Invalid email or password. Please try again.')).toHaveCount(0);
    await formShot(page, testInfo, 'login-throttled');
  });

  test('an off-site return target is never followed', async ({ page, request }) => {
    const shopper = await registerShopper(request, 'forms-offsite');
    await page.goto('/login?next=%2F%2Fevil.example%2Fsteal');
    await signInWithForm(page, shopper);
    await expect(page.getByRole('dialog', { name: 'Login Successful' })).toBeVisible(nav);
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/, nav);
  });

  test('after a Buy Now sign-in the checkout is there, uncovered', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const shopper = await registerShopper(request, 'forms-buynow');
    await addAddress(request, await platformToken(request, shopper.email, shopper.password), shopper);
    await openProduct(page, PRODUCTS.unsized);
    await visibleButton(page, 'Buy Now').click();
    await expect(page).toHaveURL(/\/login\?next=%2Fcheckout2/, nav);
    await signInWithForm(page, shopper);
    await expect(page).toHaveURL(/\/checkout2\?productID=/, nav);
    await expect(page.getByTestId('summary-items').getByRole('listitem')).toHaveCount(1, nav);
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect(placeOrder).toBeEnabled(nav);
    // The greeting is loaded lazily: give it the time it would take, then nothing may cover the checkout.
    await page.waitForTimeout(1500);
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await placeOrder.scrollIntoViewIfNeeded();
    await placeOrder.click({ trial: true, timeout: 5000 });
    await formShot(page, testInfo, 'buy-now-checkout-after-sign-in');
  });
});
