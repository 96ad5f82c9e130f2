import fs from 'node:fs';
import { expect, test } from '@playwright/test';
import { signInContext, sizeStock } from '../support/account-helpers';
import { consoleAxeViolations, OPERATOR, shop1, signInToConsole } from '../support/console-support';
import { ANARKALI, nav, placePriyaOrder, PRIYA, setStock, snap } from './console-orders-support';

/**
 * The console's Orders (issue 17), fulfilled: the demo owner finds priya's order by her phone number, ships it with a
 * tracking number (priya's tracking and the demo mailbox show it), cancels a line of another order (its stock rises)
 * and prints its invoice and packing slip; a GST-registered shop's invoice shows the tax. The lists, the placing mail
 * and who may call the orders API are console-orders.spec.ts. Every order is placed fresh, so nothing depends on the
 * seeded orders' state.
 */

/** A sized product no other journey uses (so its stock is this journey's to count). */
const KURTA = { id: 68, slug: 'bombay-cotton-co-womens-chikankari-muslin-kurta-set-navy-blue-001v', size: 'M', name: "Bombay Cotton Co. Women's" };

test.describe('the console: orders', () => {
  test("the demo owner finds priya's order by phone, ships it with a tracking number, and cancels another order's line", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(240_000);
    await setStock(request, KURTA, 40);
    await setStock(request, ANARKALI, 40);
    const shipped = await placePriyaOrder(request, [{ ...KURTA, quantity: 1 }]);
    const other = await placePriyaOrder(request, [
      { ...KURTA, quantity: 2 },
      { ...ANARKALI, quantity: 1 },
    ]);
    const tracking = `DL${Date.now()}`;

    await signInToConsole(page);
    await page.getByRole('navigation', { name: 'Console' }).getByRole('link', { name: 'Orders', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible(nav);
    // On a phone the search and filters are folded under one line.
    const filters = page.getByText('Search and filters');
    if (test.info().project.name === 'phone') await filters.click();
    else await expect(filters).toBeHidden();
    await page.getByRole('searchbox', { name: 'Search' }).fill(PRIYA.mobile);
    await page.getByRole('button', { name: 'Show orders' }).click();
    await expect(page).toHaveURL(new RegExp(`[?&]q=${PRIYA.mobile}`), nav);
    const row = page.getByTestId('order-row').filter({ hasText: shipped }).filter({ visible: true });
    await expect(row).toBeVisible(nav);
    await expect(row).toContainText('Priya Sharma');
    await expect(row).toContainText('COD');
    await expect(row).toContainText('Confirmed');
    expect(await consoleAxeViolations(page)).toEqual([]);
    await snap(page, testInfo, 'list');

    // The CSV of the filtered list, from the link that carries the filters.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Export CSV' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^orders-apna-bazaar-\d{4}-\d{2}-\d{2}\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv).toContain('Order number,Date,Shopper,Phone,Items,Total (₹),Coupon code,Coupon saving (₹),Payment,Status,Courier,Tracking number');
    expect(csv).toContain(`${shipped},`);
    expect(csv.split('\r\n').filter((line) => line && !line.includes(PRIYA.mobile)).length).toBe(1);

    await row.getByRole('link', { name: shipped }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${shipped}` })).toBeVisible(nav);
    await expect(page.getByRole('link', { name: `Call ${PRIYA.mobile}` })).toHaveAttribute('href', `tel:+91${PRIYA.mobile}`);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.getByRole('button', { name: 'Copy address' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copied.' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    for (const line of (await page.locator('address').innerText()).split('\n').filter(Boolean)) expect(copied).toContain(line.trim());
    // Nothing is chosen for the shop.
    for (const status of ['Packed', 'Shipped', 'Delivered']) await expect(page.getByRole('radio', { name: status })).not.toBeChecked();
    await page.getByRole('radio', { name: 'Shipped' }).check();
    await page.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(page.getByText('Enter the courier’s name.')).toBeVisible(nav);
    // The common Indian couriers are offered; any other can still be typed.
    const courier = page.getByLabel('Courier');
    const offered = await courier.evaluate((input: HTMLInputElement) => [...(input.list?.options ?? [])].map((option) => option.value));
    expect(offered).toEqual(['Delhivery', 'Blue Dart', 'DTDC', 'Ecom Express', 'Xpressbees', 'Shadowfax', 'India Post', 'Ekart']);
    await courier.fill('Delhivery');
    await page.getByLabel('Tracking number').fill(tracking);
    await page.getByRole('button', { name: 'Mark as Shipped' }).click();
    await expect(page.getByRole('status').filter({ hasText: `Order ${shipped} is now Shipped.` })).toBeVisible(nav);
    await expect(page.getByText(`Shipped with Delhivery · Tracking number ${tracking}`)).toBeVisible();
    // The next step is not preselected under the message: the shop chooses it.
    await expect(page.getByRole('radio', { name: 'Delivered' })).not.toBeChecked();
    await expect(page.getByRole('button', { name: 'Move the order' })).toBeVisible();
    expect(await consoleAxeViolations(page)).toEqual([]);
    await snap(page, testInfo, 'detail-shipped');

    // Priya's tracking shows the courier and the number, and the demo mailbox has her mail.
    await signInContext(page, PRIYA);
    await page.goto(`/track?order=${shipped}`);
    await expect(page.getByTestId('tracking-shipment')).toHaveText(`Shipped with Delhivery · Tracking number ${tracking}`, nav);
    await expect(page.getByTestId('tracking-events')).toContainText('Shipped');
    await snap(page, testInfo, 'shopper-track');
    await page.goto('/dev-mailbox');
    const mail = page.getByTestId('dev-mail').filter({ hasText: `Your Apna Bazaar order ${shipped} has shipped` });
    await expect(mail).toBeVisible(nav);
    await expect(mail).toContainText('To priya@example.com');
    await expect(mail).toContainText(`Tracking number: ${tracking}`);

    // Another order: cancel its kurta line; the kurta's stock rises by the two units.
    const before = await sizeStock(request, KURTA.slug, KURTA.size);
    await page.goto(`/admin/orders/${other}`);
    const line = page.getByTestId('order-line').filter({ hasText: KURTA.name });
    await line.getByRole('button', { name: 'Cancel item…' }).click();
    await line.getByLabel('Reason (sent to the shopper)').fill('The kurta is out of stock at the supplier');
    await line.getByRole('button', { name: 'Cancel item', exact: true }).click();
    await expect(line.getByRole('alertdialog')).toContainText('The stock goes back');
    await snap(page, testInfo, 'detail-cancel-confirm');
    await line.getByRole('button', { name: 'Yes, cancel item' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'is cancelled.' })).toBeVisible(nav);
    await expect(line.getByText('Cancelled: The kurta is out of stock at the supplier')).toBeVisible();
    expect(await sizeStock(request, KURTA.slug, KURTA.size)).toBe(before + 2);
    await snap(page, testInfo, 'detail-cancelled-line');

    // Its invoice and packing slip print without the console's header and navigation.
    await page.getByRole('link', { name: 'Invoice' }).click();
    await expect(page.getByRole('heading', { level: 1, name: /invoice/i })).toBeVisible(nav);
    await expect(page.getByRole('button', { name: 'Print invoice' })).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(ANARKALI.name) })).toBeVisible();
    await expect(page.getByRole('cell', { name: new RegExp(KURTA.name) })).toHaveCount(0);
    await snap(page, testInfo, 'invoice');
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Console' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Sign out' })).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print invoice' })).toBeHidden();
    await snap(page, testInfo, 'invoice-print');
    await page.emulateMedia({ media: 'screen' });
    await page.goto(`/admin/orders/${other}/packing-slip`);
    await expect(page.getByRole('heading', { level: 1, name: 'Packing slip' })).toBeVisible(nav);
    await expect(page.getByTestId('packing-payment')).toContainText('Cash on delivery: collect');
    await snap(page, testInfo, 'packing-slip');
  });

  test("a GST-registered shop's invoice takes each category's GST out of the prices: CGST and SGST for a buyer in its state", async ({
    page,
    request,
  }, testInfo) => {
    test.setTimeout(120_000);
    const consoleSession = async (account: { email: string; password: string }) => {
      const answer = await request.post(`${shop1}/api/console/sign_in`, { data: account });
      expect(answer.ok(), await answer.text()).toBe(true);
      return { authorization: `Bearer ${((await answer.json()) as { token: string }).token}` };
    };
    const owner = await consoleSession({ email: 'owner@example.com', password: 'Owner@2024' });
    const operator = await consoleSession(OPERATOR);
    const product = await request.get(`${shop1}/api/console/catalogue/products/detail?asin=${ANARKALI.slug}`, { headers: operator });
    const { categoryId } = ((await product.json()) as { product: { categoryId: number } }).product;
    const { branding } = (await (await request.get(`${shop1}/api/console/branding`, { headers: owner })).json()) as {
      branding: { shopName: string; theme: unknown; email: string; mobile: string; address: string; social: unknown; headerStrip: string };
    };
    const saveGstin = (gstin: string) =>
      request.post(`${shop1}/api/console/branding`, {
        headers: owner,
        data: { ...branding, gstin },
      });
    const setTax = (hsnCode: string, gstRatePercent: string) =>
      request.post(`${shop1}/api/console/catalogue/tree/tax`, { headers: operator, data: { id: categoryId, hsnCode, gstRatePercent } });
    try {
      expect((await saveGstin('27AAPFA1234C1ZV')).ok()).toBe(true);
      expect((await setTax('6204', '5')).ok()).toBe(true);
      const order = await placePriyaOrder(request, [{ ...ANARKALI, quantity: 1 }]);
      await signInToConsole(page);
      await page.goto(`/admin/orders/${order}/invoice`);
      await expect(page.getByRole('heading', { level: 1, name: 'Tax invoice' })).toBeVisible(nav);
      await expect(page.getByText('GSTIN 27AAPFA1234C1ZV')).toBeVisible();
      const row = page.getByRole('row').filter({ hasText: ANARKALI.name });
      if (page.viewportSize()!.width >= 640) {
        await expect(row.getByRole('cell', { name: '6204', exact: true })).toBeVisible();
        await expect(row.getByRole('cell', { name: '5%', exact: true })).toBeVisible();
      } else {
        // A phone folds the HSN and GST columns into the item's cell, so the amount column stays on the screen.
        await expect(row.getByTestId('invoice-line-facts')).toContainText('HSN 6204');
        await expect(row.getByTestId('invoice-line-facts')).toContainText('GST 5%');
      }
      const amount = (await row.getByTestId('invoice-line-amount').boundingBox())!;
      expect(amount.x + amount.width).toBeLessThanOrEqual(page.viewportSize()!.width);
      const taxes = page.getByRole('group', { name: 'GST included' }).or(page.locator('dl[aria-label="GST included"]'));
      await expect(taxes).toContainText('CGST');
      await expect(taxes).toContainText('SGST');
      await expect(taxes).not.toContainText('IGST');
      // However many columns, a phone's page does not scroll sideways (the items table scrolls on its own).
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
      await snap(page, testInfo, 'tax-invoice');
    } finally {
      await saveGstin('');
      await setTax('', '');
    }
  });
});
