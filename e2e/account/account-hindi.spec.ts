import { readFileSync } from 'node:fs';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formReady, newShopper, shot } from '../support/account-helpers';
import { NAV, origin } from '../support/catalogue-support';

// The sign-in, registration and account screens in Hindi, at 390 px: a new shopper registers on /hi/register, signs
// in on /hi/login, lands on a Hindi page, opens the overview and the profile, and adds an address on /hi/address-form
// (PIN code autofill), each screen with <html lang="hi-IN"> and none of the English words of its catalogues.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

type Catalogue = Record<string, unknown>;
const read = (language: string) => JSON.parse(readFileSync(`messages/${language}.json`, 'utf8')) as Catalogue;
const english = read('en');
const hindi = read('hi');

/** The English texts of the Auth, Account and Addresses catalogues that Hindi writes otherwise, placeholders cut out. */
function englishOnly(): string[] {
  const texts: string[] = [];
  const walk = (en: unknown, hi: unknown) => {
    if (en && typeof en === 'object') {
      for (const [key, value] of Object.entries(en)) walk(value, (hi as Catalogue | undefined)?.[key]);
      return;
    }
    if (typeof en !== 'string' || en === hi) return;
    // An ICU message's literal parts ('Welcome, {name}!' → 'Welcome, '), long enough to mean something alone.
    for (const part of en.split(/\{[^{}]*(?:\{[^{}]*\}[^{}]*)*\}|<\/?\w+>/)) if (part.trim().length >= 4) texts.push(part.trim());
  };
  for (const namespace of ['Auth', 'Account', 'Addresses']) walk(english[namespace], hindi[namespace]);
  return [...new Set(texts)];
}
const ENGLISH = englishOnly();

/**
 * The page is Hindi: <html lang="hi-IN">, and no English text of the account catalogues in what the shopper sees (on
 * the whole page, or in `scope` where the rest is the catalogue's: product and category names stay as supplied).
 */
async function expectHindi(page: Page, name: string, scope: Locator = page.locator('body')): Promise<void> {
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  const text = await scope.innerText();
  const found = ENGLISH.filter((phrase) => new RegExp(`(^|[^A-Za-z])${phrase.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}($|[^A-Za-z])`).test(text));
  expect(found, `${name}: English words on the Hindi page`).toEqual([]);
}

test('हिन्दी: register, sign in, the account, the profile and a new address, all in Hindi', async ({ page }, testInfo) => {
  test.setTimeout(180_000);
  expect(ENGLISH.length).toBeGreaterThan(100);
  // Latin names, as shoppers type them; none of the catalogues' English words.
  const shopper = { ...newShopper('hindi'), firstname: 'Asha', lastname: 'Verma' };

  // Registration: a phone number that is too short is refused in Hindi, then the account is made.
  await page.goto(`${origin}/hi/register`);
  await formReady(page);
  await expect(page.getByRole('heading', { name: 'अपना अकाउंट बनाएँ' })).toBeVisible();
  await page.getByLabel('पहला नाम', { exact: true }).fill(shopper.firstname);
  await page.getByLabel('उपनाम', { exact: true }).fill(shopper.lastname);
  await page.getByLabel('ईमेल', { exact: true }).fill(shopper.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill(shopper.password);
  await page.getByLabel('पासवर्ड दोबारा डालें', { exact: true }).fill(shopper.password);
  const phone = page.getByLabel('फ़ोन नंबर', { exact: true });
  await phone.fill('98765');
  await page.getByRole('button', { name: 'रजिस्टर करें', exact: true }).click();
  await expect(phone).toHaveAccessibleDescription('फ़ोन नंबर पूरे 10 अंकों का होना चाहिए।');
  await expectHindi(page, 'register');
  await shot(page, testInfo, 'hindi-register-error');
  await phone.fill(shopper.mobileno);
  await page.getByRole('button', { name: 'रजिस्टर करें', exact: true }).click();
  const registered = page.getByRole('dialog', { name: 'रजिस्ट्रेशन हो गया!' });
  await expect(registered).toBeVisible(NAV);
  await expectHindi(page, 'registered');
  await registered.getByRole('button', { name: 'साइन इन पर जाएँ' }).click();
  await expect(page).toHaveURL(`${origin}/hi/login?registered`, NAV);
  await expect(page.getByText('रजिस्ट्रेशन हो गया! कृपया साइन इन करें।')).toBeVisible();

  // Signed out: no session is left from the registration.
  await page.request.post(`${origin}/store/session/sign-out`, { data: {} });
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('user_token');

  // Sign-in: a wrong password is refused in Hindi; the right one leads to the Hindi home with the Hindi greeting.
  await page.goto(`${origin}/hi/login`);
  await formReady(page);
  await expect(page.getByRole('heading', { name: 'साइन इन करें' })).toBeVisible();
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(page.getByLabel('यूज़रनेम या ईमेल')).toHaveAccessibleDescription('कृपया अपना यूज़रनेम या ईमेल डालें।');
  await page.getByLabel('यूज़रनेम या ईमेल').fill(shopper.email);
  await page.getByLabel('पासवर्ड', { exact: true }).fill('Wrong@1234');
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ईमेल या पासवर्ड गलत है। कृपया फिर से कोशिश करें।' })).toBeVisible(NAV);
  await page.getByRole('button', { name: 'पासवर्ड दिखाएँ' }).click();
  await expect(page.getByRole('button', { name: 'पासवर्ड छिपाएँ' })).toHaveText('छिपाएँ');
  await expectHindi(page, 'login');
  await shot(page, testInfo, 'hindi-login-error');
  await page.getByLabel('पासवर्ड', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'साइन इन करें', exact: true }).click();
  await expect(page).toHaveURL(`${origin}/hi`, NAV);
  const welcome = page.getByRole('dialog', { name: 'साइन इन हो गया' });
  await expect(welcome).toBeVisible(NAV);
  await expect(welcome).toContainText('फिर से स्वागत है');
  await expectHindi(page, 'signed in', welcome);
  await shot(page, testInfo, 'hindi-login-successful');
  await welcome.getByRole('button', { name: 'डैशबोर्ड पर जाएँ' }).click();

  // The overview: the welcome, the tiles, the bottom bar with Account as the current page.
  await expect(page).toHaveURL(`${origin}/hi/overview`, NAV);
  await expect(page.getByRole('heading', { name: 'मेरा अकाउंट', level: 1 })).toBeVisible();
  const local = shopper.email.split('@')[0]!;
  await expect(page.getByText(`स्वागत है, ${local.charAt(0).toUpperCase()}${local.slice(1)}!`)).toBeVisible(NAV);
  const tiles = page.getByRole('list', { name: 'आपका अकाउंट' });
  await expect(tiles.getByRole('link', { name: /^मेरे ऑर्डर/ })).toHaveAttribute('href', '/hi/your-orders');
  const shortcuts = page.getByRole('navigation', { name: 'अकाउंट शॉर्टकट' });
  await expect(shortcuts.getByRole('link', { name: 'अकाउंट' })).toHaveAttribute('aria-current', 'page');
  await expect(shortcuts.getByRole('link', { name: 'होम' })).toHaveAttribute('href', '/hi');
  await expect(page).toHaveTitle(/^मेरा अकाउंट \|/);
  await expectHindi(page, 'overview');
  await shot(page, testInfo, 'hindi-overview');

  // The slide-out menu names the screens in Hindi.
  await page.getByRole('button', { name: 'अकाउंट मेन्यू' }).click();
  const menu = page.getByRole('dialog', { name: 'अकाउंट मेन्यू' });
  for (const item of ['ओवरव्यू', 'मेरे ऑर्डर', 'विशलिस्ट', 'अकाउंट सेटिंग्स', 'सेव किए गए पते', 'सहायता केंद्र', 'लॉग आउट']) {
    await expect(menu.getByRole('link', { name: item, exact: true })).toBeVisible();
  }
  await expect(menu.getByRole('link', { name: 'ओवरव्यू', exact: true })).toHaveAttribute('aria-current', 'page');
  await shot(page, testInfo, 'hindi-account-menu');
  await menu.getByRole('link', { name: 'अकाउंट सेटिंग्स', exact: true }).click();

  // The profile and the password change, whose own check answers in Hindi.
  await expect(page).toHaveURL(`${origin}/hi/UserProfile`, NAV);
  await expect(page.getByRole('heading', { name: 'अकाउंट सेटिंग्स', level: 1 })).toBeVisible();
  await expect(page.getByRole('main').getByText(`${shopper.firstname} ${shopper.lastname}`, { exact: true }).first()).toBeVisible();
  await page.getByRole('button', { name: 'प्रोफ़ाइल बदलें' }).click();
  const form = page.locator('form').filter({ hasText: 'पासवर्ड बदलें' });
  await form.getByRole('button', { name: 'पासवर्ड अपडेट करें' }).click();
  await expect(form.getByLabel('पुराना पासवर्ड', { exact: true })).toHaveAccessibleDescription('कृपया अपना पुराना पासवर्ड डालें।');
  await expectHindi(page, 'profile');
  await shot(page, testInfo, 'hindi-profile');

  // A new address: a short PIN code is refused in Hindi, a whole one fills the city and the state.
  await page.goto(`${origin}/hi/address-form`);
  await expect(page.getByRole('heading', { name: 'नया पता जोड़ें', level: 1 })).toBeVisible(NAV);
  await expect(page.getByLabel('पूरा नाम')).toHaveValue(`${shopper.firstname} ${shopper.lastname}`, NAV);
  const pin = page.getByLabel('पिन कोड');
  await pin.fill('5600');
  await page.getByRole('button', { name: 'पता सेव करें' }).click();
  await expect(pin).toHaveAccessibleDescription('पिन कोड पूरे 6 अंकों का होना चाहिए');
  await expect(page.getByLabel('शहर')).toHaveAccessibleDescription('यह जानकारी ज़रूरी है');
  await expectHindi(page, 'address form, refused');
  await shot(page, testInfo, 'hindi-address-form-errors');
  await pin.fill('999999');
  await expect(pin).toHaveAccessibleDescription('पिन कोड 999999 मौजूद नहीं है।', NAV);
  await pin.fill('560038');
  await expect(page.getByLabel('राज्य')).toHaveValue('Karnataka', NAV);
  await expect(page.getByLabel('शहर')).not.toHaveValue('');
  await page.getByLabel('पता (मकान नं., बिल्डिंग, गली)').fill('221 MG Road');
  await page.getByLabel('मोहल्ला / इलाका').fill('Indiranagar');
  await expectHindi(page, 'address form, filled');
  await shot(page, testInfo, 'hindi-address-form-filled');
  await page.getByRole('button', { name: 'पता सेव करें' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'पता जोड़ दिया गया है।' })).toBeVisible(NAV);
  await page.getByRole('button', { name: 'ठीक है' }).click();

  // The saved addresses show it.
  await expect(page).toHaveURL(`${origin}/hi/your-address`, NAV);
  await expect(page.getByRole('heading', { name: 'सेव किए गए पते', level: 1 })).toBeVisible();
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('221 MG Road', NAV);
  await expect(card).toContainText(`मोबाइल: ${shopper.mobileno}`);
  await expect(card).toContainText('भारत');
  await expect(card.getByRole('button', { name: 'बदलें' })).toBeVisible();
  await expect(page.getByRole('button', { name: '+ नया पता जोड़ें' })).toBeVisible();
  await expect(page).toHaveTitle(/^सेव किए गए पते \|/);
  await expectHindi(page, 'saved addresses');
  await shot(page, testInfo, 'hindi-your-address');
});

test('हिन्दी: forgot and reset password screens, and the sign-in gate of a Hindi account page', async ({ page }, testInfo) => {
  await page.goto(`${origin}/hi/forgot-password`);
  await expect(page.getByRole('heading', { name: 'पासवर्ड भूल गए?' })).toBeVisible();
  await formReady(page);
  await page.getByRole('button', { name: 'पासवर्ड रीसेट करें' }).click();
  await expect(page.getByLabel('ईमेल')).toHaveAccessibleDescription('कृपया अपना ईमेल पता डालें।');
  await expectHindi(page, 'forgot password');
  await shot(page, testInfo, 'hindi-forgot-password');

  await page.goto(`${origin}/hi/reset-password`);
  await expect(page.getByRole('heading', { name: 'नया पासवर्ड चुनें' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'यह रीसेट लिंक गलत है या इसकी समय-सीमा खत्म हो गई है। कृपया नया लिंक मँगाएँ।' })).toBeVisible(NAV);
  await expect(page.getByRole('link', { name: 'नया लिंक मँगाएँ' })).toHaveAttribute('href', '/hi/forgot-password');
  await expectHindi(page, 'reset password');
  await shot(page, testInfo, 'hindi-reset-password');

  // Signed out, a Hindi account page leads to the Hindi sign-in, which comes back to it.
  await page.goto(`${origin}/hi/your-address`);
  await expect(page).toHaveURL(/\/hi\/login\?next=%2Fhi%2Fyour-address$/, NAV);
  await expect(page).toHaveTitle(/^साइन इन \|/);
  await expectHindi(page, 'gate');
});
