import type { DemoArtKind } from '../images/demo-art-kinds';

/** How a product line is sized: letter sizes, kids' ages, millilitres, UK shoe sizes, or none. */
export type SizeScheme = 'apparel' | 'kids' | 'ml-small' | 'ml-large' | 'perfume' | 'shoe' | 'none';

export interface SubcategoryPlan {
  id: number;
  name: string;
  kind: DemoArtKind;
  /** Nouns whose picture is not the subcategory's kind: a chess set is not drawn as a box of dice. */
  kindOf?: Record<string, DemoArtKind>;
  sizes: SizeScheme;
  /** Nouns a product name ends with. */
  nouns: string[];
  /** Words before the material. */
  styles: string[];
  materials: string[];
  /** MRP range in whole rupees. */
  mrp: [number, number];
  /** Who it is for, written before the style ("Men's"), or ''. */
  audience: string;
  /** Per-unit delivery charge in rupees for heavier goods; 0 = always free. */
  delivery: number;
}

export interface CategoryPlan {
  id: number;
  name: string;
  slug: string;
  subcategories: SubcategoryPlan[];
}

export interface GroupPlan {
  id: number;
  name: string;
  brands: string[];
  categories: CategoryPlan[];
}

const apparelBrands = ['Rangrez', 'Desi Threads', 'Bombay Cotton Co.', 'Jaipur Prints', 'Khadi Roots', 'Kanchi Looms', 'Urban Tula', 'Swadesh'];
const beautyBrands = ['Himalayan Herbs', 'Kerala Naturals', 'Kesar Veda', 'Mysore Sandal Co.', 'Neel Kamal', 'Gulab Jal Co.'];
const footwearBrands = ['Kolhapur Craft', 'Mochi House', 'Paduka', 'Agra Leatherworks', 'Stride India'];
const homeBrands = ['Ghar Sansar', 'Moradabad Metals', 'Khurja Pottery', 'Sanganer Home', 'Rasoi Pro', 'Jaipur Blue'];
const gadgetBrands = ['Tarang', 'VoltX India', 'Boltt', 'Chakra Tech', 'Dhun Audio'];
const kidsBrands = ['Chhota Bazaar', 'Nanhe Kadam', 'Khel Khilona', 'Little Lotus'];
const accessoryBrands = ['Chandni Chowk Co.', 'Kutch Craft', 'Hathkala', 'Sitara', 'Banjara Trails'];

const cottons = ['Cotton', 'Pure Cotton', 'Cotton Blend', 'Organic Cotton'];

export const CATALOGUE_PLAN: GroupPlan[] = [
  {
    id: 1,
    name: "Men's Fashion",
    brands: apparelBrands,
    categories: [
      {
        id: 101,
        name: "Men's Topwear",
        slug: 'mens-topwear',
        subcategories: [
          { id: 1001, name: 'T-Shirts', kind: 'tshirt', sizes: 'apparel', nouns: ['T-Shirt', 'Crew Neck T-Shirt', 'Graphic T-Shirt', 'Henley T-Shirt'], styles: ['Slim Fit', 'Regular Fit', 'Oversized', 'Printed', 'Solid', 'Striped'], materials: cottons, mrp: [499, 1499], audience: "Men's", delivery: 0 },
          { id: 1002, name: 'Casual Shirts', kind: 'shirt', sizes: 'apparel', nouns: ['Casual Shirt', 'Checked Shirt', 'Mandarin Collar Shirt', 'Linen Shirt'], styles: ['Slim Fit', 'Regular Fit', 'Block Printed', 'Ikat', 'Solid'], materials: ['Cotton', 'Linen', 'Khadi', 'Cotton Linen'], mrp: [799, 2499], audience: "Men's", delivery: 0 },
          { id: 1003, name: 'Formal Shirts', kind: 'shirt', sizes: 'apparel', nouns: ['Formal Shirt', 'Office Shirt', 'Oxford Shirt'], styles: ['Slim Fit', 'Tailored Fit', 'Wrinkle Free', 'Solid'], materials: ['Giza Cotton', 'Cotton', 'Poly Cotton'], mrp: [999, 2999], audience: "Men's", delivery: 0 },
          { id: 1004, name: 'Polo T-Shirts', kind: 'tshirt', sizes: 'apparel', nouns: ['Polo T-Shirt', 'Pique Polo T-Shirt'], styles: ['Classic', 'Slim Fit', 'Tipped Collar', 'Solid'], materials: ['Cotton Pique', 'Cotton'], mrp: [699, 1799], audience: "Men's", delivery: 0 },
        ],
      },
      {
        id: 102,
        name: "Men's Ethnic Wear",
        slug: 'mens-ethnic-wear',
        subcategories: [
          { id: 1005, name: 'Kurtas', kind: 'kurta', sizes: 'apparel', nouns: ['Kurta', 'Long Kurta', 'Kurta Pyjama Set', 'Pathani Kurta'], styles: ['Chikankari', 'Block Printed', 'Festive', 'Straight', 'Embroidered'], materials: ['Cotton', 'Silk Blend', 'Khadi', 'Linen'], mrp: [899, 3999], audience: "Men's", delivery: 0 },
          { id: 1006, name: 'Nehru Jackets', kind: 'jacket', sizes: 'apparel', nouns: ['Nehru Jacket', 'Bandhgala Jacket', 'Modi Jacket'], styles: ['Festive', 'Jacquard', 'Solid', 'Brocade'], materials: ['Silk Blend', 'Linen', 'Khadi', 'Velvet'], mrp: [1299, 4999], audience: "Men's", delivery: 0 },
          { id: 1007, name: 'Dhotis & Pyjamas', kind: 'trousers', sizes: 'apparel', nouns: ['Dhoti', 'Churidar Pyjama', 'Patiala Salwar', 'Readymade Dhoti'], styles: ['Classic', 'Festive', 'Solid', 'Zari Border'], materials: ['Cotton', 'Art Silk', 'Viscose'], mrp: [499, 1999], audience: "Men's", delivery: 0 },
        ],
      },
      {
        id: 103,
        name: "Men's Bottomwear",
        slug: 'mens-bottomwear',
        subcategories: [
          { id: 1008, name: 'Jeans', kind: 'jeans', sizes: 'apparel', nouns: ['Jeans', 'Stretch Jeans', 'Tapered Jeans'], styles: ['Slim Fit', 'Straight Fit', 'Mid Rise', 'Distressed'], materials: ['Denim', 'Stretch Denim'], mrp: [1199, 3499], audience: "Men's", delivery: 0 },
          { id: 1009, name: 'Chinos & Trousers', kind: 'trousers', sizes: 'apparel', nouns: ['Chinos', 'Formal Trousers', 'Pleated Trousers'], styles: ['Slim Fit', 'Regular Fit', 'Flat Front'], materials: ['Cotton Twill', 'Poly Viscose', 'Linen'], mrp: [999, 2999], audience: "Men's", delivery: 0 },
          { id: 1010, name: 'Track Pants', kind: 'trousers', sizes: 'apparel', nouns: ['Track Pants', 'Joggers', 'Lounge Pants'], styles: ['Regular Fit', 'Tapered', 'Striped'], materials: ['Cotton Fleece', 'Polyester', 'Cotton'], mrp: [599, 1799], audience: "Men's", delivery: 0 },
        ],
      },
    ],
  },
  {
    id: 2,
    name: "Women's Fashion",
    brands: apparelBrands,
    categories: [
      {
        id: 104,
        name: "Women's Ethnic Wear",
        slug: 'womens-ethnic-wear',
        subcategories: [
          { id: 1011, name: 'Sarees', kind: 'saree', sizes: 'none', nouns: ['Saree', 'Saree with Blouse Piece', 'Handloom Saree'], styles: ['Banarasi', 'Kanjeevaram', 'Chanderi', 'Bandhani', 'Paithani', 'Sambalpuri'], materials: ['Silk', 'Cotton Silk', 'Georgette', 'Chiffon', 'Organza'], mrp: [1499, 14999], audience: "Women's", delivery: 0 },
          { id: 1012, name: 'Kurtis', kind: 'kurta', sizes: 'apparel', nouns: ['Kurti', 'Anarkali Kurta', 'A-Line Kurti', 'Kurta Set'], styles: ['Block Printed', 'Chikankari', 'Mirror Work', 'Floral', 'Straight'], materials: ['Rayon', 'Cotton', 'Georgette', 'Muslin'], mrp: [699, 3499], audience: "Women's", delivery: 0 },
          { id: 1013, name: 'Lehengas', kind: 'lehenga', sizes: 'apparel', nouns: ['Lehenga Choli', 'Bridal Lehenga', 'Lehenga Set'], styles: ['Embroidered', 'Sequinned', 'Zari Work', 'Festive'], materials: ['Silk', 'Velvet', 'Net', 'Georgette'], mrp: [2999, 24999], audience: "Women's", delivery: 0 },
          { id: 1014, name: 'Dupattas', kind: 'dupatta', sizes: 'none', nouns: ['Dupatta', 'Stole', 'Phulkari Dupatta'], styles: ['Bandhani', 'Phulkari', 'Zari Border', 'Block Printed'], materials: ['Chiffon', 'Cotton', 'Silk', 'Chanderi'], mrp: [399, 1999], audience: "Women's", delivery: 0 },
        ],
      },
      {
        id: 105,
        name: "Women's Western Wear",
        slug: 'womens-western-wear',
        subcategories: [
          { id: 1015, name: 'Dresses', kind: 'dress', sizes: 'apparel', nouns: ['Maxi Dress', 'A-Line Dress', 'Wrap Dress', 'Shirt Dress'], styles: ['Floral', 'Tiered', 'Solid', 'Printed'], materials: ['Rayon', 'Cotton', 'Crepe', 'Georgette'], mrp: [899, 3499], audience: "Women's", delivery: 0 },
          { id: 1016, name: 'Tops & T-Shirts', kind: 'tshirt', sizes: 'apparel', nouns: ['Top', 'T-Shirt', 'Crop Top', 'Peplum Top'], styles: ['Relaxed Fit', 'Printed', 'Ribbed', 'Solid'], materials: cottons, mrp: [399, 1499], audience: "Women's", delivery: 0 },
          { id: 1017, name: 'Jeans & Jeggings', kind: 'jeans', sizes: 'apparel', nouns: ['Jeans', 'Jeggings', 'Wide Leg Jeans'], styles: ['High Rise', 'Skinny Fit', 'Straight Fit'], materials: ['Stretch Denim', 'Denim'], mrp: [999, 2999], audience: "Women's", delivery: 0 },
        ],
      },
    ],
  },
  {
    id: 3,
    name: 'Kids & Toys',
    brands: kidsBrands,
    categories: [
      {
        id: 106,
        name: "Kids' Clothing",
        slug: 'kids-clothing',
        subcategories: [
          { id: 1018, name: "Boys' T-Shirts", kind: 'tshirt', sizes: 'kids', nouns: ['T-Shirt', 'Graphic T-Shirt', 'T-Shirt Pack of 2'], styles: ['Printed', 'Cartoon', 'Solid'], materials: cottons, mrp: [299, 999], audience: "Boys'", delivery: 0 },
          { id: 1019, name: "Girls' Frocks", kind: 'dress', sizes: 'kids', nouns: ['Frock', 'Party Frock', 'Cotton Frock'], styles: ['Floral', 'Smocked', 'Tiered'], materials: ['Cotton', 'Net', 'Rayon'], mrp: [399, 1499], audience: "Girls'", delivery: 0 },
          { id: 1020, name: "Kids' Ethnic Sets", kind: 'kurta', sizes: 'kids', nouns: ['Kurta Pyjama Set', 'Lehenga Choli Set', 'Dhoti Kurta Set'], styles: ['Festive', 'Embroidered', 'Printed'], materials: ['Cotton', 'Silk Blend'], mrp: [599, 2499], audience: "Kids'", delivery: 0 },
        ],
      },
      {
        id: 107,
        name: 'Toys & Games',
        slug: 'toys-and-games',
        subcategories: [
          { id: 1021, name: 'Soft Toys', kind: 'toy', sizes: 'none', nouns: ['Teddy Bear', 'Elephant Soft Toy', 'Cuddly Puppy'], styles: ['Huggable', 'Plush', 'Mini'], materials: ['Plush Fabric', 'Velboa'], mrp: [299, 1499], audience: '', delivery: 0 },
          { id: 1022, name: 'Board Games', kind: 'box', kindOf: { 'Chess Set': 'chess', 'Carrom Board': 'carrom' }, sizes: 'none', nouns: ['Ludo and Snakes & Ladders', 'Carrom Board', 'Chess Set', 'Business Board Game'], styles: ['Classic', 'Family', 'Travel'], materials: ['Wooden', 'Cardboard'], mrp: [349, 2999], audience: '', delivery: 49 },
          { id: 1023, name: 'Building Blocks', kind: 'box', sizes: 'none', nouns: ['Building Blocks Set', 'Stacking Blocks', 'Construction Kit'], styles: ['Creative', 'Junior', 'STEM'], materials: ['Wooden', 'BPA-free Plastic'], mrp: [499, 2499], audience: '', delivery: 0 },
        ],
      },
    ],
  },
  {
    id: 4,
    name: 'Beauty & Personal Care',
    brands: beautyBrands,
    categories: [
      {
        id: 108,
        name: 'Makeup',
        slug: 'makeup',
        subcategories: [
          { id: 1024, name: 'Lipsticks', kind: 'lipstick', sizes: 'none', nouns: ['Matte Lipstick', 'Liquid Lipstick', 'Lip Crayon'], styles: ['Long Lasting', 'Creamy', 'Transfer-proof'], materials: ['Vitamin E', 'Shea Butter'], mrp: [199, 899], audience: '', delivery: 0 },
          { id: 1025, name: 'Kajal & Eyeliner', kind: 'kajal', sizes: 'none', nouns: ['Kajal', 'Eyeliner', 'Kohl Pencil'], styles: ['Smudge-proof', 'Intense Black', 'Waterproof'], materials: ['Almond Oil', 'Camphor'], mrp: [149, 599], audience: '', delivery: 0 },
          { id: 1026, name: 'Nail Polish', kind: 'bottle', sizes: 'ml-small', nouns: ['Nail Polish', 'Nail Lacquer', 'Gel Nail Polish'], styles: ['Glossy', 'Matte', 'Quick Dry'], materials: ['Toxin-free'], mrp: [99, 399], audience: '', delivery: 0 },
        ],
      },
      {
        id: 109,
        name: 'Skin & Hair Care',
        slug: 'skin-and-hair-care',
        subcategories: [
          { id: 1027, name: 'Face Creams', kind: 'jar', sizes: 'ml-small', nouns: ['Face Cream', 'Night Cream', 'Day Cream SPF 30'], styles: ['Brightening', 'Ayurvedic', 'Hydrating'], materials: ['Kumkumadi', 'Saffron', 'Aloe Vera', 'Turmeric'], mrp: [249, 1299], audience: '', delivery: 0 },
          { id: 1028, name: 'Face Serums', kind: 'bottle', sizes: 'ml-small', nouns: ['Face Serum', 'Vitamin C Serum', 'Niacinamide Serum'], styles: ['Radiance', 'Oil-free', 'Overnight'], materials: ['Kumkumadi', 'Vitamin C', 'Rosehip'], mrp: [399, 1499], audience: '', delivery: 0 },
          { id: 1029, name: 'Shampoos', kind: 'bottle', sizes: 'ml-large', nouns: ['Shampoo', 'Anti-Dandruff Shampoo', 'Herbal Shampoo'], styles: ['Sulphate-free', 'Ayurvedic', 'Nourishing'], materials: ['Bhringraj', 'Amla', 'Reetha', 'Shikakai'], mrp: [199, 799], audience: '', delivery: 0 },
          { id: 1030, name: 'Hair Oils', kind: 'bottle', sizes: 'ml-large', nouns: ['Hair Oil', 'Onion Hair Oil', 'Coconut Hair Oil'], styles: ['Cold Pressed', 'Ayurvedic', 'Non-sticky'], materials: ['Bhringraj', 'Coconut', 'Onion', 'Amla'], mrp: [149, 699], audience: '', delivery: 0 },
        ],
      },
      {
        id: 110,
        name: 'Fragrances',
        slug: 'fragrances',
        subcategories: [
          { id: 1031, name: 'Perfumes', kind: 'perfume', sizes: 'perfume', nouns: ['Eau de Parfum', 'Perfume', 'Eau de Toilette'], styles: ['Woody', 'Floral', 'Citrus', 'Oriental'], materials: ['Oud', 'Sandalwood', 'Jasmine', 'Vetiver'], mrp: [499, 3999], audience: '', delivery: 0 },
          { id: 1032, name: 'Attars', kind: 'perfume', sizes: 'ml-small', nouns: ['Attar', 'Itra Roll-on'], styles: ['Alcohol-free', 'Traditional', 'Long Lasting'], materials: ['Rose', 'Mitti', 'Kewda', 'Sandalwood'], mrp: [299, 2499], audience: '', delivery: 0 },
          { id: 1033, name: 'Deodorants', kind: 'spray', sizes: 'ml-large', nouns: ['Deodorant', 'Body Spray', 'Deo Stick'], styles: ['Fresh', 'Sport', 'Musk'], materials: ['Aqua', 'Musk', 'Citrus'], mrp: [199, 599], audience: '', delivery: 0 },
        ],
      },
    ],
  },
  {
    id: 5,
    name: 'Footwear',
    brands: footwearBrands,
    categories: [
      {
        id: 111,
        name: "Men's Footwear",
        slug: 'mens-footwear',
        subcategories: [
          { id: 1034, name: 'Sneakers', kind: 'shoe', sizes: 'shoe', nouns: ['Sneakers', 'Running Shoes', 'Canvas Shoes'], styles: ['Lightweight', 'Lace-up', 'Slip-on'], materials: ['Mesh', 'Canvas', 'Synthetic Leather'], mrp: [999, 4499], audience: "Men's", delivery: 0 },
          { id: 1035, name: 'Formal Shoes', kind: 'shoe', sizes: 'shoe', nouns: ['Oxford Shoes', 'Derby Shoes', 'Loafers'], styles: ['Classic', 'Handcrafted', 'Cushioned'], materials: ['Genuine Leather', 'Suede'], mrp: [1499, 6999], audience: "Men's", delivery: 0 },
          { id: 1036, name: 'Kolhapuri Chappals', kind: 'sandal', sizes: 'shoe', nouns: ['Kolhapuri Chappal', 'Sandals', 'Mojari'], styles: ['Handcrafted', 'Traditional', 'Braided'], materials: ['Genuine Leather', 'Vegan Leather'], mrp: [599, 2499], audience: "Men's", delivery: 0 },
        ],
      },
      {
        id: 112,
        name: "Women's Footwear",
        slug: 'womens-footwear',
        subcategories: [
          { id: 1037, name: 'Juttis', kind: 'sandal', sizes: 'shoe', nouns: ['Jutti', 'Mojari', 'Punjabi Jutti'], styles: ['Embroidered', 'Mirror Work', 'Handcrafted'], materials: ['Leather', 'Velvet'], mrp: [699, 2499], audience: "Women's", delivery: 0 },
          { id: 1038, name: 'Heels', kind: 'heel', sizes: 'shoe', nouns: ['Block Heels', 'Stilettos', 'Wedge Heels'], styles: ['Party', 'Strappy', 'Comfort'], materials: ['Synthetic', 'Suede'], mrp: [999, 3999], audience: "Women's", delivery: 0 },
          { id: 1039, name: 'Flats & Sandals', kind: 'sandal', sizes: 'shoe', nouns: ['Flat Sandals', 'Kolhapuri Flats', 'Ballerinas'], styles: ['Everyday', 'Braided', 'Embellished'], materials: ['Leather', 'Synthetic'], mrp: [499, 1999], audience: "Women's", delivery: 0 },
        ],
      },
    ],
  },
  {
    id: 6,
    name: 'Home & Kitchen',
    brands: homeBrands,
    categories: [
      {
        id: 113,
        name: 'Kitchen & Dining',
        slug: 'kitchen-and-dining',
        subcategories: [
          { id: 1040, name: 'Cookware', kind: 'pot', sizes: 'none', nouns: ['Kadai', 'Pressure Cooker 5 Litre', 'Tawa', 'Cookware Set of 3'], styles: ['Induction Base', 'Non-stick', 'Triply', 'Cast Iron'], materials: ['Stainless Steel', 'Cast Iron', 'Aluminium', 'Brass'], mrp: [799, 8999], audience: '', delivery: 79 },
          { id: 1041, name: 'Dinner Sets', kind: 'plate', sizes: 'none', nouns: ['Dinner Set of 24', 'Thali Set', 'Dinner Plates Set of 6'], styles: ['Hand Painted', 'Classic', 'Hammered'], materials: ['Stoneware', 'Stainless Steel', 'Melamine', 'Bone China'], mrp: [999, 12999], audience: '', delivery: 99 },
          { id: 1042, name: 'Water Bottles', kind: 'flask', sizes: 'none', nouns: ['Water Bottle 1 Litre', 'Copper Bottle', 'Insulated Flask'], styles: ['Leak-proof', 'Vacuum Insulated', 'Hammered'], materials: ['Copper', 'Stainless Steel', 'Borosilicate Glass'], mrp: [349, 1999], audience: '', delivery: 0 },
          { id: 1043, name: 'Storage Containers', kind: 'jar', sizes: 'none', nouns: ['Masala Box', 'Storage Jars Set of 3', 'Lunch Box'], styles: ['Airtight', 'Stackable', 'Classic'], materials: ['Stainless Steel', 'Glass', 'Wooden'], mrp: [299, 2499], audience: '', delivery: 40 },
        ],
      },
      {
        id: 114,
        name: 'Home Décor',
        slug: 'home-decor',
        subcategories: [
          { id: 1044, name: 'Cushion Covers', kind: 'cushion', sizes: 'none', nouns: ['Cushion Covers Set of 5', 'Cushion Cover 16x16'], styles: ['Block Printed', 'Embroidered', 'Kantha', 'Velvet'], materials: ['Cotton', 'Velvet', 'Jute'], mrp: [399, 2499], audience: '', delivery: 0 },
          { id: 1045, name: 'Lamps & Lighting', kind: 'lamp', sizes: 'none', nouns: ['Table Lamp', 'Diya Set', 'Hanging Lantern', 'Fairy Lights'], styles: ['Handcrafted', 'Moroccan', 'Brass Finish'], materials: ['Brass', 'Wooden', 'Iron', 'Terracotta'], mrp: [299, 6999], audience: '', delivery: 60 },
          { id: 1046, name: 'Wall Clocks', kind: 'clock', sizes: 'none', nouns: ['Wall Clock', 'Pendulum Clock'], styles: ['Vintage', 'Minimal', 'Silent Sweep'], materials: ['Wooden', 'Metal', 'MDF'], mrp: [499, 7999], audience: '', delivery: 49 },
        ],
      },
      {
        id: 115,
        name: 'Bed & Bath',
        slug: 'bed-and-bath',
        subcategories: [
          { id: 1047, name: 'Bedsheets', kind: 'bedsheet', sizes: 'none', nouns: ['Double Bedsheet with 2 Pillow Covers', 'King Size Bedsheet', 'Single Bedsheet'], styles: ['Jaipuri', 'Sanganeri', 'Floral', 'Geometric'], materials: ['Cotton', '300 TC Cotton', 'Microfibre'], mrp: [699, 4999], audience: '', delivery: 0 },
          { id: 1048, name: 'Towels', kind: 'towel', sizes: 'none', nouns: ['Bath Towel', 'Towel Set of 4', 'Hand Towels Set of 6'], styles: ['Quick Dry', 'Ultra Soft', 'Striped'], materials: ['Cotton', 'Bamboo', 'Turkish Cotton'], mrp: [299, 2499], audience: '', delivery: 0 },
        ],
      },
    ],
  },
  {
    id: 7,
    name: 'Electronics Accessories',
    brands: gadgetBrands,
    categories: [
      {
        id: 116,
        name: 'Mobile Accessories',
        slug: 'mobile-accessories',
        subcategories: [
          { id: 1049, name: 'Phone Covers', kind: 'phonecase', sizes: 'none', nouns: ['Back Cover', 'Flip Cover', 'Silicone Case'], styles: ['Shockproof', 'Slim', 'Printed'], materials: ['Silicone', 'TPU', 'Vegan Leather'], mrp: [199, 999], audience: '', delivery: 0 },
          { id: 1050, name: 'Power Banks', kind: 'powerbank', sizes: 'none', nouns: ['Power Bank 10000 mAh', 'Power Bank 20000 mAh'], styles: ['Fast Charging', 'Slim', 'Dual Port'], materials: ['Aluminium', 'ABS Plastic'], mrp: [999, 3499], audience: '', delivery: 0 },
          { id: 1051, name: 'Earbuds', kind: 'earbuds', sizes: 'none', nouns: ['True Wireless Earbuds', 'Neckband Earphones', 'Wired Earphones'], styles: ['Bass Boosted', 'Noise Cancelling', 'Low Latency'], materials: ['ABS Plastic'], mrp: [499, 5999], audience: '', delivery: 0 },
        ],
      },
    ],
  },
  {
    id: 8,
    name: 'Watches & Bags',
    brands: accessoryBrands,
    categories: [
      {
        id: 117,
        name: 'Watches',
        slug: 'watches',
        subcategories: [
          { id: 1052, name: 'Analog Watches', kind: 'watch', sizes: 'none', nouns: ['Analog Watch', 'Chronograph Watch', 'Dress Watch'], styles: ['Classic', 'Minimal', 'Sporty'], materials: ['Stainless Steel', 'Leather Strap', 'Mesh Strap'], mrp: [999, 9999], audience: '', delivery: 0 },
        ],
      },
      {
        id: 118,
        name: 'Bags & Wallets',
        slug: 'bags-and-wallets',
        subcategories: [
          { id: 1053, name: 'Handbags', kind: 'handbag', sizes: 'none', nouns: ['Tote Bag', 'Sling Bag', 'Potli Bag', 'Shoulder Bag'], styles: ['Embroidered', 'Handcrafted', 'Quilted'], materials: ['Jute', 'Vegan Leather', 'Canvas', 'Silk'], mrp: [499, 4999], audience: "Women's", delivery: 0 },
          { id: 1054, name: 'Wallets', kind: 'wallet', sizes: 'none', nouns: ['Bifold Wallet', 'Card Holder', 'Trifold Wallet'], styles: ['RFID Blocking', 'Slim', 'Classic'], materials: ['Genuine Leather', 'Vegan Leather'], mrp: [399, 1999], audience: "Men's", delivery: 0 },
          { id: 1055, name: 'Backpacks', kind: 'backpack', sizes: 'none', nouns: ['Laptop Backpack', 'College Backpack', 'Travel Backpack'], styles: ['Water Resistant', 'Anti-theft', 'Lightweight'], materials: ['Polyester', 'Canvas', 'Nylon'], mrp: [799, 3999], audience: '', delivery: 0 },
        ],
      },
    ],
  },
];

export const ALL_SUBCATEGORIES = CATALOGUE_PLAN.flatMap((g) =>
  g.categories.flatMap((c) => c.subcategories.map((s) => ({ group: g, category: c, subcategory: s }))),
);
