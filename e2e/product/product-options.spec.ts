import { expect, test } from '@playwright/test';
import { PRODUCTS, keepViewportScreenshot, openProduct, toast, visibleButton } from '../support/product-fixtures';

test.describe('product sizes, quantity and colour', () => {
  test('an out-of-stock size is disabled; a chosen size shows the quantity up to its stock', async ({ page }) => {
    await openProduct(page, PRODUCTS.holi);
    const sizes = page.getByRole('radiogroup', { name: /Select Size/ });
    await expect(sizes.getByRole('radio')).toHaveCount(4);
    await expect(sizes.getByRole('radio', { name: 'L, out of stock' })).toBeDisabled();
    await expect(page.getByRole('spinbutton', { name: 'Quantity' })).toHaveCount(0);

    await sizes.getByRole('radio', { name: 'M', exact: true }).click();
    await expect(sizes.getByRole('radio', { name: 'M', exact: true })).toHaveAttribute('aria-checked', 'true');
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toHaveAttribute('max', '60');
    await expect(quantity).toHaveValue('1');
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await expect(quantity).toHaveValue('2');

    // Choosing another size resets the quantity to 1; the arrow keys skip the size out of stock.
    await page.keyboard.press('Shift+Tab');
    await sizes.getByRole('radio', { name: 'M', exact: true }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(sizes.getByRole('radio', { name: 'XL' })).toHaveAttribute('aria-checked', 'true');
    await expect(sizes.getByRole('radio', { name: 'XL' })).toBeFocused();
    await expect(quantity).toHaveAttribute('max', '25');
    await expect(quantity).toHaveValue('1');

    await quantity.fill('99');
    await expect(page.getByText('Only 25 in stock.')).toBeVisible();
    await quantity.blur();
    await expect(quantity).toHaveValue('25');
    await quantity.fill('0');
    await quantity.press('Enter');
    await expect(quantity).toHaveValue('1');
    await expect(page.getByText('Enter a whole number from 1 to 25.')).toBeVisible();
  });

  test('the size guide is offered for letter sizes only', async ({ page }, testInfo) => {
    await openProduct(page, PRODUCTS.holi);
    await page.getByRole('button', { name: 'Size Guide' }).click();
    const dialog = page.getByRole('dialog', { name: 'Size Guide' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('columnheader')).toHaveText(['Size', 'Chest', 'Length', 'Shoulder']);
    await expect(dialog.getByRole('row', { name: /^M/ }).getByRole('cell')).toHaveText(['38-40', '28', '18']);
    await expect(dialog.getByRole('row', { name: /^XL/ }).getByRole('cell')).toHaveText(['42-44', '30', '20']);
    await expect(dialog.getByText('possible variation 0.5 inch')).toBeVisible();
    await keepViewportScreenshot(page, testInfo, 'product-size-guide');
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await openProduct(page, PRODUCTS.ml);
    // Round buttons show the size on two lines, split at the space.
    await expect(page.getByRole('radio', { name: '30 ml', exact: true }).locator('span')).toHaveText(['30', 'ml']);
    await expect(page.getByRole('button', { name: 'Size Guide' })).toHaveCount(0);

    await openProduct(page, PRODUCTS.shoe);
    await expect(page.getByRole('radio', { name: 'UK 8', exact: true }).locator('span')).toHaveText(['UK', '8']);
    await expect(page.getByRole('button', { name: 'Size Guide' })).toHaveCount(0);
  });

  test('a product with a colour list has a required colour dropdown set to its colour', async ({ page }) => {
    await openProduct(page, PRODUCTS.colourVideo);
    const colour = page.getByRole('combobox', { name: 'Colour' });
    await expect(colour).toHaveValue('Olive');
    await expect(colour).toHaveAttribute('required', '');
    await expect(colour.getByRole('option')).toHaveText(['Olive', 'Maroon', 'Indigo', 'Navy Blue']);
    await colour.selectOption('Indigo');
    await expect(colour).toHaveValue('Indigo');

    await openProduct(page, PRODUCTS.holi);
    await expect(page.getByRole('combobox', { name: 'Colour' })).toHaveCount(0);
  });

  test('an unsized product shows the quantity from the start, up to its stock', async ({ page }) => {
    await openProduct(page, PRODUCTS.unsized);
    await expect(page.getByRole('radiogroup')).toHaveCount(0);
    const quantity = page.getByRole('spinbutton', { name: 'Quantity' });
    await expect(quantity).toBeVisible();
    expect(Number(await quantity.getAttribute('max'))).toBeGreaterThan(0);
    await visibleButton(page, 'Add to Cart').click();
    await expect(toast(page).filter({ hasText: 'Added to cart' })).toBeVisible();
  });
});

test.describe('product actions', () => {
  test('Add to Cart needs a size, then confirms with a toast linking to the cart', async ({ page }, testInfo) => {
    await openProduct(page, PRODUCTS.holi);
    await visibleButton(page, 'Add to Cart').click();
    await expect(toast(page).filter({ hasText: 'Please select a size before proceeding!' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'S', exact: true })).toBeFocused();

    await page.getByRole('radio', { name: 'S', exact: true }).click();
    await visibleButton(page, 'Add to Cart').click();
    const added = toast(page).filter({ hasText: 'Added to cart' });
    await expect(added).toBeVisible();
    // The answer replaces the prompt it contradicts: one toast, not the prompt stacked above it.
    await expect(toast(page)).toHaveCount(1);
    await expect(toast(page).filter({ hasText: 'Please select a size before proceeding!' })).toHaveCount(0);
    await keepViewportScreenshot(page, testInfo, 'product-toast-replaced');
    await expect(added.getByRole('link', { name: 'View Cart' })).toHaveAttribute('href', '/addcart');
    await expect(added.locator('img')).toHaveAttribute('src', /tshirt-f7f7f2-1-280x280/);
    await expect(added).toBeHidden({ timeout: 5000 });
  });

  test('Wishlist needs a size to add, and toggles with its toasts', async ({ page }) => {
    await openProduct(page, PRODUCTS.holi);
    const wishlist = visibleButton(page, 'Wishlist');
    await wishlist.click();
    await expect(toast(page).filter({ hasText: 'Please select a size before proceeding!' })).toBeVisible();
    await page.getByRole('radio', { name: 'M', exact: true }).click();
    await wishlist.click();
    await expect(toast(page).filter({ hasText: 'Added to Wishlist' })).toBeVisible();
    await expect(toast(page)).toHaveCount(1);
    await expect(wishlist).toHaveAttribute('aria-pressed', 'true');
    await wishlist.click();
    await expect(toast(page).filter({ hasText: 'Item Removed from Wishlist' })).toBeVisible();
    await expect(toast(page)).toHaveCount(1);
    await expect(wishlist).toHaveAttribute('aria-pressed', 'false');
  });

  test('Buy Now without sign-in keeps the product and goes to sign-in with the checkout as return target', async ({ page }) => {
    await openProduct(page, PRODUCTS.holi);
    await page.getByRole('radio', { name: 'XL', exact: true }).click();
    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await visibleButton(page, 'Buy Now').click();
    await page.waitForURL(/\/login\?/);
    const next = new URL(page.url()).searchParams.get('next');
    expect(next).toBe('/checkout2?productID=1&size=XL&units=2');
    expect(await page.evaluate(() => localStorage.getItem('productID'))).toBe('1');
  });
});
