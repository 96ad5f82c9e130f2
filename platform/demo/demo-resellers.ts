import { demoBannerImage, demoFaviconImage, demoLogoImage } from '../shared/images/demo-art-kinds';

export interface DemoShopper {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  password: string;
  address: {
    address1: string;
    address2: string;
    city: string;
    district: string;
    state: string;
    pincode: string;
  };
}

export interface DemoReseller {
  code: string;
  shopName: string;
  hosts: string[];
  theme: { text: string; background: string; primary: string; secondary: string; accent: string };
  email: string;
  mobile: string;
  address: string;
  social: { fb: string; insta: string; linkedin: string; twitter: string; youtube: string };
  markupPercent: number;
  /** The header strip: true of the shop's catalogue (a few demo products carry a delivery charge). */
  deliveryPromise: string;
  banners: { headline: string; subline: string; from: string; to: string; url: string }[];
  /** Home sections: a name and the subcategories whose first products fill it (none = an empty section). */
  headers: { name: string; subcategoryIds: number[] }[];
  shopper: DemoShopper;
  /** Delivery dates: where parcels leave from, and the PIN codes / 3-digit areas the shop does not deliver to. */
  delivery: { dispatchPincode: string; undeliverablePincodes: string[] };
  /** The shop's owner in the console (/admin on its host). */
  owner: DemoBackOfficeAccount;
}

export interface DemoBackOfficeAccount {
  email: string;
  name: string;
  password: string;
}

/** The platform's demo operator: the Catalogue section of /admin on every shop's host. */
export const DEMO_OPERATOR: DemoBackOfficeAccount = { email: 'operator@example.com', name: 'Platform Operator', password: 'Operator@2024' };

/** The two demo shops. Credentials are listed in the README. */
export const DEMO_RESELLERS: DemoReseller[] = [
  {
    code: 'apna-bazaar',
    shopName: 'Apna Bazaar',
    hosts: ['localhost', '127.0.0.1'],
    theme: { text: '#1f2937', background: '#ffffff', primary: '#c2185b', secondary: '#2e7d32', accent: '#f59e0b' },
    email: 'support@apnabazaar.in',
    mobile: '9876543210',
    address: 'Shop 12, Linking Road, Bandra West, Mumbai, Maharashtra 400050',
    social: {
      fb: 'https://www.facebook.com/apnabazaar',
      insta: 'https://www.instagram.com/apnabazaar',
      linkedin: '',
      twitter: '',
      youtube: 'https://www.youtube.com/@apnabazaar',
    },
    markupPercent: 0,
    deliveryPromise: 'Pay on Delivery | Free Delivery on most products',
    banners: [
      { headline: 'Festive Sale', subline: 'Up to 60% off on ethnic wear', from: 'c2185b', to: 'f59e0b', url: '/products-section2/104' },
      { headline: 'New Season Kurtas', subline: 'Handcrafted in Lucknow and Jaipur', from: '2e7d32', to: '0f7c80', url: '/products-section/1005' },
      { headline: 'Pay on Delivery', subline: 'Free delivery on lakhs of products', from: '3f3d99', to: 'c2185b', url: '/' },
    ],
    headers: [
      { name: 'Trending Ethnic Wear', subcategoryIds: [1005, 1011, 1012] },
      { name: 'Handpicked Festive Footwear For The Whole Family', subcategoryIds: [1036, 1037, 1034] },
      { name: 'Beauty Bestsellers', subcategoryIds: [1027, 1030, 1031] },
      { name: 'Home & Kitchen Essentials', subcategoryIds: [1040, 1042, 1044] },
    ],
    delivery: { dispatchPincode: '302001', undeliverablePincodes: [] },
    owner: { email: 'owner@example.com', name: 'Apna Bazaar Owner', password: 'Owner@2024' },
    shopper: {
      firstName: 'Priya',
      lastName: 'Sharma',
      email: 'priya@example.com',
      mobile: '9876501234',
      password: 'Priya@2024',
      address: {
        address1: 'Flat 302, Sai Residency',
        address2: 'Baner Road, Baner',
        city: 'Pune',
        district: 'Pune',
        state: 'Maharashtra',
        pincode: '411045',
      },
    },
  },
  {
    code: 'kesari-mart',
    shopName: 'Kesari Mart',
    hosts: ['shop2.localhost'],
    theme: { text: '#102a43', background: '#fffaf3', primary: '#0f766e', secondary: '#f97316', accent: '#7c3aed' },
    email: 'care@kesarimart.in',
    mobile: '9123456780',
    address: 'Plot 7, Sector 17-C, Chandigarh 160017',
    social: {
      fb: '',
      insta: 'https://www.instagram.com/kesarimart',
      linkedin: 'https://www.linkedin.com/company/kesarimart',
      twitter: 'https://x.com/kesarimart',
      youtube: '',
    },
    markupPercent: 12,
    deliveryPromise: 'Pay on Delivery',
    banners: [
      { headline: 'Kesari Monsoon Edit', subline: 'Fresh colours for rainy days', from: '0f766e', to: '7c3aed', url: '/products-section2/105' },
      {
        headline: 'Kitchen Upgrade Days',
        subline: 'Cookware from Moradabad and Khurja',
        from: 'f97316',
        to: 'c0392b',
        url: '/products-section2/113',
      },
      { headline: 'Gifts Under 999', subline: 'Perfumes, attars and more', from: '7c3aed', to: '0f766e', url: '/products-section2/110' },
    ],
    headers: [
      { name: 'Kitchen Favourites', subcategoryIds: [1040, 1041, 1043] },
      { name: 'Fragrances for Every Mood', subcategoryIds: [1031, 1032] },
      { name: "Men's Everyday Wear", subcategoryIds: [1001, 1002, 1008] },
      { name: 'Gadgets and Accessories', subcategoryIds: [1049, 1051, 1052] },
      { name: 'Coming Soon: Winter Collection', subcategoryIds: [] },
    ],
    // Mumbai GPO; no deliveries to the Andaman and Nicobar Islands (744…).
    delivery: { dispatchPincode: '400001', undeliverablePincodes: ['744'] },
    owner: { email: 'owner2@example.com', name: 'Kesari Mart Owner', password: 'Owner@2024' },
    shopper: {
      firstName: 'Arjun',
      lastName: 'Mehta',
      email: 'arjun@example.com',
      mobile: '9812345670',
      password: 'Arjun@2024',
      address: {
        address1: 'House 14, Sector 21',
        address2: 'Near City Park',
        city: 'Chandigarh',
        district: 'Chandigarh',
        state: 'Chandigarh',
        pincode: '160022',
      },
    },
  },
];

export function brandingFiles(reseller: DemoReseller) {
  const hex = reseller.theme.primary.slice(1);
  return {
    logoFile: demoLogoImage(reseller.shopName, hex),
    faviconFile: demoFaviconImage(reseller.shopName, hex),
    banners: reseller.banners.map((b) => ({
      imageFile: demoBannerImage(b.headline, b.subline, b.from, b.to),
      text: `${b.headline}: ${b.subline}`,
      url: b.url,
    })),
  };
}
