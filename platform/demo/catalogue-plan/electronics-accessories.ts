import { gadgetBrands } from './brands';
import type { GroupPlan } from './plan-types';

export const ELECTRONICS_ACCESSORIES: GroupPlan = {
  id: 7,
  name: 'Electronics Accessories',
  brands: gadgetBrands,
  categories: [
    {
      id: 116,
      name: 'Mobile Accessories',
      slug: 'mobile-accessories',
      subcategories: [
        {
          id: 1049,
          name: 'Phone Covers',
          kind: 'phonecase',
          sizes: 'none',
          nouns: ['Back Cover', 'Flip Cover', 'Silicone Case'],
          styles: ['Shockproof', 'Slim', 'Printed'],
          materials: ['Silicone', 'TPU', 'Vegan Leather'],
          mrp: [199, 999],
          audience: '',
          delivery: 0,
        },
        {
          id: 1050,
          name: 'Power Banks',
          kind: 'powerbank',
          sizes: 'none',
          nouns: ['Power Bank 10000 mAh', 'Power Bank 20000 mAh'],
          styles: ['Fast Charging', 'Slim', 'Dual Port'],
          materials: ['Aluminium', 'ABS Plastic'],
          mrp: [999, 3499],
          audience: '',
          delivery: 0,
        },
        {
          id: 1051,
          name: 'Earbuds',
          kind: 'earbuds',
          sizes: 'none',
          nouns: ['True Wireless Earbuds', 'Neckband Earphones', 'Wired Earphones'],
          styles: ['Bass Boosted', 'Noise Cancelling', 'Low Latency'],
          materials: ['ABS Plastic'],
          mrp: [499, 5999],
          audience: '',
          delivery: 0,
        },
      ],
    },
  ],
};
