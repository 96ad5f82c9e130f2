import { toPaise } from '../shared/contract/money';
import { demoProductImage } from '../shared/images/demo-art-kinds';
import { ALL_SUBCATEGORIES, type SizeScheme } from './catalogue-plan';
import { COLOURS, type NamedColour } from './demo-colours';
import { describe } from './descriptions';
import { productName } from './product-name';
import { randomFor, type Random } from './random';
import { slugify } from '../catalogue';

export interface SeedProduct {
  asin: string;
  subcategoryId: number;
  categoryId: number;
  groupId: number;
  name: string;
  descriptionHtml: string;
  longDescription: string;
  material: string;
  color: string;
  colorOptions: string[] | null;
  ratingTenths: number;
  ratingCount: number;
  badge: string;
  badge1: string;
  brand: string;
  basePricePaise: number;
  baseMrpPaise: number;
  deliveryPaise: number;
  supplierPricePaise: number;
  youtubeLink: string;
  images: string[];
  position: number;
  sizes: { sizeDesc: string; stock: number }[];
}

export const SPECIAL_TSHIRT_ASIN = 'holi-t-shirt';

const badges = ['Bestseller', 'New Arrival', 'Trending', 'Top Rated', '', '', ''];
const badges1 = ['Made in India', 'Handcrafted', 'Eco-friendly', 'Festive Pick', '', '', ''];
const videos = ['aqz-KE-bpKQ', 'ScMzIvxBSi4', 'LXb3EKWsInQ', 'jNQXAC9IVRw'];

const SIZE_SCHEMES: Record<Exclude<SizeScheme, 'none'>, string[]> = {
  apparel: ['S', 'M', 'L', 'XL'],
  kids: ['2-3 Y', '4-5 Y', '6-7 Y', '8-9 Y'],
  'ml-small': ['30 ml', '50 ml', '100 ml'],
  'ml-large': ['100 ml', '200 ml', '400 ml'],
  perfume: ['30 ml', '50 ml', '100 ml'],
  shoe: ['UK 6', 'UK 7', 'UK 8', 'UK 9', 'UK 10'],
};

/** Product `index` of the demo catalogue; the same index always gives the same product. Index 0 is the HOLI T-SHIRT. */
export function generateProduct(index: number): SeedProduct {
  if (index === 0) return holiTshirt();
  const random = randomFor(index + 7);
  const { group, category, subcategory } = ALL_SUBCATEGORIES[(index - 1) % ALL_SUBCATEGORIES.length]!;
  const brand = random.pick(group.brands);
  const style = random.pick(subcategory.styles);
  const material = random.pick(subcategory.materials);
  const noun = random.pick(subcategory.nouns);
  const colour = random.pick(COLOURS);
  const apparel = subcategory.sizes === 'apparel' || subcategory.sizes === 'kids';
  const name = productName({ brand, audience: subcategory.audience, style, material, noun, colour: apparel ? colour.name : '' });

  const colours = random.chance(0.4) ? distinctColours(random, colour, random.int(2, 4)) : null;
  const mrp = priceEnding9(random.int(subcategory.mrp[0], subcategory.mrp[1]));
  const price = Math.max(49, priceEnding9(mrp * (1 - random.int(10, 65) / 100)));
  const long = index % 5 === 0;
  const imageCount = random.int(3, 5);
  const kind = subcategory.kindOf?.[noun] ?? subcategory.kind;
  // Its own colour's views first (cards and thumbnails show those), then as many of each other colour it comes in,
  // named for their colour so that picking one shows its photos.
  const views = (c: NamedColour) =>
    Array.from({ length: imageCount }, (_, view) => demoProductImage(kind, c.hex, view + 1, colours ? c.name : undefined));

  return {
    asin: `${slugify(name).slice(0, 70).replace(/-$/, '')}-${index.toString(36).padStart(4, '0')}`,
    subcategoryId: subcategory.id,
    categoryId: category.id,
    groupId: group.id,
    name,
    descriptionHtml: describe({ name, brand, material, subcategory: subcategory.name, colour: colour.name, long, unsafe: index % 29 === 3 }, random),
    longDescription: `${style} ${noun.toLowerCase()} in ${material.toLowerCase()} by ${brand}. ${random.pick(['Designed in India.', 'Made for Indian weather.', 'Loved by over a thousand shoppers.', 'A festive favourite.'])}`,
    material,
    color: colour.name,
    colorOptions: colours?.map((c) => c.name) ?? null,
    ratingTenths: random.int(32, 49),
    ratingCount: Math.floor(5 + random.next() ** 3 * 6000),
    badge: random.pick(badges),
    badge1: random.pick(badges1),
    brand,
    basePricePaise: toPaise(price),
    baseMrpPaise: toPaise(mrp),
    deliveryPaise: subcategory.delivery && random.chance(0.7) ? toPaise(subcategory.delivery) : 0,
    supplierPricePaise: toPaise(Math.round(price * 0.7)),
    youtubeLink: index % 9 === 4 ? `https://www.youtube.com/embed/${random.pick(videos)}` : '',
    images: [colour, ...(colours ?? []).filter((c) => c !== colour)].flatMap(views),
    position: index,
    sizes: sizesFor(subcategory.sizes, random),
  };
}

function holiTshirt(): SeedProduct {
  const saffron = COLOURS.find((c) => c.name === 'Saffron')!;
  return {
    asin: SPECIAL_TSHIRT_ASIN,
    subcategoryId: 1001,
    categoryId: 101,
    groupId: 1,
    name: 'HOLI T-SHIRT',
    descriptionHtml: [
      '<p>Celebrate the festival of colours in the <strong>HOLI T-SHIRT</strong>: soft, breathable and made to be splashed with gulal.</p>',
      '<h3>Highlights</h3><ul><li>100% combed cotton, 180 GSM</li><li>Bright print that survives the wash</li><li>Unisex regular fit</li><li>Buy 2 and get free delivery: the pair costs ₹249</li></ul>',
      '<h3>Care</h3><p>Wash separately after playing Holi. Dry in shade.</p>',
    ].join('\n'),
    longDescription: 'The festival favourite: buy two for ₹249 with free delivery.',
    material: '100% Cotton',
    color: 'White',
    colorOptions: null,
    ratingTenths: 45,
    ratingCount: 2381,
    badge: 'Festive Pick',
    badge1: 'Made in India',
    brand: 'Rangrez',
    basePricePaise: 14900,
    baseMrpPaise: 49900,
    deliveryPaise: 4900,
    supplierPricePaise: 9900,
    youtubeLink: '',
    images: [1, 2, 3].map((view) => demoProductImage('tshirt', view === 2 ? saffron.hex : 'f7f7f2', view)),
    position: 0,
    sizes: [
      { sizeDesc: 'S', stock: 40 },
      { sizeDesc: 'M', stock: 60 },
      { sizeDesc: 'L', stock: 0 },
      { sizeDesc: 'XL', stock: 25 },
    ],
  };
}

function sizesFor(scheme: SizeScheme, random: Random): { sizeDesc: string; stock: number }[] {
  const stock = () => (random.chance(0.18) ? 0 : random.int(1, 30));
  if (scheme === 'none') return [{ sizeDesc: '', stock: random.chance(0.05) ? 0 : random.int(3, 80) }];
  const all = SIZE_SCHEMES[scheme];
  const chosen = scheme.startsWith('ml') || scheme === 'perfume' ? all.slice(0, random.int(1, all.length)) : all;
  const sizes = chosen.map((sizeDesc) => ({ sizeDesc, stock: stock() }));
  if (sizes.every((s) => s.stock === 0) && random.chance(0.7)) sizes[0]!.stock = random.int(1, 10);
  return sizes;
}

function distinctColours(random: Random, first: NamedColour, count: number): NamedColour[] {
  const colours = [first];
  while (colours.length < count) {
    const next = random.pick(COLOURS);
    if (!colours.includes(next)) colours.push(next);
  }
  return colours;
}

/** Whole rupees ending in 9, the way Indian shops price: 1234 → 1229, 460 → 459. */
function priceEnding9(rupees: number): number {
  return Math.max(99, Math.floor(rupees / 10) * 10 - 1);
}
