import { expect, test, type Locator, type Page } from '@playwright/test';
import { NAV, isPhone, origin, signIn } from '../support/catalogue-support';
import { addAddress, addToCart, platformToken, registerShopper, signInContext } from '../support/account-helpers';
import { openCart, setCartCookie } from '../support/cart-support';
import { keepScreenshot } from '../support/screenshots';

type Box = { x: number; y: number; width: number; height: number };

function overlaps(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

async function boxOf(locator: Locator): Promise<Box> {
  const box = await locator.boundingBox();
  expect(box, 'on screen').not.toBeNull();
  return box!;
}

/** Whether the input's placeholder fits in the space its padding leaves for text. */
async function placeholderFits(input: Locator): Promise<boolean> {
  return input.evaluate((el: HTMLInputElement) => {
    const style = getComputedStyle(el);
    const context = document.createElement('canvas').getContext('2d')!;
    context.font = `${style.fontWeight} ${style.fontSize} ${style.fontFamily}`;
    const room = el.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
    return context.measureText(el.placeholder).width <= room;
  });
}

test.describe('the header between 768 and 1023 px', () => {
  test('keeps categories in its top bar and the whole search placeholder', async ({ page }, testInfo) => {
    test.skip(isPhone(testInfo), 'a tablet width, set here');
    test.slow(); // a page per width
    for (const width of [768, 900, 1023, 1024]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(`${origin}/`);
      const topBar = page.getByRole('navigation', { name: 'Departments' });
      const categories = topBar.getByRole('link', { name: "Men's Topwear", exact: true });
      await expect(categories, `${width}px`).toBeVisible();
      const links = topBar.locator('> div > ul > li > a');
      const visible = await links.evaluateAll((nodes) => nodes.filter((node) => node.getBoundingClientRect().width > 0).length);
      expect(visible, `${width}px`).toBeGreaterThanOrEqual(3);
      // Nothing in the bar runs past its right edge.
      const barRight = await topBar.evaluate((el) => el.getBoundingClientRect().right);
      const linksRight = await links.evaluateAll((nodes) => Math.max(...nodes.map((node) => node.getBoundingClientRect().right)));
      expect(linksRight, `${width}px`).toBeLessThanOrEqual(barRight);
      expect(await placeholderFits(page.locator('#header-search')), `${width}px`).toBe(true);
      if (width === 900) await keepScreenshot(page, testInfo, 'header-900');
    }
  });
});

test.describe('toasts', () => {
  test('never cover the header’s Wishlist and Cart counts', async ({ page }, testInfo) => {
    await page.goto(`${origin}/products-section2/113`);
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('button', { name: /^Add .* to cart$/ }) });
    await card
      .first()
      .getByRole('button', { name: /^Add .* to cart$/ })
      .click();
    const toast = page.getByTestId('toast').filter({ hasText: 'Added to cart' });
    await expect(toast).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('1');
    const box = await boxOf(toast);
    const wishlist = await boxOf(
      page
        .getByRole('link', { name: /^Wishlist/ })
        .filter({ visible: true })
        .first(),
    );
    const cart = await boxOf(page.getByRole('link', { name: /^Cart/ }).filter({ visible: true }).first());
    const badge = await boxOf(page.getByTestId('cart-count'));
    expect(overlaps(box, wishlist)).toBe(false);
    expect(overlaps(box, cart)).toBe(false);
    expect(overlaps(box, badge)).toBe(false);
    // Still at the top right, just below the header.
    const headerBottom = await page.locator('header[data-site-header]').evaluate((el) => el.getBoundingClientRect().bottom);
    expect(box.y).toBeGreaterThanOrEqual(headerBottom);
    expect(box.y).toBeLessThan(headerBottom + 40);
    expect(box.x + box.width).toBeGreaterThan((page.viewportSize()?.width ?? 0) - 40);
    await keepScreenshot(page, testInfo, 'toast-below-header');
  });
});

/** On the listing's cards, in view: the box of every line of text (names, ratings, prices) and of every button. */
async function cardTextBoxes(page: Page): Promise<Box[]> {
  return page.getByTestId('product-card').evaluateAll((cards) => {
    const boxes: DOMRect[] = [];
    for (const card of cards) {
      const walker = document.createTreeWalker(card, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        if (!node.textContent?.trim()) continue;
        const range = document.createRange();
        range.selectNodeContents(node);
        boxes.push(...range.getClientRects());
      }
      for (const button of card.querySelectorAll('button')) boxes.push(button.getBoundingClientRect());
    }
    return boxes
      .filter((rect) => rect.width > 0 && rect.bottom > 0 && rect.top < window.innerHeight)
      .map((rect) => ({ x: rect.x, y: rect.y, width: rect.width, height: rect.height }));
  });
}

test.describe('scroll-to-top button', () => {
  test('appears after 300px of scroll, never over a card’s text, and takes the shopper to the top', async ({ page }, testInfo) => {
    await page.goto(`${origin}/products-section2/1`);
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    await page.mouse.wheel(0, 200);
    await page.waitForTimeout(400);
    await expect(button).toHaveCount(0);

    /** Once the page is still, the button finds its place (and glides there): waits until it stops moving. */
    const settled = async () => {
      let last = '';
      for (let i = 0; i < 15; i++) {
        await page.waitForTimeout(200);
        const now = JSON.stringify((await button.count()) ? await button.boundingBox() : null);
        if (now === last) return;
        last = now;
      }
    };
    let shown = 0;
    for (let y = 400; y <= 4000; y += 180) {
      await page.evaluate((top) => window.scrollTo(0, top), y);
      await settled();
      if ((await button.count()) === 0) continue;
      shown++;
      const box = await boxOf(button);
      for (const text of await cardTextBoxes(page)) expect(overlaps(box, text), `scrolled to ${y}px`).toBe(false);
    }
    expect(shown).toBeGreaterThan(5);
    await expect(button).toBeVisible();
    await keepScreenshot(page, testInfo, 'scroll-to-top');
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(button).toHaveCount(0);
  });
});

test.describe('account pages on a phone', () => {
  test('the account bar at the bottom never covers the footer’s copyright', async ({ page }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the account shortcuts bar is for phones');
    await signIn(page, 'Ravi');
    await page.goto(`${origin}/overview`, NAV);
    const bar = page.getByRole('navigation', { name: 'Account shortcuts' });
    await expect(bar).toBeVisible();
    const copyright = page.getByText(/^Copyright © 2015-2024/);
    await expect(copyright).toBeAttached();
    // At the very end of the page (which grows as the account's data loads), the copyright sits above the bar.
    await expect
      .poll(async () => {
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const text = await boxOf(copyright);
        return text.y + text.height - (await boxOf(bar)).y;
      })
      .toBeLessThanOrEqual(0);
    await keepScreenshot(page, testInfo, 'account-bar-footer');
  });
});

test.describe('cart on a phone', () => {
  test('Remove and Save for Later each read on one line', async ({ page, context }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the row buttons are for phones');
    // Product 1 is the HOLI T-SHIRT.
    await setCartCookie(context, [{ productId: 1, size: 'S', colour: null, units: 1 }]);
    await openCart(page);
    for (const name of ['Remove', 'Save for Later']) {
      const button = page.getByTestId('cart-line').getByRole('button', { name, exact: true });
      await expect(button).toBeVisible();
      const lines = await button.evaluate((el) => {
        const range = document.createRange();
        range.selectNodeContents(el);
        return new Set([...range.getClientRects()].map((rect) => Math.round(rect.top))).size;
      });
      expect(lines, name).toBe(1);
    }
    await keepScreenshot(page, testInfo, 'cart-phone-row');
  });
});

/** How many lines the element's text takes. */
async function textLines(locator: Locator): Promise<number> {
  return locator.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom))).size;
  });
}

test.describe('orders on a phone', () => {
  // The demo shopper's seeded orders, only looked at.
  const PRIYA = { username: 'priya@example.com', password: 'Priya@2024' };

  test('an order card and the confirmation break their lines between facts, never inside one; Track and Cancel stay whole', async ({
    page,
  }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the narrow layout');
    expect((await page.request.post(`${origin}/store/session`, { data: PRIYA })).ok()).toBe(true);
    await page.goto(`${origin}/your-orders`, NAV);
    const card = page
      .getByTestId('order-card')
      .filter({ has: page.getByRole('link', { name: 'Cancel' }) })
      .first();
    await expect(card).toBeVisible();
    // Order, placed, order total (and what was cancelled, when anything was): each fact on one line.
    const facts = card.locator('> div').first().locator('> span > span');
    expect(await facts.count()).toBeGreaterThanOrEqual(3);
    for (const fact of await facts.all()) expect(await textLines(fact), (await fact.textContent()) ?? '').toBe(1);
    // The amount stays beside its label.
    const total = await boxOf(card.getByTestId('card-order-total'));
    const label = await boxOf(facts.nth(2));
    expect(Math.abs(total.y + total.height - (label.y + label.height))).toBeLessThan(4);

    // Track (the order's) and Cancel (each item's) are whole, one line each, and big enough for a thumb.
    const track = card.getByRole('button', { name: 'Track' });
    const cancel = card.getByRole('link', { name: 'Cancel' }).first();
    for (const action of [track, cancel]) {
      expect(await textLines(action)).toBe(1);
      expect((await boxOf(action)).height).toBeGreaterThanOrEqual(44);
    }
    await card.scrollIntoViewIfNeeded();
    await keepScreenshot(page, testInfo, 'orders-phone');

    const number = await card.getAttribute('data-order');
    await page.goto(`${origin}/order-confirmation?order=${number}`, NAV);
    const orderLine = page.getByText(/^Order number /);
    await expect(orderLine).toBeVisible();
    expect(await textLines(orderLine)).toBe(1);
    expect(await textLines(page.getByTestId('confirmation-payment').locator('..'))).toBe(1);
    await keepScreenshot(page, testInfo, 'confirmation-phone');
  });
});

test.describe('checkout on a phone', () => {
  test('the scroll-to-top button never covers the order total, nor the payment dialog’s amount', async ({ page, request }, testInfo) => {
    test.skip(!isPhone(testInfo), 'the narrow layout');
    const shopper = await registerShopper(request, 'scroll-top');
    const token = await platformToken(request, shopper.email, shopper.password);
    await addAddress(request, token, shopper);
    // The HOLI T-SHIRT, product 1.
    await addToCart(request, token, [{ prod_id: 1, unit: 2, cart_size: 'S' }]);
    await signInContext(page, shopper);
    await page.goto(`${origin}/checkout2`, NAV);
    const total = page.getByTestId('summary-total');
    await expect(total).toBeVisible();
    const button = page.getByRole('button', { name: 'Scroll to top' });
    const covered = () =>
      page.evaluate(() => {
        const [a, b] = ['[data-scroll-to-top]', '[data-testid="summary-total"]'].map((q) => document.querySelector(q)?.getBoundingClientRect());
        return Boolean(a && b && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom);
      });
    const bringTotal = (fromBottom: number) =>
      total.evaluate((el, target) => window.scrollBy(0, el.getBoundingClientRect().bottom - target), page.viewportSize()!.height - fromBottom);
    // The total at each height the button could take: never under the button, while the page moves nor at rest.
    let shown = 0;
    for (const fromBottom of [100, 130, 170, 200, 250, 290, 330]) {
      await bringTotal(fromBottom);
      for (let look = 0; look < 10; look++) {
        expect(await covered(), `total ${fromBottom}px above the bottom, ${look * 60} ms after the scroll`).toBe(false);
        await page.waitForTimeout(60);
      }
      if (await button.count()) shown++;
    }
    expect(shown).toBeGreaterThan(0);
    await keepScreenshot(page, testInfo, 'checkout-scroll-to-top');

    // The total changes under a still button (a radio clicked in place, the page still): the button looks again.
    const razorpay = page.getByRole('radio', { name: /Razorpay/ });
    for (const fromBottom of (await razorpay.count()) ? [130, 200, 290] : []) {
      await bringTotal(fromBottom);
      await page.waitForTimeout(500);
      for (const mode of [razorpay, page.getByRole('radio', { name: /Cash on Delivery/ })]) {
        await mode.evaluate((radio: HTMLInputElement) => radio.click());
        await page.waitForTimeout(500);
        expect(await covered(), `total ${fromBottom}px above the bottom, another payment mode`).toBe(false);
      }
    }

    test.skip((await razorpay.count()) === 0, 'this shop takes no online payment');
    await razorpay.check();
    await bringTotal(150);
    await page.waitForTimeout(500);
    await page.getByRole('button', { name: 'Place Order' }).click();
    const gateway = page.getByRole('dialog', { name: 'Test payment' });
    await expect(gateway).toBeVisible();
    // What shows at the middle of the dialog's amount is the amount itself.
    const amount = gateway.locator('p').filter({ hasText: /^₹/ }).first();
    const box = await boxOf(amount);
    const topmost = await page.evaluate(({ x, y }) => document.elementFromPoint(x, y)?.textContent ?? '', {
      x: box.x + box.width / 2,
      y: box.y + box.height / 2,
    });
    expect(topmost).toBe(await amount.textContent());
    if (await button.count()) expect(overlaps(await boxOf(button), box)).toBe(false);
    await keepScreenshot(page, testInfo, 'payment-dialog-scroll-to-top');
    await gateway.getByRole('button', { name: 'Cancel' }).click();
  });
});
