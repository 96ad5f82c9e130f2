import { expect, test, type Locator, type Page } from '@playwright/test';
import { formReady, newShopper, platformToken, registerShopper, signInContext } from '../support/account-helpers';
import { formShot, nav } from './account-forms-support';

/**
 * The account forms speak to people: the platform's limits are the inputs' maxLength, every refusal (the form's own
 * check or the server's) is one human message under its field, the first is brought into view, and a pasted +91
 * number becomes its 10 digits. Where signing in leads is account-sign-in.spec.ts.
 */

const RAW_VALIDATOR_TEXT = /Too big|Too small|expected string|Invalid input|: is required|must be a valid email address/;

/** One message, under its field, tied to it for screen readers, and no validator text anywhere. */
async function expectFieldError(scope: Page | Locator, field: Locator, message: string) {
  await expect(scope.getByText(message, { exact: true })).toHaveCount(1);
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
  await expect(scope.getByText(RAW_VALIDATOR_TEXT)).toHaveCount(0);
}

/** Lets a too-long value through the browser, as a client that ignores maxLength would send it. */
async function dropMaxLength(field: Locator) {
  await field.evaluate((input) => input.removeAttribute('maxlength'));
}

/** Pastes through the real clipboard, as Ctrl+V does (the browser applies maxLength to a paste it inserts itself). */
async function paste(page: Page, field: Locator, text: string) {
  await page.evaluate((value) => navigator.clipboard.writeText(value), text);
  await field.fill('');
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

test.describe('registration', () => {
  test('a too-long name: the human message once, beside the field, scrolled to and focused', async ({ page }, testInfo) => {
    const shopper = newShopper('forms-long');
    await page.goto('/register');
    await formReady(page);
    const firstName = page.getByLabel('First name', { exact: true });
    await expect(firstName).toHaveAttribute('maxlength', '50');
    await expect(page.getByLabel('Last name', { exact: true })).toHaveAttribute('maxlength', '50');
    await expect(page.getByLabel('Email', { exact: true })).toHaveAttribute('maxlength', '254');

    await page.getByLabel('Last name', { exact: true }).fill(shopper.lastname);
    await page.getByLabel('Email', { exact: true }).fill(shopper.email);
    await page.getByLabel('Password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(shopper.password);
    await page.getByLabel('Phone number').fill(shopper.mobileno);
    // The browser would stop at 50; the server is what refuses the 51st character here.
    await dropMaxLength(firstName);
    await firstName.fill('A'.repeat(51));
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(firstName).not.toBeInViewport();

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/store/account/register');
    await page.getByRole('button', { name: 'Register' }).click();
    expect((await answered).status()).toBe(400);
    await expectFieldError(page, firstName, 'First name must not exceed 50 characters.');
    await expect(firstName).toBeInViewport();
    await expect(firstName).toBeFocused();
    await expect(page.locator('form [role="alert"]')).toHaveCount(0);
    await formShot(page, testInfo, 'register-too-long-name');

    // Typing in the field clears its message.
    await firstName.fill('Asha');
    await expect(page.getByText('First name must not exceed 50 characters.')).toHaveCount(0);
  });

  test("the form's own checks: each problem once under its field, the first in view; a taken email under Email", async ({
    page,
    request,
  }, testInfo) => {
    await page.goto('/register');
    await formReady(page);
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await page.getByRole('button', { name: 'Register' }).click();
    const firstName = page.getByLabel('First name', { exact: true });
    await expectFieldError(page, firstName, 'First name is required.');
    await expectFieldError(page, page.getByLabel('Last name', { exact: true }), 'Last name is required.');
    await expectFieldError(page, page.getByLabel('Email', { exact: true }), 'Email is required.');
    await expectFieldError(page, page.getByLabel('Password', { exact: true }), 'Password is required.');
    await expectFieldError(page, page.getByLabel('Phone number'), 'Phone number must be exactly 10 digits.');
    await expect(firstName).toBeFocused();
    await expect(firstName).toBeInViewport();
    await formShot(page, testInfo, 'register-required');

    // The platform's refusal of a taken email lands under Email, in its own words.
    const taken = await registerShopper(request, 'forms-taken');
    const fresh = newShopper('forms-taken2');
    await firstName.fill(fresh.firstname);
    await page.getByLabel('Last name', { exact: true }).fill(fresh.lastname);
    await page.getByLabel('Email', { exact: true }).fill(taken.email);
    await page.getByLabel('Password', { exact: true }).fill(fresh.password);
    await page.getByLabel('Confirm password', { exact: true }).fill(fresh.password);
    await page.getByLabel('Phone number').fill(fresh.mobileno);
    await page.getByRole('button', { name: 'Register' }).click();
    const email = page.getByLabel('Email', { exact: true });
    await expectFieldError(page, email, 'An account with this email already exists. Please sign in instead.');
    await expect(email).toBeFocused();
    await formShot(page, testInfo, 'register-email-taken');
  });

  test('a pasted +91 number becomes its 10 digits in the phone field', async ({ page, context }, testInfo) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.goto('/register');
    await formReady(page);
    const phone = page.getByLabel('Phone number');
    await expect(phone).toHaveAttribute('maxlength', '10');
    for (const pasted of ['+919876543210', '09876543210', '98765 43210', '+91 98765-43210']) {
      await paste(page, phone, pasted);
      await expect(phone, `pasting ${pasted}`).toHaveValue('9876543210');
    }
    // Typed with the prefix, key by key, it ends the same.
    await phone.fill('');
    await phone.pressSequentially('+91 98765 43210');
    await expect(phone).toHaveValue('9876543210');

    // The stubbed sign-up's phone tab uses the same field.
    await page.goto('/CreateAccountCard');
    await page.getByRole('tab', { name: 'Phone' }).click();
    const signUpPhone = page.getByLabel('Mobile number');
    await paste(page, signUpPhone, '+91 98765-43210');
    await expect(signUpPhone).toHaveValue('9876543210');
    await formShot(page, testInfo, 'create-account-phone-pasted');
  });
});

test.describe('addresses', () => {
  test("a server refusal of an address field shows that field's message, and a pasted +91 mobile fits", async ({
    page,
    context,
    request,
  }, testInfo) => {
    test.setTimeout(90_000);
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const shopper = await registerShopper(request, 'forms-address');
    await signInContext(page, shopper);
    await page.goto('/your-address');
    await expect(page.getByText('You have no saved addresses yet.')).toBeVisible(nav);
    await page.getByRole('button', { name: '+ Add New Address' }).click();
    const modal = page.getByRole('dialog', { name: 'Add New Address' });
    await expect(modal).toBeVisible();

    // A new address starts with the signed-in shopper's name, email and mobile; the pin code is labelled PIN code.
    await expect(modal.getByLabel('Full name')).toHaveValue(`${shopper.firstname} ${shopper.lastname}`);
    await expect(modal.getByLabel('Email')).toHaveValue(shopper.email);
    await expect(modal.getByLabel('Mobile number')).toHaveValue(shopper.mobileno);
    await expect(modal.getByLabel('PIN code', { exact: true })).toHaveValue('');
    await expect(modal.getByText('Pin code', { exact: true })).toHaveCount(0);
    await formShot(page, testInfo, 'address-prefilled');

    // Empty: every field says so under itself, the first is focused.
    for (const label of ['Full name', 'Email', 'Mobile number']) await modal.getByLabel(label).fill('');
    await modal.getByRole('button', { name: 'Save address' }).click();
    await expect(modal.getByText('This field is required')).toHaveCount(8);
    await expect(modal.getByLabel('Full name')).toBeFocused();
    await expect(modal.getByLabel('Full name')).toHaveAccessibleDescription('This field is required');
    await formShot(page, testInfo, 'address-required');

    const name = modal.getByLabel('Full name');
    const locality = modal.getByLabel('Locality / area');
    await expect(name).toHaveAttribute('maxlength', '100');
    await expect(locality).toHaveAttribute('maxlength', '200');
    await expect(modal.getByLabel('City')).toHaveAttribute('maxlength', '100');
    await name.fill('Meera Iyer');
    await modal.getByLabel('Email').fill(shopper.email);
    await paste(page, modal.getByLabel('Mobile number'), '+91 98765-43210');
    await expect(modal.getByLabel('Mobile number')).toHaveValue('9876543210');
    await modal.getByLabel('PIN code').fill('6000');
    await modal.getByRole('button', { name: 'Save address' }).click();
    await expectFieldError(modal, modal.getByLabel('PIN code'), 'Zip code must be exactly 6 digits');
    await modal.getByLabel('PIN code').fill('600004');
    await modal.getByLabel('Address (house no., building, street)').fill('14 Temple Street');
    await modal.getByLabel('City').fill('Chennai');
    await modal.getByLabel('State').selectOption('Tamil Nadu');
    // Past the limit, which only the server can refuse once maxLength is gone.
    await dropMaxLength(locality);
    await locality.fill('Mylapore '.repeat(23));

    const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/store/addresses' && r.request().method() === 'POST');
    await modal.getByRole('button', { name: 'Save address' }).click();
    const refusal = await answered;
    expect(refusal.status()).toBe(400);
    expect(await refusal.json()).toMatchObject({ status: 'false', field: 'address2' });
    await expectFieldError(modal, locality, 'Locality must not exceed 200 characters.');
    await expect(modal.getByText(/Error submitting address/)).toHaveCount(0);
    await expect(locality).toBeFocused();
    await formShot(page, testInfo, 'address-server-refusal');

    await dropMaxLength(name);
    await name.fill('M'.repeat(101));
    await locality.fill('Mylapore');
    await modal.getByRole('button', { name: 'Save address' }).click();
    await expectFieldError(modal, name, 'Full name must not exceed 100 characters.');

    await name.fill('Meera Iyer');
    await modal.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByRole('dialog', { name: 'Address saved' })).toBeVisible(nav);
    const token = await platformToken(request, shopper.email, shopper.password);
    const saved = await request.get('/api/Get_AllAddress', { headers: { authorization: `Bearer ${token}` } });
    expect(((await saved.json()) as { data: { mobileno: string }[] }).data[0]?.mobileno).toBe('9876543210');

    // The form on its own page is prefilled too, once the session is read after hydration.
    await page.goto('/address-form');
    await expect(page.getByLabel('Full name')).toHaveValue(`${shopper.firstname} ${shopper.lastname}`, nav);
    await expect(page.getByLabel('Email')).toHaveValue(shopper.email);
    await expect(page.getByLabel('Mobile number')).toHaveValue(shopper.mobileno);
    await formShot(page, testInfo, 'address-form-page');
  });
});

test.describe('profile and password screens', () => {
  test('password change, forgot and reset: each problem under its field, the platform limit as maxLength', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000);
    const shopper = await registerShopper(request, 'forms-password');
    await signInContext(page, shopper);
    await page.goto('/UserProfile');
    await page.getByRole('button', { name: 'Edit Profile' }).click();
    const form = page.locator('form').filter({ hasText: 'Change password' });
    const old = form.getByLabel('Old password', { exact: true });
    await expect(old).toHaveAttribute('maxlength', '128');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expectFieldError(form, old, 'Please enter your old password.');
    await expectFieldError(form, form.getByLabel('New password', { exact: true }), 'Please enter a new password.');
    await expect(old).toBeFocused();
    await formShot(page, testInfo, 'password-change-required');
    await old.fill('Wrong@1234');
    await form.getByLabel('New password', { exact: true }).fill('Newpass@2025');
    await form.getByLabel('Confirm password', { exact: true }).fill('Newpass@2025');
    await form.getByRole('button', { name: 'Update password' }).click();
    await expectFieldError(form, old, 'Old password is incorrect.');
    await formShot(page, testInfo, 'password-change-refused');

    await page.context().clearCookies();
    await page.goto('/forgot-password');
    await formReady(page);
    const email = page.getByLabel('Email');
    await expect(email).toHaveAttribute('maxlength', '254');
    await email.fill('not-an-email');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await expectFieldError(page, email, 'Please enter a valid email address.');
    await formShot(page, testInfo, 'forgot-password-invalid');

    await page.goto('/reset-password?token=some-token');
    await formReady(page);
    const fresh = page.getByLabel('New password', { exact: true });
    await expect(fresh).toHaveAttribute('maxlength', '128');
    await fresh.fill('weakpass');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectFieldError(page, fresh, 'Password must contain at least one uppercase letter.');
    await fresh.fill('Fresh@2025');
    await page.getByLabel('Confirm new password', { exact: true }).fill('Fresh@2026');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expectFieldError(page, page.getByLabel('Confirm new password', { exact: true }), 'Passwords do not match.');
    await formShot(page, testInfo, 'reset-password-mismatch');

    await page.goto('/login');
    await formReady(page);
    await expect(page.getByLabel('Username or email')).toHaveAttribute('maxlength', '254');
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expectFieldError(page, page.getByLabel('Username or email'), 'Please enter your username or email.');
    await expectFieldError(page, page.getByLabel('Password', { exact: true }), 'Please enter your password.');
    await formShot(page, testInfo, 'login-required');
  });
});
