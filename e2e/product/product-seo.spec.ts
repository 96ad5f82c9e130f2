import { expect, test } from '@playwright/test';
import { PRODUCTS, openProduct, port } from '../support/product-fixtures';

const origin = `http://localhost:${port}`;

function metaContent(html: string, attribute: 'property' | 'name', key: string): string | undefined {
  const tag = html.match(new RegExp(`<meta[^>]*${attribute}="${key.replace(/[.:]/g, '\\$&')}"[^>]*>`))?.[0];
  return tag?.match(/content="([^"]*)"/)?.[1];
}

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map(
    (match) => JSON.parse(match[1]!) as Record<string, unknown>,
  );
}

test.describe('product page for search engines and chat apps (HTML without JavaScript)', () => {
  test('title, canonical, share tags, share image and Product JSON-LD', async ({ request }) => {
    const response = await request.get(`${origin}/product/${PRODUCTS.holi}`);
    expect(response.status()).toBe(200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));

    expect(head).toContain('<title>HOLI T-SHIRT | localhost</title>');
    expect(head).toContain(`<link rel="canonical" href="${origin}/product/holi-t-shirt"/>`);
    expect(metaContent(head, 'property', 'og:type')).toBe('product');
    expect(metaContent(head, 'property', 'og:title')).toBe('HOLI T-SHIRT | localhost');
    expect(metaContent(head, 'property', 'og:description')).toBe('Checkout this awesome product!');
    expect(metaContent(head, 'property', 'og:url')).toBe(`${origin}/product/holi-t-shirt`);
    expect(metaContent(head, 'name', 'twitter:card')).toBe('summary_large_image');
    expect(metaContent(head, 'name', 'description')).toBeTruthy();

    const image = metaContent(head, 'property', 'og:image')!;
    expect(image).toMatch(new RegExp(`^${origin}/`));
    expect(metaContent(head, 'name', 'twitter:image')).toBe(image);
    const picture = await request.get(image);
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    const shownPrice = Number(html.match(/data-testid="product-price"><p[^>]*><span[^>]*>₹([\d,]+)</)![1]!.replace(/,/g, ''));
    const product = jsonLd(html).find((item) => item['@type'] === 'Product') as {
      name: string;
      sku: string;
      image: string[];
      brand: { name: string };
      offers: { price: number; priceCurrency: string; availability: string; url: string; itemCondition: string };
      aggregateRating: { ratingValue: number; reviewCount: number };
    };
    expect(product.name).toBe('HOLI T-SHIRT');
    expect(product.sku).toBe('holi-t-shirt');
    expect(product.brand.name).toBe('Rangrez');
    expect(product.image[0]).toMatch(new RegExp(`^${origin}/uploads/`));
    expect(product.offers.price).toBe(shownPrice);
    expect(product.offers.priceCurrency).toBe('INR');
    expect(product.offers.availability).toBe('https://schema.org/InStock');
    expect(product.offers.itemCondition).toBe('https://schema.org/NewCondition');
    expect(product.offers.url).toBe(`${origin}/product/holi-t-shirt`);
    expect(product.aggregateRating).toMatchObject({ ratingValue: 4.5, reviewCount: 2381 });
    const breadcrumbs = jsonLd(html).find((item) => item['@type'] === 'BreadcrumbList') as { itemListElement: { name: string }[] };
    expect(breadcrumbs.itemListElement.map((crumb) => crumb.name)).toEqual(['Home', 'T-Shirts', 'HOLI T-SHIRT']);
  });

  test('all three product routes name /product/{slug} as canonical', async ({ request }) => {
    for (const route of ['product-category', 'product-categoryy']) {
      const html = await (await request.get(`${origin}/${route}/${PRODUCTS.holi}`)).text();
      expect(html).toContain('<title>HOLI T-SHIRT | localhost</title>');
      expect(html).toContain(`<link rel="canonical" href="${origin}/product/holi-t-shirt"/>`);
      expect(metaContent(html, 'property', 'og:url')).toBe(`${origin}/product/holi-t-shirt`);
    }
  });

  test('an unknown product answers 404 with the not-found screen', async ({ request, page }) => {
    const response = await request.get(`${origin}/product/no-such-product-zz99`);
    expect(response.status()).toBe(404);
    await page.goto(`${origin}/product/no-such-product-zz99`);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found/i);
  });
});

test('the same product on shop2.localhost shows Kesari Mart’s 12% higher price, and the supplier’s MRP', async ({ page, request }) => {
  const html = await (await request.get(`${origin}/product/${PRODUCTS.holi}`)).text();
  const base = (jsonLd(html).find((item) => item['@type'] === 'Product') as { offers: { price: number } }).offers.price;
  const marked = Math.round(base * 1.12);
  const lookup = await request.post(`${origin}/api/GetSingleProductFilters`, { data: { search: PRODUCTS.holi, subcat_id: 0, type: '' } });
  const mrp = ((await lookup.json()) as { originalPrice: number }[])[0]!.originalPrice;
  await openProduct(page, PRODUCTS.holi, `shop2.localhost:${port}`);
  await expect(page.getByTestId('product-price').getByText(`₹${marked}`, { exact: true })).toBeVisible();
  // A markup moves the selling price only: the MRP struck through is the supplier's, as on Apna Bazaar.
  await expect(page.getByTestId('product-price').locator('s')).toHaveText(`Original price ₹${mrp}`);
  await expect(page).toHaveTitle('HOLI T-SHIRT | shop2.localhost');
  const ld = await page.locator('script[type="application/ld+json"]').first().textContent();
  expect(JSON.parse(ld!).offers.price).toBe(marked);
  expect(marked).toBeGreaterThan(base);
});

test('a shop named in Devanagari: its share image is drawn with the bundled font, and its pages load that font', async ({ request, page }) => {
  const api = `http://127.0.0.1:${port}`;
  const shop2 = { host: `shop2.localhost:${port}` };
  const rename = async (shopName: string) => {
    const answer = await request.post(`${api}/api/admin/branding`, {
      headers: { ...shop2, 'X-Admin-Key': 'e2e-admin-key' },
      data: { shop_name: shopName },
    });
    expect(answer.status(), await answer.text()).toBe(200);
  };
  await rename('केसरी मार्ट');
  try {
    const picture = await request.get(`${api}/product/${PRODUCTS.unsafe[0]}/opengraph-image`, { headers: shop2 });
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    const png = await picture.body();
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630]);

    // The footer names the shop: the page loads the Devanagari face (its unicode-range is that script alone).
    await page.goto(`http://shop2.localhost:${port}/`);
    await expect(page.getByRole('contentinfo').getByText('केसरी मार्ट')).toBeVisible();
    await expect
      .poll(() => page.evaluate(() => [...document.fonts].filter((face) => face.status === 'loaded' && face.unicodeRange.includes('U+900')).length))
      .toBeGreaterThan(0);
  } finally {
    await rename('Kesari Mart');
  }
});
