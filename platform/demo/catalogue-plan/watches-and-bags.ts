import { accessoryBrands } from './brands';
import type { GroupPlan } from './plan-types';

export const WATCHES_AND_BAGS: GroupPlan = {
  id: 8,
  name: 'Watches & Bags',
  brands: accessoryBrands,
  categories: [
    {
      id: 117,
      name: 'Watches',
      slug: 'watches',
      subcategories: [
        {
          id: 1052,
          name: 'Analog Watches',
          kind: 'watch',
          sizes: 'none',
          nouns: ['Analog Watch', 'Chronograph Watch', 'Dress Watch'],
          styles: ['Classic', 'Minimal', 'Sporty'],
          materials: ['Stainless Steel', 'Leather Strap', 'Mesh Strap'],
          mrp: [999, 9999],
          audience: '',
          delivery: 0,
        },
      ],
    },
    {
      id: 118,
      name: 'Bags & Wallets',
      slug: 'bags-and-wallets',
      subcategories: [
        {
          id: 1053,
          name: 'Handbags',
          kind: 'handbag',
          sizes: 'none',
          nouns: ['Tote Bag', 'Sling Bag', 'Potli Bag', 'Shoulder Bag'],
          styles: ['Embroidered', 'Handcrafted', 'Quilted'],
          materials: ['Jute', 'Vegan Leather', 'Canvas', 'Silk'],
          mrp: [499, 4999],
          audience: "Women's",
          delivery: 0,
        },
        {
          id: 1054,
          name: 'Wallets',
          kind: 'wallet',
          sizes: 'none',
          nouns: ['Bifold Wallet', 'Card Holder', 'Trifold Wallet'],
          styles: ['RFID Blocking', 'Slim', 'Classic'],
          materials: ['Genuine Leather', 'Vegan Leather'],
          mrp: [399, 1999],
          audience: "Men's",
          delivery: 0,
        },
        {
          id: 1055,
          name: 'Backpacks',
          kind: 'backpack',
          sizes: 'none',
          nouns: ['Laptop Backpack', 'College Backpack', 'Travel Backpack'],
          styles: ['Water Resistant', 'Anti-theft', 'Lightweight'],
          materials: ['Polyester', 'Canvas', 'Nylon'],
          mrp: [799, 3999],
          audience: '',
          delivery: 0,
        },
      ],
    },
  ],
};
