// Seeds the demo catalogue: vendors, 20 products with three generated images each and their
// variants (issue #18), demo customers' delivered orders and reviews (issue #19), settings. Idempotent: every insert skips rows that already exist, and
// rendered images are reused.
import { hashPassword } from 'better-auth/crypto';
import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { rupeesToPaise } from '../../domain/money';
import { DEFAULT_PAYMENT_SETTINGS, DEFAULT_STORE_SETTINGS } from '../../domain/settings';
import { hasPassword, insertPasswordUser, setPasswordHash } from '../modules/auth/accounts';
import type { Config } from '../config';
import { createMediaStore, folderMediaStore, type MediaStore } from '../modules/media/media-store';
import type { Database, Db } from './client';
import { ART_VIEWS, renderProductImages } from './product-art';
import { syncProductSummaries } from '../modules/catalog/variant-summary';
import { productImages, products, productVariants, users, vendors } from './schema';
import { settings } from './schema-site';
import { SEED_PRODUCTS, SEED_VENDORS, type SeedProduct } from './seed-data';
import { SEED_FESTIVE_PRODUCTS } from './seed-festive';
import { refreshPopularity } from '../modules/catalog/popularity-refresh';
import { seedReviews } from './seed-reviews';
import { seedVendorTax } from './seed-tax';

export interface SeedOptions {
  /** Where the rendered product images go. */
  media: MediaStore;
  log?: (message: string) => void;
  /** The festive products of issue #37 (seed-festive.ts); the API suite's database goes without,
   * so its tests see the SPEC's 20 sample products. Default: seeded. */
  festive?: boolean;
  /** Pictures rendered before (the build's demo-art folder, `renderDemoArt`): copied instead of
   * rendered again, and what is rendered now is kept there. */
  artCache?: MediaStore;
}

/**
 * The demo catalogue as the server's first start and `npm run db:seed` seed it: into the media
 * store the server serves from, its pictures copied from the build's `dist/demo-art`. Says so
 * first when it is an empty embedded database (a first start).
 */
export async function seedDemoCatalog(
  database: Database,
  config: Pick<Config, 'databaseUrl' | 'mediaStore' | 'uploadsDir' | 'demoArtDir'>,
) {
  if (!config.databaseUrl && (await isDatabaseEmpty(database.db)))
    console.log('First start: seeding the demo catalogue…');
  await seedCatalog(database.db, {
    media: createMediaStore(config, database),
    artCache: folderMediaStore(config.demoArtDir),
    log: (m) => console.log(m),
  });
}

export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(products);
  return (row?.n ?? 0) === 0;
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export async function seedCatalog(
  db: Db,
  { media, log = () => {}, festive = true, artCache }: SeedOptions,
) {
  const started = Date.now();
  await db
    .insert(users)
    .values(
      SEED_VENDORS.map((v) => ({ id: v.id, name: v.companyName, email: v.email, role: 'vendor' })),
    )
    .onConflictDoNothing();
  await db
    .insert(vendors)
    .values(
      SEED_VENDORS.map((v) => ({
        userId: v.id,
        companyName: v.companyName,
        slug: v.slug,
        description: v.description,
        supportEmail: v.email,
        supportPhone: v.supportPhone,
        // Issue #38: the demo sellers were checked before the demo began.
        verificationStatus: 'verified',
      })),
    )
    .onConflictDoNothing();
  await seedVendorTax(db);

  await seedProducts(db, media, SEED_PRODUCTS, 0, artCache);
  await seedShadePhotos(db, media, artCache);
  // Older than the sample products, so the demo's newest shelf stays as it was.
  if (festive) await seedFestiveProducts(db, media, artCache);

  // Ratings and review counts come from the demo customers' reviews (issue #19).
  await seedReviews(db);
  // The demo orders' sales, summed for the Popularity sort now rather than by the first job run.
  await refreshPopularity(db);

  await db
    .insert(settings)
    .values([
      { key: 'store', value: DEFAULT_STORE_SETTINGS },
      { key: 'payment', value: DEFAULT_PAYMENT_SETTINGS },
    ])
    .onConflictDoNothing();
  log(
    `Seeded ${SEED_VENDORS.length} vendors and ${SEED_PRODUCTS.length + (festive ? SEED_FESTIVE_PRODUCTS.length : 0)} products in ${Date.now() - started} ms.`,
  );
}

/**
 * Inserts `list` (skipping products that exist) with its variants and rendered images. Newest
 * first in listings: creation times are spread over the past weeks, the list's last the newest,
 * `olderBy` steps of 36 hours before now.
 */
async function seedProducts(
  db: Db,
  media: MediaStore,
  list: SeedProduct[],
  olderBy = 0,
  artCache?: MediaStore,
) {
  const now = Date.now();
  const inserted = await db
    .insert(products)
    .values(
      list.map((p, i) => ({
        id: p.id,
        vendorId: p.vendorId,
        name: p.name,
        slug: slugify(p.name),
        description: p.description,
        ingredients: p.ingredients ?? '',
        howToUse: p.howToUse ?? '',
        category: p.category,
        subcategory: p.subcategory,
        tags: p.tags,
        pricePaise: rupeesToPaise(p.price),
        originalPricePaise: p.originalPrice === undefined ? null : rupeesToPaise(p.originalPrice),
        stockQuantity: p.stockQuantity,
        lowStockThreshold: p.lowStockThreshold,
        isNew: p.isNew,
        isFeatured: p.isFeatured,
        isOnSale: p.isOnSale,
        status: 'published',
        option1Name: p.options?.[0]?.name ?? null,
        option1Kind: p.options?.[0]?.kind ?? 'other',
        attributes: p.attributes,
        createdAt: new Date(now - (list.length - i + olderBy) * 36 * 3_600_000),
      })),
    )
    .onConflictDoNothing()
    .returning({ id: products.id });
  await seedVariants(
    db,
    list.filter((p) => inserted.some((row) => row.id === p.id)),
  );
  for (const p of list) {
    const images = await renderProductImages(media, p.id, p, undefined, artCache);
    await db
      .insert(productImages)
      .values(images.map((img) => ({ productId: p.id, ...img })))
      .onConflictDoNothing();
  }
}

/** The festive products (sindoor, kumkum, bindis) alone: for tests of a database seeded without. */
export const seedFestiveProducts = (db: Db, media: MediaStore, artCache?: MediaStore) =>
  seedProducts(db, media, SEED_FESTIVE_PRODUCTS, SEED_PRODUCTS.length, artCache);

/** Issue #37: demo shades with photos of their own, so choosing one changes the gallery. */
export const SHADE_PHOTOS: Record<string, string[]> = {
  'prod-002': ['Rani Pink', 'Berry Wine', 'Coral Crush'],
};

/** Renders each listed shade's photo after the product's three (six in all, the vendor form's
 * limit) and gives it to the shade, unless the shade already has photos (a vendor's choice
 * stays). */
async function seedShadePhotos(db: Db, media: MediaStore, artCache?: MediaStore) {
  for (const { p, name, shade } of shadePhotos()) {
    const productId = p.id;
    const rendered = await renderProductImages(media, p.id, p, shade, artCache);
    await db
      .insert(productImages)
      .values(rendered.map((img) => ({ productId, ...img })))
      .onConflictDoNothing();
    const ids = await db
      .select({ id: productImages.id })
      .from(productImages)
      .where(
        and(
          eq(productImages.productId, productId),
          inArray(
            productImages.storageKey,
            rendered.map((r) => r.storageKey),
          ),
        ),
      )
      .orderBy(asc(productImages.position));
    const imageIds = ids.map((r) => r.id);
    await db
      .update(productVariants)
      .set({ imageIds, imageId: imageIds[0] ?? null })
      .where(
        and(
          eq(productVariants.productId, productId),
          eq(productVariants.option1, name),
          sql`cardinality(${productVariants.imageIds}) = 0`,
        ),
      );
  }
}

/** Each shade photo of SHADE_PHOTOS with its product and place in the gallery. */
function shadePhotos() {
  return Object.entries(SHADE_PHOTOS).flatMap(([productId, shadeNames]) => {
    const p = SEED_PRODUCTS.find((x) => x.id === productId)!;
    return shadeNames.map((name, i) => {
      const hex = p.variants!.find((v) => v.options[0] === name)!.swatchHex!;
      return { p, name, shade: { name, hex, firstPosition: ART_VIEWS + 1 + i } };
    });
  });
}

/** Every picture the demo seed shows (products, festive ones included, and shade photos),
 * rendered into `cache`: `npm run build` fills dist/demo-art with it, so the first start copies
 * them instead of spending most of its time in sharp (issue #35). */
export async function renderDemoArt(cache: MediaStore) {
  await Promise.all([
    ...[...SEED_PRODUCTS, ...SEED_FESTIVE_PRODUCTS].map((p) => renderProductImages(cache, p.id, p)),
    ...shadePhotos().map(({ p, shade }) => renderProductImages(cache, p.id, p, shade)),
  ]);
}

/** SKU-prod-002-BERRY-WINE: the product's SKU and its option values. */
function variantSku(productId: string, options: readonly string[]): string {
  const suffix = options.map((o) => slugify(o).toUpperCase()).join('-');
  return suffix ? `SKU-${productId}-${suffix}` : `SKU-${productId}`;
}

/** What the migration gives every older product: one variant `<id>-v1` of its own price and stock. */
export function seedVariantRows(p: SeedProduct) {
  const variants = p.variants ?? [
    {
      options: [],
      price: p.price,
      stockQuantity: p.stockQuantity,
      ...(p.originalPrice === undefined ? {} : { originalPrice: p.originalPrice }),
    },
  ];
  return variants.map((v, i) => ({
    id: `${p.id}-v${i + 1}`,
    productId: p.id,
    vendorId: p.vendorId,
    sku: variantSku(p.id, v.options),
    option1: v.options[0] ?? null,
    option2: v.options[1] ?? null,
    swatchHex: v.swatchHex ?? null,
    pricePaise: rupeesToPaise(v.price),
    originalPricePaise: v.originalPrice === undefined ? null : rupeesToPaise(v.originalPrice),
    stockQuantity: v.stockQuantity,
    position: i,
  }));
}

/**
 * Variants only for products this run inserted: a product already there keeps the variants it
 * has (the migration's default one, or the vendor's own), and so does its summary.
 */
async function seedVariants(db: Db, fresh: readonly SeedProduct[]) {
  if (fresh.length === 0) return;
  await db.insert(productVariants).values(fresh.flatMap(seedVariantRows)).onConflictDoNothing();
  await syncProductSummaries(
    db,
    fresh.map((p) => p.id),
  );
}

// ---- Demo sign-ins (embedded demo only; DESIGN §6) ----

export interface DemoLogin {
  role: 'customer' | 'vendor' | 'admin';
  email: string;
  password: string;
  /** Path of the sign-in page that accepts it. */
  signInPath: string;
  name: string;
}

export const DEMO_PASSWORDS = {
  customer: 'Demo@12345',
  vendor: 'Vendor@12345',
  admin: 'Admin@12345',
} as const;

export const DEMO_LOGINS: DemoLogin[] = [
  {
    role: 'customer',
    email: 'demo@angle.example',
    password: DEMO_PASSWORDS.customer,
    signInPath: '/auth/login',
    name: 'Priya Sharma',
  },
  ...SEED_VENDORS.map((v) => ({
    role: 'vendor' as const,
    email: v.email,
    password: DEMO_PASSWORDS.vendor,
    signInPath: '/vendor/auth/login',
    name: v.companyName,
  })),
  {
    role: 'admin',
    email: 'admin@angle.example',
    password: DEMO_PASSWORDS.admin,
    signInPath: '/admin/login',
    name: 'Angle Admin',
  },
];

/**
 * Gives the demo customer, the seed vendors and the demo admin their published passwords.
 * Idempotent: accounts that already have a password keep it (someone may have changed it), and
 * only missing ones are hashed, so later starts cost one query per login.
 */
export async function seedDemoAccounts(db: Db): Promise<DemoLogin[]> {
  const ready: DemoLogin[] = [];
  for (const login of DEMO_LOGINS) {
    const [user] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, login.email));
    // Vendor logins belong to the seeded vendors; without the catalogue there is none to open.
    if (!user && login.role === 'vendor') continue;
    ready.push(login);
    if (user && (await hasPassword(db, user.id))) continue;
    const passwordHash = await hashPassword(login.password);
    if (user) await setPasswordHash(db, user.id, passwordHash);
    else {
      await insertPasswordUser(db, {
        email: login.email,
        name: login.name,
        role: login.role,
        passwordHash,
      });
    }
  }
  return ready;
}
