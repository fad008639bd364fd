// What the server writes into the HTML of each storefront page, so shared links and search
// engines see a real title, description and, for products, Open Graph tags and JSON-LD.
import { CATEGORY_LABELS, isCategory } from '../../../domain/catalog';
import type { ProductDetail } from '../../../domain/schemas/catalog';
import type { Database } from '../../db/client';
import { AppError } from '../../errors';
import type { PublicVendor } from '../../../domain/schemas/vendor-settings';
import { catalogCacheOf } from '../catalog/catalog-cache';
import { cachedProduct } from '../catalog/product-read';
import { getPublicVendor, vendorKey } from '../catalog/vendor-shop';
import { reviewJsonLd } from '../reviews/review-json-ld';

export interface PageMeta {
  title: string;
  description: string;
  /** Absolute URL of the page (canonical). */
  url: string;
  image?: string;
  /** The page's main image, preloaded so it paints first (the largest contentful paint). */
  preload?: { srcSet: string; sizes: string };
  jsonLd?: object;
  noindex?: boolean;
  /** The address names nothing (a product or brand that does not exist): answered 404. */
  notFound?: true;
}

const STORE = 'Angle';
const DEFAULT_DESCRIPTION =
  "Angle is India's marketplace for premium, ethically sourced, cruelty-free beauty: makeup, skin, hair, personal care and appliances from independent brands.";

const STATIC_PAGES: Record<string, [string, string]> = {
  '/': [`${STORE} — Premium Beauty & Cosmetics`, DEFAULT_DESCRIPTION],
  '/about': [
    'About Us',
    'Why Angle exists: independent Indian beauty brands, ethically sourced and cruelty-free, delivered across India.',
  ],
  '/contact': [
    'Contact Angle',
    'Write to Angle customer care in Pune, call us, or send a message about an order.',
  ],
  '/privacy-policy': [
    'Privacy Policy',
    'How Angle collects, uses and protects your personal data.',
  ],
  '/terms': ['Terms & Conditions', 'The terms that apply when you shop or sell on Angle.'],
  '/refund-policy': [
    'Refund Policy',
    'Returns, replacements and refunds on Angle, including cash-on-delivery orders.',
  ],
  '/shipping-policy': [
    'Shipping Policy',
    'Delivery times, charges and cash on delivery across India.',
  ],
  '/offers': ['Offers', 'Coupon codes and offers running now on Angle, and what each one covers.'],
  '/find-my-shade': [
    'Find my shade',
    'Pick a shade you own from any brand on Angle and see the closest shades from other brands.',
  ],
  '/wishlist': ['Your Wishlist', 'Products you saved on Angle.'],
};

function listingMeta(search: URLSearchParams): [string, string] {
  const category = search.get('category');
  const term = search.get('search')?.trim();
  if (term) return [`Results for “${term}”`, `Beauty products matching “${term}” on Angle.`];
  if (category && isCategory(category)) {
    const label = CATEGORY_LABELS[category];
    return [
      `${label} — Shop ${label} Online`,
      `Shop ${label.toLowerCase()} from independent Indian beauty brands on Angle, with cash on delivery.`,
    ];
  }
  return ['All Products', DEFAULT_DESCRIPTION];
}

export function productJsonLd(p: ProductDetail, origin: string) {
  const availability =
    p.stockStatus === 'out-of-stock'
      ? 'https://schema.org/OutOfStock'
      : p.stockStatus === 'low-stock'
        ? 'https://schema.org/LimitedAvailability'
        : 'https://schema.org/InStock';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    sku: p.id,
    name: p.name,
    description: p.description,
    image: p.images.map((i) => `${origin}${i.url}`),
    category: CATEGORY_LABELS[p.category],
    brand: { '@type': 'Brand', name: p.vendorName },
    offers: {
      url: `${origin}/products/${p.id}`,
      priceCurrency: 'INR',
      // Shades or sizes at different prices are one offer each: their range (issue #18).
      ...(p.maxPrice > p.price
        ? {
            '@type': 'AggregateOffer',
            lowPrice: p.price.toFixed(2),
            highPrice: p.maxPrice.toFixed(2),
            offerCount: p.variantCount,
          }
        : { '@type': 'Offer', price: p.price.toFixed(2) }),
      availability,
      seller: { '@type': 'Organization', name: p.vendorName },
    },
    ...(p.reviewCount > 0
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: p.rating,
            reviewCount: p.reviewCount,
            bestRating: 5,
          },
        }
      : {}),
  };
}

/** The meta of a page path, or null for paths the storefront does not index (vendor, admin). */
export async function pageMeta(database: Database, origin: string, url: string): Promise<PageMeta> {
  const parsed = new URL(url, origin);
  const path = parsed.pathname.replace(/\/+$/, '') || '/';
  const canonical = `${origin}${path}`;
  const titled = (title: string) => (title.startsWith(STORE) ? title : `${title} — ${STORE}`);

  const product = /^\/products\/([^/]+)$/.exec(path);
  if (product) {
    try {
      // The detail the page itself shows, from the catalogue cache (kept there for the render
      // that follows).
      const p = await cachedProduct(database, decodeURIComponent(product[1]!));
      return {
        title: titled(`${p.name} by ${p.vendorName}`),
        description: p.description.slice(0, 160),
        url: canonical,
        image: p.images[0] ? `${origin}${p.images[0].url}` : undefined,
        preload: p.images[0]
          ? { srcSet: p.images[0].srcSet, sizes: '(min-width: 768px) 50vw, 100vw' }
          : undefined,
        jsonLd: {
          ...productJsonLd(p, origin),
          ...(await reviewJsonLd(database, p.id, p.reviewCount)),
        },
      };
    } catch (err) {
      return missingOrThrow(err, origin, path);
    }
  }
  const shop = /^\/vendors\/([^/]+)$/.exec(path);
  if (shop) {
    try {
      // The brand the shop page shows, from the entry its API answer keeps (the same key).
      const slug = decodeURIComponent(shop[1]!);
      const entry = await catalogCacheOf(database).response(
        vendorKey(slug),
        () => getPublicVendor(database.db, slug),
        true,
      );
      const v = JSON.parse(entry.json.toString()) as PublicVendor;
      return {
        title: titled(v.companyName),
        description: (v.description ?? `Shop ${v.companyName} on ${STORE}.`).slice(0, 160),
        url: canonical,
      };
    } catch (err) {
      return missingOrThrow(err, origin, path);
    }
  }
  if (path === '/products') {
    const [title, description] = listingMeta(parsed.searchParams);
    return { title: titled(title), description, url: `${origin}${path}${parsed.search}` };
  }
  const fixed = STATIC_PAGES[path];
  if (fixed) return { title: titled(fixed[0]), description: fixed[1], url: canonical };
  return plainMeta(canonical);
}

/** The meta of an address that names nothing: the SPEC's 404 page ('Page Not Found'). */
export function notFoundMeta(origin: string, path: string): PageMeta {
  return {
    title: `Page Not Found — ${STORE}`,
    description: DEFAULT_DESCRIPTION,
    url: `${origin}${path}`,
    noindex: true,
    notFound: true,
  };
}

/** A product or brand read that failed: 'not found' is the 404 page; another known failure (the
 * database unavailable) is the store's plain meta, so the page is not called missing while it
 * exists and the browser's own reads retry. */
function missingOrThrow(err: unknown, origin: string, path: string): PageMeta {
  if (!(err instanceof AppError)) throw err;
  if (err.kind === 'not_found') return notFoundMeta(origin, path);
  return plainMeta(`${origin}${path}`);
}

/** Accounts, carts, the vendor portal and the admin: not for search engines. */
function plainMeta(url: string): PageMeta {
  return {
    title: `${STORE} — Premium Beauty & Cosmetics`,
    description: DEFAULT_DESCRIPTION,
    url,
    noindex: true,
  };
}
