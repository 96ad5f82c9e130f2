import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import {
  addAddress,
  addToCart,
  placeCodOrder,
  platformToken,
  PRODUCTS,
  registerShopper,
  signInContext,
  type Shopper,
} from '../support/account-helpers';
import { expectAccessible, NAV, origin } from '../support/catalogue-support';
import { hardCodedEnglishPhrases } from '../support/hard-coded-english';
import { keepScreenshot } from '../support/screenshots';

// Every storefront route under /hi/, at 390 px: each must be a Hindi document (<html lang="hi-IN">), show no English
// sentence of the message catalogue nor one written straight into a component (in its text or in what a screen reader
// says of it), fit the phone's width and have no serious or critical axe violation.
test.use({ viewport: { width: 390, height: 844 } });
test.skip(({ isMobile }) => !isMobile, 'A phone journey: the phone project runs it at 390 px.');

/** What a signed-in row needs: a shopper with an address, an item in the cart, an open order and a cancelled item. */
interface World {
  shopper: Shopper;
  /** An order whose one item is still open (track, cancellation form, confirmation). */
  order: string;
  openItem: number;
  /** An order whose one item was cancelled (order-cancelled). */
  cancelledOrder: string;
  cancelledItem: number;
}

interface Route {
  /** The row's name, also its screenshot's. */
  name: string;
  /** The Hindi path, or a path made from the shopper's orders. */
  path: string | ((world: World) => string);
  /** Who opens it: a guest, or the shopper of the World (signed in). */
  who: 'guest' | 'shopper';
  /** The status the page answers with (200 unless said). */
  status?: number;
  /**
   * The page's heading is the shop's, the operator's or a supplier's own words (the shop's name on the home page, a
   * category's name, a product's name), Hindi only where they gave a Hindi version: it need not be in Devanagari.
   */
  ownHeading?: true;
  /** A PIN code the shopper checked before (the delivery_pin cookie): the delivery widget shows its answer. */
  deliveryPin?: string;
}

// ─── The routes ─────────────────────────────────────────────────────────────────────────────────────────────────────
const ROUTES: Route[] = [
  // The catalogue.
  { name: 'home', path: '/hi', who: 'guest', ownHeading: true },
  { name: 'listing', path: '/hi/products-section2/101', who: 'guest', ownHeading: true },
  { name: 'category-listing', path: '/hi/products-section/1001', who: 'guest', ownHeading: true },
  { name: 'search', path: '/hi/Product-Serach/shirt', who: 'guest' },
  { name: 'search-nothing-found', path: '/hi/Product-Serach/qqxxzzqq', who: 'guest' },
  { name: 'product', path: '/hi/product/holi-t-shirt', who: 'guest', ownHeading: true },
  { name: 'product-delivery-answer', path: '/hi/product/holi-t-shirt', who: 'guest', ownHeading: true, deliveryPin: '110001' },
  { name: 'listing-filtered', path: '/hi/products-section2/101?price=-1500&discount=10&rating=3&instock=1', who: 'guest', ownHeading: true },
  { name: 'product-card-link', path: `/hi/product-category/${PRODUCTS.cushion.slug}`, who: 'guest', ownHeading: true },
  // Help and policy pages.
  { name: 'about', path: '/hi/aboutPage', who: 'guest' },
  { name: 'customer-support', path: '/hi/CustomerSupport', who: 'guest' },
  { name: 'return-policy', path: '/hi/ReturnPolicy', who: 'guest' },
  { name: 'reseller-terms', path: '/hi/ResellerTermsConditions', who: 'guest' },
  { name: 'product-not-found', path: '/hi/ProductNotFound', who: 'guest' },
  { name: 'not-found-404', path: '/hi/no-such-page', who: 'guest', status: 404 },
  { name: 'product-404', path: '/hi/product/no-such-product', who: 'guest', status: 404 },
  // The shopper's own screens, as a guest.
  { name: 'addcart', path: '/hi/addcart', who: 'guest' },
  { name: 'wishlist', path: '/hi/wishlist', who: 'guest' },
  { name: 'recently-viewed', path: '/hi/RecentlyViewed', who: 'guest' },
  { name: 'login', path: '/hi/login', who: 'guest' },
  { name: 'register', path: '/hi/register', who: 'guest' },
  { name: 'forgot-password', path: '/hi/forgot-password', who: 'guest' },
  { name: 'reset-password', path: '/hi/reset-password?token=not-a-real-token', who: 'guest' },
  // The shopper's own screens, signed in.
  { name: 'overview', path: '/hi/overview', who: 'shopper' },
  { name: 'user-profile', path: '/hi/UserProfile', who: 'shopper' },
  { name: 'account-settings', path: '/hi/account-settings', who: 'shopper' },
  { name: 'your-address', path: '/hi/your-address', who: 'shopper' },
  { name: 'address-form', path: '/hi/address-form', who: 'shopper' },
  { name: 'checkout2', path: '/hi/checkout2', who: 'shopper' },
  { name: 'your-orders', path: '/hi/your-orders', who: 'shopper' },
  { name: 'track', path: (w) => `/hi/track?order=${w.order}`, who: 'shopper' },
  { name: 'cancellation-form', path: (w) => `/hi/cancellation-form?item=${w.openItem}`, who: 'shopper' },
  { name: 'order-confirmation', path: (w) => `/hi/order-confirmation?order=${w.order}`, who: 'shopper' },
  { name: 'order-cancelled', path: (w) => `/hi/order-cancelled?order=${w.cancelledOrder}&item=${w.cancelledItem}`, who: 'shopper' },
  { name: 'logout', path: '/hi/logout', who: 'shopper' },
];

// ─── The English the pages must not show ──────────────────────────────────────────────────────────────────────────
/**
 * English phrases of the message catalogue: every value of messages/en.json, its ICU parts ({placeholders}, plural
 * and select arguments with their branches) cut out and its rich-text tags (<link>…</link>) dropped, leaving the
 * fixed English pieces between them. The rule, kept simple:
 * - a value the same in hi.json is left out (a code, a number, a brand: the same in both languages);
 * - a piece is kept only if it has at least two words and 6 letters: single words ("Razorpay", "UPI", "Wishlist") are
 *   too often brand names, product data or Latin text that Hindi pages use as well.
 */
function englishPhrases(): string[] {
  // Read as files: Playwright loads specs as ES modules, which take JSON only with an import attribute.
  const [en, hi] = ['en', 'hi'].map((language) => JSON.parse(readFileSync(`messages/${language}.json`, 'utf8')) as object);
  const flat = (messages: object, prefix = ''): [string, string][] =>
    Object.entries(messages).flatMap(([key, value]) =>
      value !== null && typeof value === 'object'
        ? flat(value as object, `${prefix}${key}.`)
        : [[`${prefix}${key}`, String(value)] as [string, string]],
    );
  const hindi = new Map(flat(hi!));
  const phrases = new Set<string>();
  for (const [key, text] of flat(en!)) {
    if (hindi.get(key) === text) continue;
    let rest = text.replace(/<\/?\w+>/g, '');
    // Innermost {…} first, until no braces are left: plural and select branches go with their argument.
    while (/\{[^{}]*\}/.test(rest)) rest = rest.replace(/\{[^{}]*\}/g, '\u0000');
    for (const piece of rest.split('\u0000')) {
      const phrase = piece.trim().replace(/^[\s.,:;!?·–—-]+|[\s.,:;!?·–—-]+$/g, '');
      if (phrase.split(/\s+/).length >= 2 && phrase.replace(/[^A-Za-z]/g, '').length >= 6) phrases.add(phrase);
    }
  }
  return [...phrases];
}
// The catalogue's phrases, and those written into the screens' code, which the catalogue cannot know of.
const ENGLISH = [...new Set([...englishPhrases(), ...hardCodedEnglishPhrases()])];

/**
 * Where the page shows the shop's or the supplier's own words as given, English unless they gave a Hindi version: the
 * reseller's delivery promise (header strip and footer; the demo shop has no Hindi one) and a product's description.
 * The delivery widget's answer has the same test id but is the storefront's own words: it is checked.
 */
const OWN_TEXTS = ['[data-testid="delivery-promise"]:not([data-testid="delivery-check"] *)', '[data-testid="product-description"]'];

/**
 * The page's visible text, every accordion (<details>) opened so its answers count too, and what a screen reader says
 * of its elements (aria-label, title, alt, placeholder), the shop's own texts left out.
 */
async function visibleText(page: Page): Promise<string> {
  return page.evaluate((ownTexts) => {
    for (const details of document.querySelectorAll('details')) details.open = true;
    // A banner's picture is named by the shop's own words (its headline and subline).
    const said = [...document.body.querySelectorAll('[aria-label], [title], img[alt], [placeholder]')]
      .filter((element) => !element.matches('[data-testid^="banner-"] :is(img, [role="img"])'))
      .flatMap((element) => ['aria-label', 'title', 'alt', 'placeholder'].map((name) => element.getAttribute(name) ?? ''));
    let text = [document.body.innerText, ...said].join('\n');
    for (const element of document.querySelectorAll<HTMLElement>(ownTexts.join(', '))) {
      const own = element.innerText.trim() || (element.textContent ?? '').trim();
      if (own) text = text.split(own).join('\n');
    }
    return text;
  }, OWN_TEXTS);
}

// ─── The signed-in shopper (made once per worker, only when a signed-in row runs) ─────────────────────────────────
let world: Promise<World> | undefined;

async function makeWorld(request: APIRequestContext): Promise<World> {
  const shopper = await registerShopper(request, 'hindi-routes');
  const token = await platformToken(request, shopper.email, shopper.password);
  const bearer = { authorization: `Bearer ${token}` };
  await addAddress(request, token, shopper);
  const line = { asinid: PRODUCTS.cushion.id, productcode: PRODUCTS.cushion.slug, quantity: 1, size: '' };
  const order = await placeCodOrder(request, token, [line]);
  const cancelledOrder = await placeCodOrder(request, token, [line]);
  const lines = (
    (await (await request.get('/api/Get_OrderDetails', { headers: bearer })).json()) as {
      data: { CoOrderID: string; CoOrderItemID: number }[];
    }
  ).data;
  const itemOf = (number: string) => lines.find((l) => l.CoOrderID === number)!.CoOrderItemID;
  const cancelled = await request.post('/api/Cancel_Order_Item', {
    headers: bearer,
    data: { order_item_id: itemOf(cancelledOrder), reason: 'Incorrect size ordered', comment: 'Ordered the wrong size by mistake.' },
  });
  expect(cancelled.ok(), await cancelled.text()).toBe(true);
  const cancelledItem = ((await cancelled.json()) as { data: { CoOrderItemID: number } }).data.CoOrderItemID;
  // The cart holds an item for the checkout.
  await addToCart(request, token, [{ prod_id: PRODUCTS.cushion.id, unit: 1, cart_size: '' }]);
  return { shopper, order, openItem: itemOf(order), cancelledOrder, cancelledItem };
}

// ─── One test per row ─────────────────────────────────────────────────────────────────────────────────────────────
test.describe('हिन्दी: every storefront route under /hi/', () => {
  for (const route of ROUTES) {
    test(`${route.name}: Hindi document, no English, no overflow, no axe violations`, async ({ page, request }, testInfo) => {
      test.setTimeout(route.who === 'shopper' ? 120_000 : 60_000);
      let path: string;
      if (route.who === 'shopper') {
        world ??= makeWorld(request);
        const w = await world;
        await signInContext(page, w.shopper);
        path = typeof route.path === 'function' ? route.path(w) : route.path;
      } else {
        path = route.path as string;
      }
      if (route.deliveryPin) await page.context().addCookies([{ name: 'delivery_pin', value: route.deliveryPin, url: origin }]);

      const response = await page.goto(`${origin}${path}`, NAV);
      expect(response?.status(), path).toBe(route.status ?? 200);
      // Client screens load their data after the document: wait for the network to settle and the heading to be there.
      await page.waitForLoadState('networkidle', NAV).catch(() => undefined);
      const heading = page.locator('h1').first();
      await expect(heading, path).toBeVisible(NAV);
      // A screen whose words are not in the catalogue yet would pass the check below: its heading must be Hindi too.
      if (!route.ownHeading) await expect(heading, `${path}: heading in Devanagari`).toHaveText(/[\u0900-\u097F]/);

      await expect(page.locator('html')).toHaveAttribute('lang', 'hi-IN');
      if (route.deliveryPin) {
        const answer = page.getByTestId('delivery-check').getByTestId('delivery-place');
        await expect(answer, 'the delivery widget answers for the remembered PIN code').toContainText(route.deliveryPin, NAV);
      }
      const text = await visibleText(page);
      expect(
        ENGLISH.filter((phrase) => text.includes(phrase)),
        `${path}: English phrases of messages/en.json`,
      ).toEqual([]);
      expect(await page.evaluate(() => document.scrollingElement!.scrollWidth), `${path}: horizontal overflow`).toBeLessThanOrEqual(390);
      await expectAccessible(page);
      await keepScreenshot(page, testInfo, `hi-${route.name}`);
    });
  }
});

test.describe('हिन्दी: the help pages’ addresses', () => {
  test('name both languages (hreflang), their own canonical URL and a Hindi title', async ({ request }) => {
    const titles: Record<string, string> = {
      '/aboutPage': 'हमारे बारे में',
      '/CustomerSupport': 'संपर्क करें',
      '/ReturnPolicy': 'वापसी नीति',
      '/ResellerTermsConditions': 'रीसेलर के नियम और शर्तें',
      '/ProductNotFound': 'उत्पाद नहीं मिला',
    };
    for (const [path, title] of Object.entries(titles)) {
      for (const hindi of [false, true]) {
        const url = hindi ? `/hi${path}` : path;
        const html = await (await request.get(`${origin}${url}`)).text();
        const english = `${origin}${path}`;
        const inHindi = `${origin}/hi${path}`;
        expect(html, url).toContain(`<link rel="alternate" hrefLang="en-IN" href="${english}"/>`);
        expect(html, url).toContain(`<link rel="alternate" hrefLang="hi-IN" href="${inHindi}"/>`);
        expect(html, url).toContain(`<link rel="alternate" hrefLang="x-default" href="${english}"/>`);
        expect(html, url).toContain(`<link rel="canonical" href="${hindi ? inHindi : english}"/>`);
        if (hindi) {
          expect(html.match(/<title>([^<]*)<\/title>/)?.[1], url).toBe(`${title} | localhost`);
          expect(html, url).toContain('<meta property="og:locale" content="hi_IN"/>');
        }
      }
    }
  });
});
