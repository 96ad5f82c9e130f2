import { expect, test } from '@playwright/test';
import { registerShopper, signInContext, shot, tokenCookie } from '../support/account-helpers';
import { NAV, origin } from '../support/catalogue-support';

// The address form's states and signing out, in Hindi, at 390 px: the state list names each state in Hindi while the
// platform stores its English name (the spec's list), the PIN code picks the right one, the saved card shows it in
// Hindi (and in English on the English page); /hi/logout signs out in Hindi, and the header's Sign Out on a Hindi page
// leads to the Hindi sign-in.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

const DEVANAGARI_ONLY = /^[\u0900-\u097F ]+$/;

test('हिन्दी: the state list is Hindi, the PIN code picks the state, the platform keeps its English name', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'hindi-states');
  await signInContext(page, shopper);

  await page.goto(`${origin}/hi/address-form`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page.getByLabel('पूरा नाम')).toHaveValue(`${shopper.firstname} ${shopper.lastname}`, NAV);
  const state = page.getByLabel('राज्य');

  // 36 states and union territories in the spec's order, each named in Hindi, each worth its English name.
  const options = state.locator('option:not([value=""])');
  await expect(options).toHaveCount(36);
  const labels = await options.allTextContents();
  const values = await options.evaluateAll((nodes) => nodes.map((node) => (node as HTMLOptionElement).value));
  for (const label of labels) expect(label).toMatch(DEVANAGARI_ONLY);
  expect(labels.slice(0, 3)).toEqual(['आंध्र प्रदेश', 'अरुणाचल प्रदेश', 'असम']);
  expect(values.slice(0, 3)).toEqual(['Andhra Pradesh', 'Arunachal Pradesh', 'Assam']);
  expect(values.at(-1)).toBe('Puducherry');
  for (const [label, value] of [
    ['उत्तर प्रदेश', 'Uttar Pradesh'],
    ['महाराष्ट्र', 'Maharashtra'],
    ['कर्नाटक', 'Karnataka'],
    ['दिल्ली', 'Delhi'],
    ['तमिलनाडु', 'Tamil Nadu'],
  ]) {
    expect(values[labels.indexOf(label!)], label).toBe(value);
  }

  // Picking a Hindi name chooses its English value.
  await state.selectOption({ label: 'तमिलनाडु' });
  await expect(state).toHaveValue('Tamil Nadu');

  // A Bengaluru PIN code picks Karnataka, shown as कर्नाटक.
  const pin = page.getByLabel('पिन कोड');
  await pin.fill('560038');
  await expect(state).toHaveValue('Karnataka', NAV);
  await expect(state.locator('option:checked')).toHaveText('कर्नाटक');
  await shot(page, testInfo, 'hindi-address-state-by-pin');

  // Another state than the PIN code's: the warning names both in Hindi.
  await state.selectOption({ label: 'तमिलनाडु' });
  await expect(pin).toHaveAccessibleDescription('पिन कोड 560038 कर्नाटक का है, तमिलनाडु का नहीं।', NAV);

  // A Chennai PIN code: Tamil Nadu it is, and the warning goes.
  await pin.fill('600004');
  await expect(state).toHaveValue('Tamil Nadu', NAV);
  await expect(state.locator('option:checked')).toHaveText('तमिलनाडु');
  await expect(pin).not.toHaveAccessibleDescription(/कर्नाटक/, NAV);
  await page.getByLabel('शहर').fill('Chennai');
  await page.getByLabel('पता (मकान नं., बिल्डिंग, गली)').fill('14 Temple Street');
  await page.getByLabel('मोहल्ला / इलाका').fill('Mylapore');
  await page.getByRole('button', { name: 'पता सेव करें' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'पता जोड़ दिया गया है।' })).toBeVisible(NAV);
  await page.getByRole('button', { name: 'ठीक है' }).click();

  // The platform keeps the English name.
  const token = await tokenCookie(page.context());
  const saved = await request.get('/api/Get_AllAddress', { headers: { authorization: `Bearer ${token}` } });
  const [address] = ((await saved.json()) as { data: { STATENAME: string; pincode: string }[] }).data;
  expect(address).toMatchObject({ STATENAME: 'Tamil Nadu', pincode: '600004' });

  // The Hindi card names the state and the country in Hindi; the English card as saved.
  await expect(page).toHaveURL(`${origin}/hi/your-address`, NAV);
  const card = page.getByTestId('address-card');
  await expect(card).toContainText('Chennai, तमिलनाडु 600004', NAV);
  await expect(card).toContainText('भारत');
  await expect(card).not.toContainText('Tamil Nadu');
  await shot(page, testInfo, 'hindi-address-card-state');
  await page.goto(`${origin}/your-address`);
  await expect(page.getByTestId('address-card')).toContainText('Chennai, Tamil Nadu 600004', NAV);
  await expect(page.getByTestId('address-card')).toContainText('India');

  // Editing it on the Hindi page shows the saved state by its Hindi name.
  await page.goto(`${origin}/hi/your-address`);
  await page.getByTestId('address-card').getByRole('button', { name: 'बदलें' }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel('राज्य')).toHaveValue('Tamil Nadu', NAV);
  await expect(dialog.getByLabel('राज्य').locator('option:checked')).toHaveText('तमिलनाडु');
});

test('हिन्दी: /hi/logout signs out in Hindi, and Sign Out on a Hindi page leads to the Hindi sign-in', async ({ page, request }, testInfo) => {
  test.setTimeout(120_000);
  const shopper = await registerShopper(request, 'hindi-exit');
  await signInContext(page, shopper);

  // The account menu's Logout leads to the Hindi screen.
  await page.goto(`${origin}/hi/overview`);
  await page.getByRole('button', { name: 'अकाउंट मेन्यू' }).click();
  const logoutLink = page.getByRole('dialog', { name: 'अकाउंट मेन्यू' }).getByRole('link', { name: 'लॉग आउट', exact: true });
  await expect(logoutLink).toHaveAttribute('href', '/hi/logout');
  await logoutLink.click();
  await expect(page).toHaveURL(`${origin}/hi/logout`, NAV);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  await expect(page).toHaveTitle(/^लॉग आउट \|/);
  await expect(page.getByRole('heading', { name: 'लॉग आउट करें', level: 1 })).toBeVisible();
  await expect(page.getByText('आपका कार्ट और ऑर्डर अगली बार के लिए आपके अकाउंट में सेव रहेंगे।')).toBeVisible();
  await expect(page.getByRole('link', { name: 'मेरे अकाउंट पर वापस जाएँ' })).toHaveAttribute('href', '/hi/overview');
  await shot(page, testInfo, 'hindi-logout');
  await page.getByRole('button', { name: 'लॉग आउट', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'आप लॉग आउट हो गए हैं', level: 1 })).toBeVisible(NAV);
  await expect(page.getByText('हमारे साथ खरीदारी करने के लिए धन्यवाद। जल्द फिर मिलेंगे!')).toBeVisible();
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('user_token');
  const again = page.getByRole('link', { name: 'फिर से लॉग इन करें' });
  await expect(again).toHaveAttribute('href', '/hi/login');
  await expect(page.locator('body')).not.toContainText(/Log out|Logout|logged out|Log in again|Thank you for shopping/);
  await shot(page, testInfo, 'hindi-logged-out');
  await again.click();
  await expect(page).toHaveURL(`${origin}/hi/login`, NAV);

  // /hi/logout is a page of its own, no longer sent to the English one.
  const answer = await request.get(`${origin}/hi/logout`, { maxRedirects: 0 });
  expect(answer.status()).toBe(200);
  expect(await answer.text()).toContain('<html lang="hi-IN"');

  // The header's Sign Out (the phone's menu) on a Hindi page lands on the Hindi sign-in.
  await signInContext(page, shopper);
  await page.goto(`${origin}/hi`);
  await page.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  await page.getByRole('dialog', { name: 'मेन्यू' }).getByRole('button', { name: 'साइन आउट करें' }).click();
  await expect(page).toHaveURL(`${origin}/hi/login`, NAV);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
  expect((await page.context().cookies()).map((cookie) => cookie.name)).not.toContain('user_token');
});
