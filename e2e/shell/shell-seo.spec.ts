import { expect, test } from '@playwright/test';
import { origin, shop2 } from '../support/catalogue-support';

test.describe('robots.txt, sitemap.xml and favicon per shop', () => {
  // Through the browser: it resolves shop2.localhost to this machine; Node's resolver may not.
  test('robots.txt opens the catalogue, closes private screens and names the shop’s sitemap', async ({ page }) => {
    for (const base of [origin, shop2]) {
      const response = await page.goto(`${base}/robots.txt`);
      expect(response?.status()).toBe(200);
      const text = (await response?.text()) ?? '';
      expect(text).toContain('User-agent: *');
      expect(text).toMatch(/^Allow: \/$/m);
      for (const path of [
        '/addcart',
        '/wishlist',
        '/checkout2',
        '/Checkout2',
        '/PaymentPage',
        '/login',
        '/Login',
        '/overview',
        '/your-orders',
        '/store/',
        '/api/',
      ]) {
        expect(text).toContain(`Disallow: ${path}\n`);
      }
      expect(text).not.toMatch(/^Disallow: \/products-section/m);
      expect(text).toContain(`Sitemap: ${base}/sitemap.xml`);
    }
  });

  test('sitemap.xml lists the shop’s home, listings and products with its own host', async ({ page }) => {
    const here = (await (await page.goto(`${origin}/sitemap.xml`))?.text()) ?? '';
    const there = (await (await page.goto(`${shop2}/sitemap.xml`))?.text()) ?? '';
    expect(here).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(here).toContain(`<loc>${origin}/</loc>`);
    expect(here).toContain(`<loc>${origin}/products-section2/1</loc>`);
    expect(here).toContain(`<loc>${origin}/products-section2/101</loc>`);
    expect(here).toContain(`<loc>${origin}/products-section/1001</loc>`);
    expect(here).toContain(`<loc>${origin}/product/holi-t-shirt</loc>`);
    // Hindi twins (/hi/…) of every page, beside the English ones.
    expect(here).toContain(`<loc>${origin}/hi</loc>`);
    expect(here).toContain(`<loc>${origin}/hi/products-section2/101</loc>`);
    expect(here).toContain(`<loc>${origin}/hi/product/holi-t-shirt</loc>`);
    // 1 home + 8 groups + 18 categories + 55 subcategories + 400 products, in English and in Hindi.
    expect(here.match(/<url>/g)).toHaveLength(2 * 482);
    expect(there).toContain(`<loc>${shop2}/product/holi-t-shirt</loc>`);
    expect(there).not.toContain(origin + '/');
  });

  test('favicon.ico leads to the shop’s favicon; pages carry canonical and share tags', async ({ request, page }) => {
    const favicon = await request.get(`${origin}/favicon.ico`, { maxRedirects: 0 });
    expect(favicon.status()).toBe(307);
    expect(favicon.headers()['location']).toMatch(/\/uploads\/logos\/favicon-/);

    await page.goto(`${origin}/products-section2/101?utm_source=chat&sort=nameAZ`);
    await expect(page).toHaveTitle("Men's Topwear | localhost");
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/products-section2/101?sort=nameAZ`);
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute('content', `${origin}/products-section2/101?sort=nameAZ`);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute('content', new RegExp(`^${origin}/uploads/`));
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute('content', 'summary_large_image');
    const breadcrumbs = JSON.parse((await page.locator('script[type="application/ld+json"]').first().textContent()) ?? '{}');
    expect(breadcrumbs['@type']).toBe('BreadcrumbList');
    expect(breadcrumbs.itemListElement.map((item: { name: string }) => item.name)).toEqual(['Home', "Men's Fashion", "Men's Topwear"]);
  });
});

/** Proves the page hydrated: the header's menu opens only once React runs it. */
async function hydrated(page: import('@playwright/test').Page, phone: boolean): Promise<void> {
  const opener = page.getByRole('button', { name: phone ? 'Open menu' : 'All Department' });
  await opener.click();
  if (phone) await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  else await expect(opener).toHaveAttribute('aria-expanded', 'true');
}

test.describe('not-found answers', () => {
  test('a broken %-escape in any path is a 404 inside the shop, not a bare server error', async ({ page, request }, testInfo) => {
    for (const path of ['/product/%E0%A4', '/product-category/%ZZ', '/products-section/%E0', '/%E0%A4', '/wishlist%', '/api/GetSingle%E0']) {
      const answer = await request.get(`${origin}${path}`);
      expect([400, 404], path).toContain(answer.status());
      expect(await answer.text(), path).not.toBe('Internal Server Error');
    }
    const response = await page.goto(`${origin}/product/%E0%A4`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page.getByRole('link', { name: /home$/ }).first()).toBeVisible(); // the shop's own header
    await expect(page.getByText(/^Copyright © 2015-2024 localhost/)).toBeAttached();
    await hydrated(page, testInfo.project.name === 'phone');
    await expect(page).toHaveTitle('Page Not Found | localhost');
  });

  test('a 404 tab keeps the server’s title, "Page Not Found | host", after hydration', async ({ page }, testInfo) => {
    for (const path of ['/no-such-page', '/product/no-such-product', '/products-section/99999']) {
      const response = await page.goto(`${origin}${path}`);
      expect(response?.status(), path).toBe(404);
      await expect(page, path).toHaveTitle('Page Not Found | localhost');
      await hydrated(page, testInfo.project.name === 'phone');
      await page.waitForLoadState('networkidle');
      await expect(page, path).toHaveTitle('Page Not Found | localhost');
    }
  });
});

test.describe('page titles', () => {
  test('each page keeps the title the server sent: the spec’s label and the host, or the host twice', async ({ page, request }) => {
    const expected: [string, string][] = [
      ['/', 'Welcome | localhost'],
      ['/wishlist', 'Wishlist | localhost'],
      ['/addcart', 'YourCart | localhost'],
      ['/login', 'Login | localhost'],
      ['/register', 'Register | localhost'],
      ['/forgot-password', 'ResetPassword | localhost'],
      ['/aboutPage', 'AboutUs | localhost'],
      ['/CustomerSupport', 'ContactUs | localhost'],
      ['/RecentlyViewed', 'localhost | localhost'],
    ];
    for (const [path, title] of expected) {
      const html = await (await request.get(`${origin}${path}`)).text();
      expect(html.match(/<title>([^<]*)<\/title>/)?.[1], path).toBe(title.replace(/&/g, '&amp;'));
      await page.goto(`${origin}${path}`);
      await page.waitForLoadState('networkidle');
      await expect(page, path).toHaveTitle(title);
    }
  });
});
