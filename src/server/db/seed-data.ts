// The demo catalogue (SPEC §3): 7 vendors and 20 products, prod-001 … prod-020, ₹399–₹3999.
// Six of them come in shades or sizes (issue #18); every product carries beauty attributes.
import type { Category, Subcategory } from '../../domain/catalog';

export type ProductShape =
  | 'bottle'
  | 'pump'
  | 'dropper'
  | 'tube'
  | 'jar'
  | 'lipstick'
  | 'compact'
  | 'palette'
  | 'spray'
  | 'stick'
  | 'dryer'
  | 'straightener'
  | 'roller'
  | 'mascara';

export interface SeedVendor {
  id: string;
  companyName: string;
  slug: string;
  email: string;
  description: string;
  supportPhone: string;
  city: string;
}

export interface ProductArt {
  shape: ProductShape;
  colors: { body: string; cap: string; accent: string; backdrop: [string, string] };
  /** A short brand word printed on the label. */
  label: string;
}

/** One shade or size; the product's price and stock fields are the summary of these. */
export interface SeedVariant {
  /** One value per product option, in order. */
  options: string[];
  swatchHex?: string;
  /** Rupees. */
  price: number;
  originalPrice?: number;
  stockQuantity: number;
}

export interface SeedOption {
  name: string;
  kind: 'shade' | 'other';
}

export interface SeedProduct {
  id: string;
  vendorId: string;
  name: string;
  description: string;
  /** The product page's collapsible sections (issue #25); most seeded products have none. */
  ingredients?: string;
  howToUse?: string;
  category: Category;
  subcategory: Subcategory;
  tags: string[];
  /** Rupees. */
  price: number;
  originalPrice?: number;
  isNew: boolean;
  isFeatured: boolean;
  isOnSale: boolean;
  stockQuantity: number;
  lowStockThreshold: number;
  art: ProductArt;
  /** Attribute tokens `group:value` from the category's lists (domain/attributes.ts). */
  attributes: string[];
  /** Present with `variants` for a product in shades or sizes; a plain product has neither. */
  options?: SeedOption[];
  variants?: SeedVariant[];
}

const vendor = (
  n: number,
  companyName: string,
  slug: string,
  city: string,
  description: string,
  phone: string,
): SeedVendor => ({
  id: `vendor-${n}`,
  companyName,
  slug,
  email: `care@${slug}.example`,
  description,
  supportPhone: phone,
  city,
});

export const SEED_VENDORS: SeedVendor[] = [
  vendor(
    1,
    'Kumkumadi Naturals',
    'kumkumadi-naturals',
    'Kochi',
    'Ayurvedic skincare made in small batches with saffron, sandalwood and cold-pressed oils.',
    '+91 98470 11234',
  ),
  vendor(
    2,
    'Rani Rouge Cosmetics',
    'rani-rouge',
    'Mumbai',
    'Colour cosmetics designed for Indian skin tones: long-wear lips, kohl and luminous bases.',
    '+91 98200 45671',
  ),
  vendor(
    3,
    'Bhringa Botanicals',
    'bhringa-botanicals',
    'Jaipur',
    'Hair rituals rooted in bhringraj, amla and hibiscus, free of sulphates and silicones.',
    '+91 94140 77820',
  ),
  vendor(
    4,
    'Monsoon Skin Lab',
    'monsoon-skin-lab',
    'Bengaluru',
    'Dermatologist-tested sun care and serums for humid Indian summers.',
    '+91 99000 31245',
  ),
  vendor(
    5,
    'Attar House of Kannauj',
    'attar-house-kannauj',
    'Kannauj',
    'Fifth-generation perfumers distilling attars and modern fragrances by hand.',
    '+91 94153 22019',
  ),
  vendor(
    6,
    'Glowtech India',
    'glowtech-india',
    'Gurugram',
    'Salon-grade styling tools and skin devices with Indian warranty and service.',
    '+91 98110 65532',
  ),
  vendor(
    7,
    'Neem & Tulsi Co.',
    'neem-and-tulsi',
    'Pune',
    'Everyday body care with neem, tulsi and aloe: gentle, vegan and plastic-light.',
    '+91 98220 90417',
  ),
];

type Colors = ProductArt['colors'];
const c = (body: string, cap: string, accent: string, from: string, to: string): Colors => ({
  body,
  cap,
  accent,
  backdrop: [from, to],
});

const shade = (
  name: string,
  swatchHex: string,
  stockQuantity: number,
  price: number,
  originalPrice?: number,
): SeedVariant => ({
  options: [name],
  swatchHex,
  stockQuantity,
  price,
  ...(originalPrice === undefined ? {} : { originalPrice }),
});

const size = (
  name: string,
  stockQuantity: number,
  price: number,
  originalPrice?: number,
): SeedVariant => ({
  options: [name],
  stockQuantity,
  price,
  ...(originalPrice === undefined ? {} : { originalPrice }),
});

export const SEED_PRODUCTS: SeedProduct[] = [
  {
    id: 'prod-001',
    vendorId: 'vendor-1',
    name: 'Kumkumadi Radiance Face Oil',
    description:
      'A classic Ayurvedic night oil with saffron, manjistha and sandalwood in a cold-pressed sesame base. Massage three drops into clean skin for a visibly even, lit-from-within glow.',
    category: 'skin',
    subcategory: 'face',
    ingredients:
      'Sesamum indicum (sesame) seed oil, Crocus sativus (saffron) extract, Rubia cordifolia (manjistha) root extract, Santalum album (sandalwood) oil, Glycyrrhiza glabra (liquorice) root extract, Nelumbo nucifera (lotus) flower extract.',
    howToUse:
      'At night, warm three drops between your palms and press them into clean, slightly damp skin. Massage upwards for a minute. Leave on overnight; use sunscreen the next morning.',
    tags: ['kumkumadi', 'ayurvedic', 'saffron', 'face oil'],
    price: 1899,
    originalPrice: 2399,
    isNew: false,
    isFeatured: true,
    isOnSale: true,
    stockQuantity: 64,
    lowStockThreshold: 10,
    art: {
      shape: 'dropper',
      colors: c('#c7772f', '#3b2418', '#f3c77a', '#fbeee0', '#f3d9c2'),
      label: 'Kumkumadi',
    },
    attributes: [
      'skin-type:dry',
      'skin-type:normal',
      'concern:dullness',
      'concern:pigmentation',
      'free-from:paraben-free',
      'free-from:cruelty-free',
    ],
  },
  {
    id: 'prod-002',
    vendorId: 'vendor-2',
    name: 'Matte Velvet Lipstick',
    description:
      'A weightless matte lipstick in seven shades, from a bold rani pink to berry wine, that stays put through chai and conversation. Enriched with vitamin E and shea so lips never feel dry.',
    category: 'makeup',
    subcategory: 'lips',
    tags: ['matte', 'lipstick', 'long-wear', 'vegan'],
    price: 649,
    originalPrice: 799,
    isNew: true,
    isFeatured: true,
    isOnSale: true,
    stockQuantity: 120,
    lowStockThreshold: 10,
    art: {
      shape: 'lipstick',
      colors: c('#c2185b', '#1f1a1c', '#d4af7a', '#fde8ef', '#f7cddc'),
      label: 'Rani',
    },
    attributes: [
      'finish:matte',
      'shade-family:pink',
      'shade-family:berry',
      'shade-family:red',
      'shade-family:nude',
      'shade-family:coral',
      'free-from:paraben-free',
      'free-from:cruelty-free',
      'free-from:vegan',
    ],
    options: [{ name: 'Shade', kind: 'shade' }],
    variants: [
      shade('Rani Pink', '#c2185b', 30, 649, 799),
      shade('Berry Wine', '#7b1e3a', 4, 699, 849),
      shade('Coral Crush', '#f26b5b', 0, 649, 799),
      shade('Nude Chai', '#b07c66', 24, 649, 799),
      shade('Brick Red', '#a0322a', 18, 649, 799),
      shade('Mauve Rose', '#b56a7f', 20, 649, 799),
      shade('Classic Red', '#c8102e', 24, 649, 799),
    ],
  },
  {
    id: 'prod-003',
    vendorId: 'vendor-4',
    name: 'Mineral Sunscreen SPF 50 PA++++',
    description:
      'A zinc-based, non-greasy sunscreen that leaves no white cast on medium and deep skin tones. Sweat and water resistant for 80 minutes — made for Indian summers.',
    category: 'skin',
    subcategory: 'sun protection',
    tags: ['spf', 'sunscreen', 'mineral', 'no white cast'],
    price: 799,
    isNew: true,
    isFeatured: true,
    isOnSale: false,
    stockQuantity: 180,
    lowStockThreshold: 15,
    art: {
      shape: 'tube',
      colors: c('#f6c445', '#ffffff', '#e07a2f', '#fff7df', '#fde7b0'),
      label: 'SPF 50',
    },
    attributes: [
      'skin-type:oily',
      'skin-type:combination',
      'skin-type:normal',
      'skin-type:sensitive',
      'concern:sun-protection',
      'free-from:fragrance-free',
      'free-from:paraben-free',
      'free-from:cruelty-free',
    ],
  },
  {
    id: 'prod-004',
    vendorId: 'vendor-3',
    name: 'Onion & Bhringraj Hair Oil',
    description:
      'A lightweight blend of red onion, bhringraj and amla oils that strengthens roots and reduces breakage. Warm a little between your palms and massage into the scalp twice a week.',
    category: 'hair',
    subcategory: 'treatments',
    tags: ['bhringraj', 'onion', 'hair oil', 'ayurvedic'],
    price: 449,
    originalPrice: 599,
    isNew: false,
    isFeatured: false,
    isOnSale: true,
    stockQuantity: 4,
    lowStockThreshold: 10,
    art: {
      shape: 'bottle',
      colors: c('#6b3f2a', '#2f4a2b', '#b58a4c', '#f2efe4', '#dfe6cf'),
      label: 'Bhringa',
    },
    attributes: [
      'hair-type:straight',
      'hair-type:wavy',
      'hair-type:curly',
      'concern:hair-fall',
      'free-from:paraben-free',
    ],
  },
  {
    id: 'prod-005',
    vendorId: 'vendor-6',
    name: 'Ionic Pro Hair Dryer 1800W',
    description:
      'A quiet 1800 W dryer with ionic care for smooth, frizz-free blow-outs in half the time. Three heat and two speed settings, a cool shot and a slim concentrator nozzle.',
    category: 'appliances',
    subcategory: 'hair tools',
    tags: ['hair dryer', 'ionic', 'styling', '1800w'],
    price: 3999,
    originalPrice: 4999,
    isNew: false,
    isFeatured: true,
    isOnSale: true,
    stockQuantity: 35,
    lowStockThreshold: 5,
    art: {
      shape: 'dryer',
      colors: c('#e8b4bc', '#2b2b2b', '#c9a27e', '#f7ecee', '#eed6da'),
      label: 'Glowtech',
    },
    attributes: ['hair-type:straight', 'hair-type:wavy', 'hair-type:curly', 'hair-type:fine'],
  },
  {
    id: 'prod-006',
    vendorId: 'vendor-6',
    name: 'Rose Quartz Face Roller',
    description:
      'A cool, polished rose quartz roller that depuffs and helps serums sink in. Keep it in the fridge for a refreshing morning ritual.',
    category: 'appliances',
    subcategory: 'skin tools',
    tags: ['face roller', 'rose quartz', 'depuff'],
    price: 999,
    isNew: true,
    isFeatured: false,
    isOnSale: false,
    stockQuantity: 58,
    lowStockThreshold: 10,
    art: {
      shape: 'roller',
      colors: c('#f2b8c6', '#d4af7a', '#ffffff', '#fbf1f3', '#f1dbe1'),
      label: 'Quartz',
    },
    attributes: [],
  },
  {
    id: 'prod-007',
    vendorId: 'vendor-5',
    name: 'Oud & Amber Eau de Parfum',
    description:
      'Smoky Assamese oud wrapped in warm amber, rose and a whisper of saffron. A long-lasting evening fragrance, bottled by hand in Kannauj.',
    category: 'personal-care',
    subcategory: 'fragrance',
    tags: ['oud', 'perfume', 'amber', 'attar'],
    price: 2999,
    originalPrice: 3499,
    isNew: false,
    isFeatured: true,
    isOnSale: false,
    stockQuantity: 3,
    lowStockThreshold: 5,
    art: {
      shape: 'spray',
      colors: c('#8a4b2a', '#c9a24a', '#f0d9a8', '#f5ece2', '#e6d2bd'),
      label: 'Oud',
    },
    attributes: ['free-from:paraben-free', 'free-from:cruelty-free'],
  },
  {
    id: 'prod-008',
    vendorId: 'vendor-7',
    name: 'Neem & Tulsi Body Wash',
    description:
      'A gentle, sulphate-free body wash with neem, tulsi and aloe that cleanses without stripping. The fresh herbal scent is made for hot, humid days.',
    category: 'personal-care',
    subcategory: 'body',
    tags: ['neem', 'tulsi', 'body wash', 'vegan'],
    price: 399,
    isNew: false,
    isFeatured: false,
    isOnSale: false,
    stockQuantity: 150,
    lowStockThreshold: 15,
    art: {
      shape: 'pump',
      colors: c('#7fa66a', '#2f4a2b', '#e8f0dc', '#f1f5ea', '#dbe7cf'),
      label: 'Neem',
    },
    attributes: [
      'skin-type:oily',
      'skin-type:normal',
      'skin-type:sensitive',
      'concern:body-odour',
      'free-from:sulphate-free',
      'free-from:paraben-free',
      'free-from:cruelty-free',
      'free-from:vegan',
    ],
  },
  {
    id: 'prod-009',
    vendorId: 'vendor-2',
    name: 'Smudge-Proof Kajal',
    description:
      'An intensely black kajal that glides on in one stroke and stays smudge-proof for 12 hours. Ophthalmologist-tested and safe for the waterline.',
    category: 'makeup',
    subcategory: 'eyes',
    tags: ['kajal', 'kohl', 'smudge-proof', 'eyes'],
    price: 449,
    originalPrice: 549,
    isNew: false,
    isFeatured: false,
    isOnSale: true,
    stockQuantity: 185,
    lowStockThreshold: 20,
    art: {
      shape: 'mascara',
      colors: c('#1c1a1f', '#d4af7a', '#6d6875', '#eeeaf2', '#d9d3e2'),
      label: 'Kajal',
    },
    attributes: [
      'finish:matte',
      'shade-family:black',
      'shade-family:brown',
      'free-from:paraben-free',
      'free-from:cruelty-free',
    ],
    options: [{ name: 'Shade', kind: 'shade' }],
    variants: [
      shade('Midnight Black', '#141216', 80, 449, 549),
      shade('Espresso Brown', '#4a2c22', 60, 449, 549),
      shade('Royal Navy', '#1f2d5c', 45, 449, 549),
    ],
  },
  {
    id: 'prod-010',
    vendorId: 'vendor-2',
    name: 'Dewy Skin Tint with SPF 20',
    description:
      'A sheer, buildable tint with niacinamide that evens tone while letting your skin show through. Five shades created for warm and olive Indian undertones.',
    category: 'makeup',
    subcategory: 'face',
    tags: ['skin tint', 'niacinamide', 'dewy', 'spf'],
    price: 1299,
    isNew: true,
    isFeatured: false,
    isOnSale: false,
    stockQuantity: 88,
    lowStockThreshold: 10,
    art: {
      shape: 'tube',
      colors: c('#d9a47e', '#efe3d6', '#b5714b', '#f9efe7', '#efd9c8'),
      label: 'Dewy',
    },
    attributes: [
      'skin-type:dry',
      'skin-type:normal',
      'skin-type:combination',
      'finish:dewy',
      'finish:natural',
      'shade-family:fair',
      'shade-family:medium',
      'shade-family:deep',
      'free-from:paraben-free',
      'free-from:fragrance-free',
    ],
    options: [{ name: 'Shade', kind: 'shade' }],
    variants: [
      shade('Fair Ivory', '#f1d2b8', 14, 1299),
      shade('Warm Beige', '#ddb08c', 20, 1299),
      shade('Golden Sand', '#c9966b', 22, 1299),
      shade('Honey Tan', '#ad7850', 18, 1299),
      shade('Deep Caramel', '#855636', 14, 1299),
    ],
  },
  {
    id: 'prod-011',
    vendorId: 'vendor-2',
    name: 'Sunset Eyeshadow Palette',
    description:
      'Nine buttery mattes and shimmers from marigold to deep plum, inspired by Rajasthan at dusk. Highly pigmented with minimal fall-out.',
    category: 'makeup',
    subcategory: 'eyes',
    tags: ['eyeshadow', 'palette', 'shimmer', 'matte'],
    price: 1499,
    originalPrice: 1999,
    isNew: false,
    isFeatured: false,
    isOnSale: true,
    stockQuantity: 46,
    lowStockThreshold: 10,
    art: {
      shape: 'palette',
      colors: c('#3a2a3f', '#d4af7a', '#e0823d', '#fbeee6', '#f3d6c6'),
      label: 'Sunset',
    },
    attributes: [
      'finish:matte',
      'finish:shimmer',
      'shade-family:brown',
      'shade-family:coral',
      'shade-family:berry',
      'free-from:cruelty-free',
    ],
  },
  {
    id: 'prod-012',
    vendorId: 'vendor-4',
    name: 'Saffron Glow Vitamin C Serum',
    description:
      'A stable 15% vitamin C serum with saffron extract and ferulic acid that fades dark spots and boosts radiance. Lightweight and fragrance-free.',
    category: 'skin',
    subcategory: 'face',
    tags: ['vitamin c', 'serum', 'saffron', 'brightening'],
    price: 1099,
    originalPrice: 1399,
    isNew: true,
    isFeatured: false,
    isOnSale: true,
    stockQuantity: 72,
    lowStockThreshold: 10,
    art: {
      shape: 'dropper',
      colors: c('#e9a23b', '#ffffff', '#f6d28b', '#fff4e0', '#fbe0b5'),
      label: 'Vit C',
    },
    attributes: [
      'skin-type:normal',
      'skin-type:oily',
      'skin-type:combination',
      'skin-type:dry',
      'concern:pigmentation',
      'concern:dullness',
      'free-from:fragrance-free',
      'free-from:alcohol-free',
      'free-from:cruelty-free',
    ],
    options: [{ name: 'Size', kind: 'other' }],
    variants: [size('30 ml', 44, 1099, 1399), size('50 ml', 28, 1699, 2099)],
  },
  {
    id: 'prod-013',
    vendorId: 'vendor-1',
    name: 'Sandalwood & Turmeric Night Cream',
    description:
      'A rich yet quick-absorbing night cream with sandalwood, turmeric and ceramides that repairs the skin barrier while you sleep. Wake up to softer, calmer skin.',
    category: 'skin',
    subcategory: 'face',
    tags: ['night cream', 'sandalwood', 'turmeric', 'ceramides'],
    price: 1349,
    isNew: false,
    isFeatured: false,
    isOnSale: false,
    stockQuantity: 5,
    lowStockThreshold: 10,
    art: {
      shape: 'jar',
      colors: c('#f1d9b5', '#b5895a', '#e3a72f', '#faf3e8', '#efdfc6'),
      label: 'Chandan',
    },
    attributes: [
      'skin-type:dry',
      'skin-type:normal',
      'skin-type:sensitive',
      'concern:dryness',
      'concern:ageing',
      'free-from:paraben-free',
    ],
  },
  {
    id: 'prod-014',
    vendorId: 'vendor-3',
    name: 'Amla & Shikakai Gentle Shampoo',
    description:
      'A mild, sulphate-free shampoo with amla, shikakai and reetha that cleans without stripping natural oils. Safe for coloured hair and daily washing.',
    category: 'hair',
    subcategory: 'shampoo',
    tags: ['shampoo', 'amla', 'shikakai', 'sulphate-free'],
    price: 549,
    originalPrice: 649,
    isNew: false,
    isFeatured: true,
    isOnSale: false,
    stockQuantity: 140,
    lowStockThreshold: 15,
    art: {
      shape: 'pump',
      colors: c('#5f8a5a', '#e8e0cc', '#c9b37a', '#eff3e8', '#d8e3cd'),
      label: 'Amla',
    },
    attributes: [
      'hair-type:straight',
      'hair-type:wavy',
      'hair-type:colour-treated',
      'hair-type:fine',
      'free-from:sulphate-free',
      'free-from:paraben-free',
      'free-from:vegan',
    ],
    options: [{ name: 'Size', kind: 'other' }],
    variants: [size('200 ml', 90, 549, 649), size('400 ml', 50, 949, 1099)],
  },
  {
    id: 'prod-015',
    vendorId: 'vendor-3',
    name: 'Hibiscus Deep Conditioner',
    description:
      'A creamy conditioner with hibiscus and coconut milk that detangles and adds slip in a minute. Leaves hair soft, shiny and lightly scented.',
    category: 'hair',
    subcategory: 'conditioner',
    tags: ['conditioner', 'hibiscus', 'coconut', 'detangling'],
    price: 599,
    isNew: false,
    isFeatured: false,
    isOnSale: false,
    stockQuantity: 96,
    lowStockThreshold: 10,
    art: {
      shape: 'bottle',
      colors: c('#c2416b', '#f3e6ea', '#8c1d40', '#fcecf0', '#f4d3dd'),
      label: 'Hibiscus',
    },
    attributes: [
      'hair-type:wavy',
      'hair-type:curly',
      'hair-type:colour-treated',
      'concern:frizz',
      'free-from:paraben-free',
    ],
  },
  {
    id: 'prod-016',
    vendorId: 'vendor-3',
    name: 'Argan Smoothing Styling Cream',
    description:
      'A heat-protecting styling cream with argan oil that tames frizz and defines waves without crunch. Use on damp hair before blow-drying.',
    category: 'hair',
    subcategory: 'styling',
    tags: ['styling', 'argan', 'frizz control', 'heat protect'],
    price: 699,
    originalPrice: 899,
    isNew: true,
    isFeatured: false,
    isOnSale: true,
    stockQuantity: 64,
    lowStockThreshold: 10,
    art: {
      shape: 'jar',
      colors: c('#d8b26e', '#4a3b2a', '#f3e2b8', '#f9f2e3', '#eee0c0'),
      label: 'Argan',
    },
    attributes: [
      'hair-type:wavy',
      'hair-type:curly',
      'concern:frizz',
      'free-from:paraben-free',
      'free-from:cruelty-free',
    ],
  },
  {
    id: 'prod-017',
    vendorId: 'vendor-7',
    name: 'Aloe Fresh Deodorant Stick',
    description:
      'An aluminium-free deodorant with aloe, baking-soda-free and gentle on sensitive underarms. Keeps you fresh for 24 hours without white marks.',
    category: 'personal-care',
    subcategory: 'deodorant',
    tags: ['deodorant', 'aluminium-free', 'aloe', 'vegan'],
    price: 449,
    isNew: true,
    isFeatured: false,
    isOnSale: false,
    stockQuantity: 110,
    lowStockThreshold: 10,
    art: {
      shape: 'stick',
      colors: c('#9cc9b4', '#ffffff', '#3e7a63', '#eef6f1', '#d3e9de'),
      label: 'Aloe',
    },
    attributes: [
      'skin-type:sensitive',
      'concern:body-odour',
      'free-from:alcohol-free',
      'free-from:paraben-free',
      'free-from:cruelty-free',
      'free-from:vegan',
    ],
  },
  {
    id: 'prod-018',
    vendorId: 'vendor-5',
    name: 'Mogra Blossom Eau de Parfum',
    description:
      'Fresh mogra (Arabian jasmine) attar, distilled the traditional deg-bhapka way, lifted with bergamot and white musk. A bright, long-lasting summer scent in a travel-friendly spray.',
    category: 'personal-care',
    subcategory: 'fragrance',
    tags: ['mogra', 'jasmine', 'floral', 'perfume'],
    price: 899,
    originalPrice: 1099,
    isNew: false,
    isFeatured: false,
    isOnSale: true,
    stockQuantity: 2,
    lowStockThreshold: 5,
    art: {
      shape: 'spray',
      colors: c('#f4efe1', '#c9a24a', '#9bb07f', '#f8f6ee', '#e9e6d4'),
      label: 'Mogra',
    },
    attributes: ['free-from:paraben-free', 'free-from:cruelty-free', 'free-from:vegan'],
  },
  {
    id: 'prod-019',
    vendorId: 'vendor-6',
    name: 'Ceramic Hair Straightener',
    description:
      'Floating ceramic plates heat to 230 °C in 30 seconds for sleek, glossy hair with less pulling. Auto shut-off and a universal voltage for travel.',
    category: 'appliances',
    subcategory: 'hair tools',
    tags: ['straightener', 'ceramic', 'styling', 'travel'],
    price: 2499,
    originalPrice: 2999,
    isNew: false,
    isFeatured: false,
    isOnSale: true,
    stockQuantity: 27,
    lowStockThreshold: 5,
    art: {
      shape: 'straightener',
      colors: c('#2d2a32', '#d9a6b3', '#c9a27e', '#f5eef0', '#e5d7dc'),
      label: 'Glowtech',
    },
    attributes: ['hair-type:straight', 'hair-type:wavy', 'hair-type:curly'],
  },
  {
    id: 'prod-020',
    vendorId: 'vendor-4',
    name: 'Pressed Mineral Compact',
    description:
      'A silky, oil-controlling pressed powder with SPF 15 that blurs pores and sets make-up for a soft-matte finish. Comes with a mirror and puff.',
    category: 'makeup',
    subcategory: 'face',
    tags: ['compact', 'powder', 'oil control', 'spf'],
    price: 549,
    isNew: false,
    isFeatured: false,
    isOnSale: false,
    stockQuantity: 75,
    lowStockThreshold: 10,
    art: {
      shape: 'compact',
      colors: c('#e2b99a', '#2b2529', '#d4af7a', '#fbf0ea', '#f0dccf'),
      label: 'Mineral',
    },
    attributes: [
      'skin-type:oily',
      'skin-type:combination',
      'finish:matte',
      'shade-family:fair',
      'shade-family:medium',
      'shade-family:deep',
      'free-from:paraben-free',
    ],
    options: [{ name: 'Shade', kind: 'shade' }],
    variants: [
      shade('Light 01', '#efd0b5', 18, 549),
      shade('Natural 02', '#dbb08e', 22, 549),
      shade('Warm 03', '#c4926b', 20, 549),
      shade('Deep 04', '#98684a', 15, 549),
    ],
  },
];
