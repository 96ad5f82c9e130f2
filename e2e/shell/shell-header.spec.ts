import { expect, test } from '@playwright/test';
import { NAV, collectConsoleErrors, isPhone, origin, signIn } from '../support/catalogue-support';
import { keepScreenshot } from '../support/screenshots';

test.describe('header', () => {
  test('department menu leads to a category listing, with the mouse', async ({ page }, testInfo) => {
    await page.goto(`${origin}/`);
    if (isPhone(testInfo)) {
      // Phones: the slide-in menu holds the departments and a second search box.
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByRole('combobox', { name: 'Search products' })).toBeVisible();
      await expect(menu.getByText('Hello, Sign In')).toBeVisible();
      await menu.getByText("Men's Topwear", { exact: true }).click();
      await keepScreenshot(page, testInfo, 'mobile-menu');
      await menu.getByRole('link', { name: 'T-Shirts', exact: true }).click();
      await expect(menu).toBeHidden();
      await expect(page).toHaveURL(/\/products-section\/1001$/, NAV);
    } else {
      const button = page.getByRole('button', { name: 'All Department' });
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.click();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
      const size = await panel.evaluate((el) => ({
        width: el.getBoundingClientRect().width,
        maxHeight: getComputedStyle(el).maxHeight,
        overflow: getComputedStyle(el).overflowY,
      }));
      expect(size).toEqual({ width: 300, maxHeight: '520px', overflow: 'auto' });
      await keepScreenshot(page, testInfo, 'department-menu');
      await panel.getByRole('link', { name: "Women's Western Wear" }).click();
      await expect(page).toHaveURL(/\/products-section2\/105$/, NAV);
      await expect(page.getByRole('heading', { level: 1, name: "Women's Western Wear" })).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // The top bar: the first 6 categories, each listing its subcategories on hover.
      const topBar = page.getByRole('navigation', { name: 'Departments' });
      await topBar.getByRole('link', { name: "Men's Ethnic Wear", exact: true }).hover();
      await topBar.getByRole('list', { name: "Men's Ethnic Wear subcategories" }).getByRole('link', { name: 'Kurtas' }).click();
      await expect(page).toHaveURL(/\/products-section\/1005$/, NAV);
      await expect(page.getByRole('heading', { level: 1, name: 'Kurtas' })).toBeVisible();
    }
  });

  test('department menu works from the keyboard', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'the dropdown is for wide screens; phones use the slide-in menu');
    await page.goto(`${origin}/`);
    const button = page.getByRole('button', { name: 'All Department' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await page.keyboard.press('ArrowDown');
    const panel = page.locator(`[id="${await button.getAttribute('aria-controls')}"]`);
    await expect(panel.getByRole('link', { name: "Men's Fashion", exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: "Men's Topwear", exact: true })).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'T-Shirts', exact: true })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: 'Casual Shirts' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/products-section\/1002$/, NAV);
    await expect(page.getByRole('heading', { level: 1, name: 'Casual Shirts' })).toBeVisible();
  });

  test('profile menu greets the shopper and signs out', async ({ page, context }, testInfo) => {
    const errors = collectConsoleErrors(page);
    await page.goto(`${origin}/`);
    if (!isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Hello, Sign In' }).click();
      await expect(page.getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/login?next=%2Foverview');
      await expect(page.getByRole('link', { name: 'Sign In', exact: true })).toHaveAttribute('href', '/login');
      await expect(page.getByRole('button', { name: 'Sign Out' })).toHaveCount(0);
    }
    await signIn(page, 'Asha');
    await page.reload();
    if (isPhone(testInfo)) {
      await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu.getByText(/^Hello, Asha/)).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/overview');
      await menu.getByRole('button', { name: 'Sign Out' }).click();
    } else {
      await page.getByRole('button', { name: /^Hello, Asha/ }).click();
      await expect(page.getByRole('link', { name: 'Your Account' })).toHaveAttribute('href', '/overview');
      await keepScreenshot(page, testInfo, 'profile-menu');
      await page.getByRole('button', { name: 'Sign Out' }).click();
    }
    await expect(page).toHaveURL(/\/login/, NAV);
    const names = (await context.cookies(origin)).map((c) => c.name);
    expect(names).not.toContain('user_name');
    expect(names).not.toContain('user_token');
    expect(errors).toEqual([]);
  });

  test('is hidden on the cart; the footer follows the narrow-screen rules', async ({ page }, testInfo) => {
    await page.goto(`${origin}/addcart`);
    await expect(page.getByRole('search').first()).toBeHidden();
    await expect(page.getByText('Copyright © 2015-2024 localhost')).toHaveCount(0);
    await keepScreenshot(page, testInfo, 'cart-without-shell');

    await page.goto(`${origin}/wishlist`);
    await expect(page.getByRole('search').filter({ visible: true }).first()).toBeVisible();
    const footer = page.getByText('Copyright © 2015-2024 localhost');
    if (isPhone(testInfo)) await expect(footer).toBeHidden();
    else await expect(footer).toBeVisible();

    await page.goto(`${origin}/products-section2/101`);
    await expect(page.getByText('Copyright © 2015-2024 localhost')).toBeVisible();
  });

  test('scrolls to the top with the button and on route change', async ({ page }) => {
    await page.goto(`${origin}/products-section2/1`);
    await expect(page.getByRole('button', { name: 'Scroll to top' })).toHaveCount(0);
    await page.mouse.wheel(0, 1200);
    const toTop = page.getByRole('button', { name: 'Scroll to top' });
    await expect(toTop).toBeVisible();
    await toTop.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.mouse.wheel(0, 1500);
    await expect(toTop).toBeVisible();
    await page.getByTestId('product-card').nth(10).getByRole('heading').getByRole('link').click();
    await expect(page).toHaveURL(/\/product-category\//, NAV);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('footer', () => {
  test('shows contact details, social links the shop has, and account links that need sign-in', async ({ page }, testInfo) => {
    await page.goto(`${origin}/products-section2/101`);
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Trusted by more than 1 Crore Indians')).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Terms and Conditions' })).toHaveAttribute('href', '/ResellerTermsConditions');
    await expect(footer.getByRole('link', { name: 'Return Policy' })).toHaveAttribute('href', '/ReturnPolicy');
    for (const [name, path] of [
      ['Account', 'overview'],
      ['Orders', 'your-orders'],
      ['Wishlist', 'wishlist'],
      ['Add to cart', 'addcart'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', `/login?next=%2F${path}`);
    }
    await expect(footer.getByRole('link', { name: 'Apna Bazaar on Facebook' })).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Apna Bazaar on YouTube' })).toBeVisible();
    await expect(footer.getByRole('link', { name: /LinkedIn|Twitter/ })).toHaveCount(0);
    await expect(footer.getByRole('link', { name: '9876543210' })).toHaveAttribute('href', 'tel:9876543210');
    await expect(footer.getByRole('link', { name: 'support@apnabazaar.in' })).toBeVisible();
    await expect(footer.getByText('Shop 12, Linking Road')).toBeVisible();
    await footer.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'footer');
  });
});

test.describe('not found', () => {
  test('an unknown path shows the not-found screen in the shop', async ({ page }, testInfo) => {
    const response = await page.goto(`${origin}/no-such-page/here`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Apna Bazaar home' })).toBeVisible();
    await keepScreenshot(page, testInfo, 'not-found');
    await page.getByRole('link', { name: 'Go to Home' }).click();
    await expect(page).toHaveURL(`${origin}/`, NAV);
  });

  test('an unknown shop host answers 404', async ({ page }) => {
    const response = await page.goto(`http://nobody.localhost:${Number(new URL(origin).port)}/`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  });
});

test.describe('start-up scripts', () => {
  test('the framework script carries V8’s compile hint, page scripts do not, and the page still hydrates', async ({ page }) => {
    const scripts: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script') scripts.push({ url: response.url(), body: await response.text().catch(() => '') });
    });
    const errors = collectConsoleErrors(page);
    await page.goto(`${origin}/products-section2/101`, { waitUntil: 'load' });
    // Hydrated: the search box answers a typed search by navigating.
    const search = page.getByRole('combobox', { name: 'Search products' }).filter({ visible: true }).first();
    await search.fill('kurta');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/Product-Serach\/kurta$/);
    const hinted = scripts.filter((script) => script.body.startsWith('//# allFunctionsCalledOnLoad\n'));
    const framework = scripts.reduce((largest, script) => (script.body.length > largest.body.length ? script : largest));
    expect(hinted.map((script) => script.url)).toContain(framework.url);
    expect(hinted.length).toBeLessThan(scripts.length);
    expect(errors).toEqual([]);
  });
});
