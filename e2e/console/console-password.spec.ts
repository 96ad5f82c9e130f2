import { expect, test, type Browser, type Page } from '@playwright/test';
import { consoleAxeViolations, fillConsoleSignIn, shop1, signInToConsole } from '../support/console-support';
import { keepScreenshot } from '../support/screenshots';

const nav = { timeout: 30_000 };

/**
 * An admin of its own for each journey (the demo owner's password is shared by every other journey): the owner
 * invites them, and they choose `password` through the mailed link. Answers their email.
 */
async function invitedAdmin(browser: Browser, name: string, password: string): Promise<{ email: string; owner: Page }> {
  const email = `${name}-${test.info().project.name}-${Date.now()}@example.com`;
  const owner = await (await browser.newContext({ baseURL: shop1 })).newPage();
  await signInToConsole(owner);
  await owner.goto('/admin/team');
  await owner.getByLabel('Email', { exact: true }).fill(email);
  await owner.getByRole('button', { name: 'Send invitation' }).click();
  await expect(owner.getByText(`Invitation sent to ${email}.`, { exact: false })).toBeVisible(nav);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${shop1}/dev-mailbox`);
  await page
    .getByTestId('dev-mail')
    .filter({ hasText: `To ${email}` })
    .getByRole('link', { name: /\/admin\/set-password\?token=/ })
    .click();
  await page.getByLabel('New password', { exact: true }).fill(password);
  await page.getByLabel('Confirm password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Set password and sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(nav);
  await context.close();
  return { email, owner };
}

async function removeFromTeam(owner: Page, email: string): Promise<void> {
  await owner.goto('/admin/team');
  owner.once('dialog', (dialog) => void dialog.accept());
  await owner.getByRole('button', { name: `Remove ${email}` }).click();
  await expect(owner.getByTestId('team-members').getByText(email)).toHaveCount(0, nav);
}

test.describe('the console: an account’s own password', () => {
  test('an admin changes their password: this session stays, their other session is signed out, the new password signs in', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { email, owner } = await invitedAdmin(browser, 'changer', 'First@Console1');
    const admin = { email, password: 'First@Console1' };
    const elsewhere = await (await browser.newContext()).newPage();
    await signInToConsole(elsewhere, admin);

    const here = page;
    await signInToConsole(here, admin);
    await here.getByRole('link', { name: 'Password', exact: true }).click();
    await expect(here.getByRole('heading', { level: 1, name: 'Your password' })).toBeVisible(nav);
    expect(await consoleAxeViolations(here)).toEqual([]);
    await keepScreenshot(here, testInfo, 'console-password');

    await here.getByLabel('Current password', { exact: true }).fill('Not@MyPassword1');
    await here.getByLabel('New password', { exact: true }).fill('Second@Console2');
    await here.getByLabel('Confirm new password', { exact: true }).fill('Second@Console2');
    await here.getByRole('button', { name: 'Change password' }).click();
    await expect(here.getByText('Your current password is incorrect.')).toBeVisible(nav);
    await keepScreenshot(here, testInfo, 'console-password-wrong');

    await here.getByLabel('Current password', { exact: true }).fill(admin.password);
    await here.getByLabel('New password', { exact: true }).fill('Second@Console2');
    await here.getByLabel('Confirm new password', { exact: true }).fill('Second@Console3');
    await here.getByRole('button', { name: 'Change password' }).click();
    await expect(here.getByText('New password and confirm password do not match.')).toBeVisible(nav);

    await here.getByLabel('Current password', { exact: true }).fill(admin.password);
    await here.getByLabel('New password', { exact: true }).fill('Second@Console2');
    await here.getByLabel('Confirm new password', { exact: true }).fill('Second@Console2');
    await here.getByRole('button', { name: 'Change password' }).click();
    await expect(here.getByRole('status').filter({ hasText: 'Your password is changed. Your other console sessions are signed out.' })).toBeVisible(
      nav,
    );
    await keepScreenshot(here, testInfo, 'console-password-changed');

    // This session goes on; the other one is sent to sign in, where the new password works and the old does not.
    await here.goto('/admin');
    await expect(here.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(nav);
    await elsewhere.goto(`${shop1}/admin/orders`);
    await expect(elsewhere).toHaveURL(/\/admin\/login/, nav);
    await fillConsoleSignIn(elsewhere, admin);
    await expect(elsewhere.getByText('The email or password is incorrect.')).toBeVisible(nav);
    await fillConsoleSignIn(elsewhere, { email, password: 'Second@Console2' });
    await expect(elsewhere.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(nav);

    await removeFromTeam(owner, email);
  });

  test('forgot password: the link arrives in the mailbox, leads to this host, sets a new password once, and the new password signs in', async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(180_000);
    const { email, owner } = await invitedAdmin(browser, 'forgetter', 'First@Console1');
    const forgetter = page;
    await forgetter.goto(`${shop1}/admin/login`);
    await keepScreenshot(forgetter, testInfo, 'console-sign-in-forgot-link');
    await forgetter.getByRole('link', { name: 'Forgot password?' }).click();
    await expect(forgetter.getByRole('heading', { level: 1, name: 'Forgot your password?' })).toBeVisible(nav);
    expect(await consoleAxeViolations(forgetter)).toEqual([]);

    // An email without an account gets the same answer as one with.
    const answer = 'If a console account exists for this email, a link to choose a new password has been sent to it.';
    await forgetter.getByLabel('Email').fill(`nobody-${Date.now()}@example.com`);
    await forgetter.getByRole('button', { name: 'Send link' }).click();
    await expect(forgetter.getByRole('status')).toHaveText(answer, nav);
    await forgetter.getByLabel('Email').fill(email);
    await forgetter.getByRole('button', { name: 'Send link' }).click();
    await expect(forgetter.getByRole('status')).toHaveText(answer, nav);
    await expect(forgetter.getByRole('button', { name: 'Send link' })).toBeEnabled();
    await keepScreenshot(forgetter, testInfo, 'console-forgot-password');

    await forgetter.goto(`${shop1}/dev-mailbox`);
    const mail = forgetter
      .getByTestId('dev-mail')
      .filter({ hasText: `To ${email}` })
      .filter({ hasText: 'Reset your Apna Bazaar console password' });
    const link = mail.getByRole('link', { name: /\/admin\/reset\?token=/ });
    const href = (await link.getAttribute('href'))!;
    expect(href).toMatch(new RegExp(`^${shop1}/admin/reset\\?token=[A-Za-z0-9_%-]+$`));
    await link.click();
    await expect(forgetter.getByRole('heading', { level: 1, name: 'Choose a new password' })).toBeVisible(nav);
    await expect(forgetter.getByText(email)).toBeVisible();
    expect(await consoleAxeViolations(forgetter)).toEqual([]);
    await keepScreenshot(forgetter, testInfo, 'console-reset');

    await forgetter.getByLabel('New password', { exact: true }).fill('Reset@Console9');
    await forgetter.getByLabel('Confirm password', { exact: true }).fill('Reset@Console9');
    await forgetter.getByRole('button', { name: 'Change password' }).click();
    await expect(forgetter).toHaveURL(/\/admin\/login\?reset=1$/, nav);
    await expect(forgetter.getByText('Your password is changed. Please sign in with your new password.')).toBeVisible();
    await fillConsoleSignIn(forgetter, { email, password: 'First@Console1' });
    await expect(forgetter.getByText('The email or password is incorrect.')).toBeVisible(nav);
    await fillConsoleSignIn(forgetter, { email, password: 'Reset@Console9' });
    await expect(forgetter.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible(nav);

    // The link worked once.
    await page.context().clearCookies();
    await forgetter.goto(href);
    await expect(forgetter.getByRole('heading', { level: 1, name: 'This link does not work' })).toBeVisible(nav);
    await keepScreenshot(forgetter, testInfo, 'console-reset-used');

    await removeFromTeam(owner, email);
  });
});
