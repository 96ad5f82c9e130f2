import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bannersAnswer, resellerLogoAnswer, socialLinksAnswer, themeAnswer } from '../contract/branding';
import { createTestPlatform, SHOP1, SHOP2, type TestPlatform } from '../../testing/test-platform';

describe('branding calls', () => {
  let platform: TestPlatform;
  beforeAll(async () => {
    platform = await createTestPlatform();
  });
  afterAll(() => platform.close());

  it("answers the requesting shop's theme", async () => {
    const one = await platform.call('POST', '/api/Get_Theme_Color', { host: SHOP1 });
    expect(one.status).toBe(200);
    expect(themeAnswer.parse(one.body)).toEqual({
      status: 'true',
      data: [{ text: '#1f2937', background: '#ffffff', primary: '#c2185b', secondary: '#2e7d32', accent: '#f59e0b' }],
    });
    const two = await platform.call('POST', '/api/Get_Theme_Color', { host: 'SHOP2.localhost:3000' });
    expect(two.body.data[0].primary).toBe('#0f766e');
  });

  it('answers the logo, favicon and contact details with the logo version', async () => {
    const result = await platform.call('GET', '/api/GetResellerLogo', { host: '127.0.0.1' });
    expect(result.status).toBe(200);
    expect(resellerLogoAnswer.parse(result.body).data).toEqual([
      {
        logo: '/uploads/logos/apna-bazaar-c2185b.png',
        version: 1,
        emailid: 'support@apnabazaar.in',
        mobileno: '9876543210',
        address: 'Shop 12, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
        favicon_icon: '/uploads/logos/favicon-a-c2185b.png',
        shop_name: 'Apna Bazaar',
        delivery_promise: 'Pay on Delivery | Free Delivery on most products',
        default_language: 'en',
      },
    ]);
    const two = await platform.call('GET', '/api/GetResellerLogo', { host: SHOP2 });
    expect(two.body.data[0]).toMatchObject({
      logo: '/uploads/logos/kesari-mart-0f766e.png',
      shop_name: 'Kesari Mart',
      emailid: 'care@kesarimart.in',
      delivery_promise: 'Pay on Delivery',
    });
  });

  it('answers social links with an empty string for a missing one', async () => {
    const one = socialLinksAnswer.parse((await platform.call('GET', '/api/Social_media_links')).body);
    expect(one.data).toEqual([
      {
        fb: 'https://www.facebook.com/apnabazaar',
        insta: 'https://www.instagram.com/apnabazaar',
        linkedin: '',
        twitter: '',
        youtube: 'https://www.youtube.com/@apnabazaar',
      },
    ]);
    const two = socialLinksAnswer.parse((await platform.call('GET', '/api/Social_media_links', { host: SHOP2 })).body);
    expect(two.data[0]).toMatchObject({ fb: '', youtube: '', twitter: 'https://x.com/kesarimart' });
  });

  it("answers the shop's banners in order, as file names under BannerImages, with their words as typed", async () => {
    const one = bannersAnswer.parse((await platform.call('GET', '/api/GetBannerImages')).body);
    expect(one.data).toEqual([
      {
        banner_img_name: 'festive-sale--up-to-60-percent-off-on-ethnic-wear-c2185b-f59e0b.jpg',
        url: '/products-section2/104',
        text: 'Festive Sale: Up to 60% off on ethnic wear',
      },
      {
        banner_img_name: 'new-season-kurtas--handcrafted-in-lucknow-and-jaipur-2e7d32-0f7c80.jpg',
        url: '/products-section/1005',
        text: 'New Season Kurtas: Handcrafted in Lucknow and Jaipur',
      },
      {
        banner_img_name: 'pay-on-delivery--free-delivery-on-lakhs-of-products-3f3d99-c2185b.jpg',
        url: '/',
        text: 'Pay on Delivery: Free delivery on lakhs of products',
      },
    ]);
    const two = bannersAnswer.parse((await platform.call('GET', '/api/GetBannerImages', { host: SHOP2 })).body);
    expect(two.data.map((b) => b.url)).toEqual(['/products-section2/105', '/products-section2/113', '/products-section2/110']);
  });

  it('refuses a host that belongs to no shop', async () => {
    const result = await platform.call('POST', '/api/Get_Theme_Color', { host: 'elsewhere.example' });
    expect(result.status).toBe(404);
    expect(result.body.message).toBe("No shop is configured for the host 'elsewhere.example'.");
  });
});
