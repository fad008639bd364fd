// Festive demo products (issue #37): sindoor, kumkum and bindis, so the demo store answers the
// Hindi words shoppers type. Kept apart from the SPEC's 20 sample products (prod-001 … prod-020),
// which the API suite's database holds alone; the demo store seeds both (seed.ts). Sold by the
// Kannauj house, at ₹399 and up, so the sample catalogue's brands and price floor stay as they were.
import type { ProductArt, SeedProduct } from './seed-data';

/** The product's drawn picture: its shape, its label and five colours (body, cap, accent and
 * the backdrop's two). */
const art = (
  shape: ProductArt['shape'],
  label: string,
  body: string,
  cap: string,
  accent: string,
  from: string,
  to: string,
): ProductArt => ({
  shape,
  colors: { body, cap, accent, backdrop: [from, to] },
  label,
});

/** What the three have in common: the Kannauj house's, face makeup, none featured. */
const festive = (
  product: Omit<SeedProduct, 'vendorId' | 'category' | 'subcategory' | 'isFeatured'>,
): SeedProduct => ({
  vendorId: 'vendor-5',
  category: 'makeup',
  subcategory: 'face',
  isFeatured: false,
  ...product,
});

export const SEED_FESTIVE_PRODUCTS: SeedProduct[] = [
  festive({
    id: 'prod-021',
    name: 'Suhaag Liquid Sindoor',
    description:
      'A long-wear liquid sindoor in a deep, true red with a fine-tip applicator for a clean line in the hair parting. Smudge-proof and sweat-proof through a full day of rituals.',
    tags: ['sindoor', 'festive', 'bridal', 'long-wear'],
    price: 449,
    isNew: true,
    isOnSale: false,
    stockQuantity: 80,
    lowStockThreshold: 10,
    art: art('tube', 'Sindoor', '#b3121f', '#3a1014', '#e8b04a', '#fde7e4', '#f6c9c2'),
    attributes: ['finish:matte', 'free-from:paraben-free', 'free-from:cruelty-free'],
  }),
  festive({
    id: 'prod-022',
    name: 'Kumkum Vermilion Powder',
    description:
      'Finely milled vermilion powder in a classic compact with a soft sponge, for the forehead and the parting. Made without lead or mercury salts.',
    tags: ['kumkum', 'vermilion', 'festive', 'puja'],
    price: 399,
    originalPrice: 499,
    isNew: false,
    isOnSale: true,
    stockQuantity: 60,
    lowStockThreshold: 10,
    art: art('compact', 'Kumkum', '#c62828', '#5d1a12', '#f2c14e', '#fff0e3', '#f7d4b8'),
    attributes: ['finish:matte', 'free-from:cruelty-free'],
  }),
  festive({
    id: 'prod-023',
    name: 'Velvet Bindi Collection',
    description:
      'A book of 120 velvet bindis in maroon, red and black, from tiny dots to festive crystal-edged shapes, on a skin-safe adhesive that lasts the evening.',
    tags: ['bindi', 'festive', 'velvet', 'reusable'],
    price: 399,
    isNew: true,
    isOnSale: false,
    stockQuantity: 150,
    lowStockThreshold: 20,
    art: art('palette', 'Bindi', '#7b1c2e', '#2b0f14', '#d4af37', '#fbe9ee', '#f0c6d2'),
    attributes: ['free-from:cruelty-free', 'free-from:vegan'],
  }),
];
