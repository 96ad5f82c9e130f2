import { describe, expect, it } from 'vitest';
import { DEFAULT_THEME } from '@/platform/shops/contract/branding';
import { toBanners, toCategory, toShop } from './catalogue';

/** Hindi (issue 29): the shop's language and its Hindi texts come through the transforms under plain names. */
describe('Hindi texts in the transforms', () => {
  const logo = {
    logo: '/uploads/logos/a.png',
    version: 1,
    emailid: '',
    mobileno: '',
    address: '',
    favicon_icon: '/uploads/logos/f.png',
    shop_name: 'Apna Bazaar',
    delivery_promise: 'Pay on Delivery',
  };

  it("reads a shop's default language and Hindi name and header strip", () => {
    const shop = toShop(
      'localhost',
      { ...logo, default_language: 'hi', shop_name_hi: 'अपना बाज़ार', delivery_promise_hi: 'कैश ऑन डिलीवरी' },
      DEFAULT_THEME,
      undefined,
    );
    expect(shop).toMatchObject({ name: 'Apna Bazaar', defaultLanguage: 'hi', hi: { name: 'अपना बाज़ार', deliveryPromise: 'कैश ऑन डिलीवरी' } });
  });

  it('is English with no Hindi texts from a platform that does not send them', () => {
    const shop = toShop('localhost', logo, DEFAULT_THEME, undefined);
    expect(shop.defaultLanguage).toBe('en');
    expect(shop.hi).toBeUndefined();
    expect(toShop('localhost', undefined, DEFAULT_THEME, undefined).defaultLanguage).toBe('en');
  });

  it("carries a banner's and a category's Hindi words only where they are given", () => {
    const [withHindi, without] = toBanners({
      status: 'true',
      data: [
        { banner_img_name: 'a.jpg', url: '/x', text: 'Diwali Sale', text_hi: 'दिवाली सेल' },
        { banner_img_name: 'b.jpg', url: '', text: 'Holi' },
      ],
    });
    expect(withHindi).toMatchObject({ alt: 'Diwali Sale', hi: { alt: 'दिवाली सेल' } });
    expect(without!.hi).toBeUndefined();
    const category = { category_id: 1, category_desc: 'Sarees', cocategory_image: 'c.jpg', url: 'sarees', Subcategories: [] };
    expect(toCategory({ ...category, category_desc_hi: 'साड़ियाँ' }).hi).toEqual({ name: 'साड़ियाँ' });
    expect(toCategory(category).hi).toBeUndefined();
  });
});
