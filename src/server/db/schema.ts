// The whole data model (DESIGN §4). Money is integer paise; timestamps are UTC.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';

// ---- Identity (better-auth's tables, with its admin plugin's columns) ----

export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull().unique(),
    emailVerified: boolean('email_verified').notNull().default(false),
    image: text('image'),
    role: text('role').notNull().default('customer'),
    banned: boolean('banned').notNull().default(false),
    banReason: text('ban_reason'),
    banExpires: timestamp('ban_expires', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('users_role_check', sql`${t.role} in ('customer', 'vendor', 'admin')`),
    check('users_email_lower_check', sql`${t.email} = lower(${t.email})`),
    // The admin dashboard's new customers of a period (migration 0038).
    index('users_customer_created_idx')
      .on(t.createdAt)
      .where(sql`${t.role} = 'customer'`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    impersonatedBy: text('impersonated_by'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

// ---- Vendors and catalogue ----

export interface PostalAddress {
  line1: string;
  line2?: string;
  city: string;
  state: string;
  pincode: string;
}

export interface PayoutDetails {
  accountName: string;
  accountNumber: string;
  ifsc: string;
  bankName?: string;
}

export const vendors = pgTable(
  'vendors',
  {
    userId: text('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    companyName: text('company_name').notNull(),
    /** The person Angle talks to at the vendor (given at registration). */
    contactName: text('contact_name'),
    slug: text('slug').notNull().unique(),
    status: text('status').notNull().default('active'),
    /** Commission in basis points (1000 = 10%). */
    commissionRateBp: integer('commission_rate_bp').notNull().default(1000),
    description: text('description'),
    logoKey: text('logo_key'),
    supportPhone: text('support_phone'),
    supportEmail: text('support_email'),
    gstin: text('gstin'),
    pickupAddress: jsonb('pickup_address').$type<PostalAddress>(),
    // Issue #21: what the vendor's tax invoices print (decision 022). The prefix starts every
    // invoice and credit note number, so it is unique.
    legalName: text('legal_name'),
    registeredAddress: jsonb('registered_address').$type<PostalAddress>(),
    invoicePrefix: text('invoice_prefix').unique(),
    payout: jsonb('payout').$type<PayoutDetails>(),
    /** Issue #38 (decision 032): not_started → submitted → verified | rejected; payouts wait
     * for verified. */
    verificationStatus: text('verification_status').notNull().default('not_started'),
    /** Issue #39: how the vendor ships unless it chooses otherwise for one shipment. */
    shippingProvider: text('shipping_provider').notNull().default('self-ship'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('vendors_status_check', sql`${t.status} in ('active', 'suspended')`),
    check('vendors_commission_check', sql`${t.commissionRateBp} between 0 and 10000`),
    check(
      'vendors_shipping_provider_check',
      sql`${t.shippingProvider} in ('self-ship', 'shiprocket')`,
    ),
    check(
      'vendors_verification_status_check',
      sql`${t.verificationStatus} in ('not_started', 'submitted', 'verified', 'rejected')`,
    ),
  ],
);

export const products = pgTable(
  'products',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => `prod-${crypto.randomUUID()}`),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId),
    name: text('name').notNull(),
    slug: text('slug').notNull(),
    description: text('description').notNull().default(''),
    /** Issue #25: the product page's collapsible "Ingredients" and "How to use" (empty: none). */
    ingredients: text('ingredients').notNull().default(''),
    howToUse: text('how_to_use').notNull().default(''),
    category: text('category').notNull(),
    subcategory: text('subcategory'),
    /** Issue #21: the vendor's HSN code and GST rate for this product, over its category's. */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    lowStockThreshold: integer('low_stock_threshold').notNull().default(5),
    isNew: boolean('is_new').notNull().default(false),
    isFeatured: boolean('is_featured').notNull().default(false),
    isOnSale: boolean('is_on_sale').notNull().default(false),
    status: text('status').notNull().default('draft'),
    rating: numeric('rating', { precision: 2, scale: 1, mode: 'number' }).notNull().default(0),
    reviewCount: integer('review_count').notNull().default(0),
    // Issue #18. price_paise/original_price_paise are the cheapest variant's, max_price_paise the
    // dearest's, stock_quantity the sum of the variants' stock: summaries kept in step with
    // product_variants in the same statement or transaction (catalog/variant-summary.ts), so the
    // listing, its indexes and its facets read one row per product.
    maxPricePaise: integer('max_price_paise').notNull().default(0),
    variantCount: integer('variant_count').notNull().default(1),
    /** The first variant in the vendor's order (no FK: the two rows are written together). */
    defaultVariantId: text('default_variant_id'),
    /** Option names, e.g. 'Shade' / 'Size'; null when unused. */
    option1Name: text('option1_name'),
    option1Kind: text('option1_kind').notNull().default('other'),
    option2Name: text('option2_name'),
    option2Kind: text('option2_kind').notNull().default('other'),
    /** The card's first five shades [{ name, hex }] and how many there are in all. */
    swatches: jsonb('swatches')
      .$type<{ name: string; hex: string | null }[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    swatchCount: integer('swatch_count').notNull().default(0),
    /** Beauty attribute tokens `group:value` (domain/attributes.ts). */
    attributes: text('attributes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** Issue #37: units sold (product_sales_months, net of refunds), kept by a trigger there. */
    salesUnits: integer('sales_units').notNull().default(0),
    /** The Popularity sort's score (decision 034): a sale counts 1, a review its smoothed stars
     * over 5 (the rating pulled towards 3.5 by 5 imaginary reviews). */
    popularity: numeric('popularity', { precision: 14, scale: 2, mode: 'number' })
      .notNull()
      .generatedAlwaysAs(
        sql`round(sales_units + review_count * ((rating * review_count + 17.5) / (review_count + 5)) / 5, 2)`,
      ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
    index('products_attributes_idx').using('gin', t.attributes),
    check('products_price_check', sql`${t.pricePaise} > 0`),
    check(
      'products_status_check',
      sql`${t.status} in ('draft', 'published', 'unpublished', 'archived')`,
    ),
    check(
      'products_category_check',
      sql`${t.category} in ('makeup', 'skin', 'hair', 'personal-care', 'appliances')`,
    ),
    index('products_status_category_idx').on(t.status, t.category),
    index('products_vendor_idx').on(t.vendorId),
    index('products_created_idx').on(t.createdAt),
    index('products_name_trgm_idx').using('gin', sql`${t.name} gin_trgm_ops`),
    // The storefront's sort orders, over published products only; DESC orders scan them backwards
    // (checked with EXPLAIN: docs/benchmarks.md).
    index('products_pub_newest_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_pub_category_newest_idx')
      .on(t.category, t.createdAt, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_pub_price_idx')
      .on(t.pricePaise, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_pub_category_price_idx')
      .on(t.category, t.pricePaise, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_pub_category_rating_idx')
      .on(t.category, t.rating, t.reviewCount, t.id)
      .where(sql`${t.status} = 'published'`),
    index('products_pub_rating_idx')
      .on(t.rating, t.reviewCount, t.id)
      .where(sql`${t.status} = 'published'`),
    // No index on the popularity score (migration 0044, decision 052): the popularity job's sums
    // then update a product in place (a HOT update) instead of writing all its index entries,
    // the search's trigram lists included; the catalogue index sorts by it (decision 039).
    index('products_pub_related_idx')
      .on(t.category, t.subcategory, t.rating, t.id)
      .where(sql`${t.status} = 'published'`),
    // The home page's three shelves.
    index('products_pub_featured_idx')
      .on(t.rating, t.id)
      .where(sql`${t.status} = 'published' AND ${t.isFeatured}`),
    index('products_pub_new_idx')
      .on(t.createdAt, t.id)
      .where(sql`${t.status} = 'published' AND ${t.isNew}`),
    index('products_pub_sale_idx')
      .on(t.rating, t.id)
      .where(sql`${t.status} = 'published' AND ${t.isOnSale}`),
  ],
);

/**
 * A sellable variant of a product (issue #18): a shade, a size, or a shade in a size. Stock is
 * taken here and on the product's summary in one statement (orders/stock.ts).
 */
export const productVariants = pgTable(
  'product_variants',
  {
    id: text('id')
      .primaryKey()
      .$defaultFn(() => `var-${crypto.randomUUID()}`),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId),
    sku: text('sku').notNull(),
    option1: text('option1'),
    option2: text('option2'),
    swatchHex: text('swatch_hex'),
    /** product_images ids; the image is dropped from the variant when it is deleted. */
    imageId: text('image_id'),
    /** Issue #37: the shade's own photos in order (product_images ids); image_id is the first. */
    imageIds: text('image_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    swatchImageId: text('swatch_image_id'),
    pricePaise: integer('price_paise').notNull(),
    originalPricePaise: integer('original_price_paise'),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    position: integer('position').notNull().default(0),
    /** A variant that was ordered is hidden, not deleted, when the vendor removes it. */
    isActive: boolean('is_active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('product_variants_stock_check', sql`${t.stockQuantity} >= 0`),
    check('product_variants_price_check', sql`${t.pricePaise} > 0`),
    uniqueIndex('product_variants_vendor_sku_idx').on(t.vendorId, t.sku),
    index('product_variants_product_idx').on(t.productId, t.position),
  ],
);

/**
 * Issue #35 (docs/decisions/049-dashboard-totals.md): the variants running low (active, stock at
 * or below their product's threshold), with what the alerts filter and sort on copied from the
 * product, kept by triggers on product_variants and products (migration 0037, hand-written part)
 * in the transaction of every write that moves a variant in or out. The admin dashboard counts
 * and lists them along a partial index instead of joining 350k variants to their products.
 */
export const lowStockVariants = pgTable(
  'low_stock_variants',
  {
    variantId: text('variant_id')
      .primaryKey()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    vendorId: text('vendor_id').notNull(),
    productStatus: text('product_status').notNull(),
    productName: text('product_name').notNull(),
    position: integer('position').notNull(),
    stockQuantity: integer('stock_quantity').notNull(),
  },
  (t) => [
    index('low_stock_variants_published_idx')
      .on(t.stockQuantity, t.productName, t.position)
      .where(sql`${t.productStatus} = 'published'`),
    index('low_stock_variants_product_idx').on(t.productId),
  ],
);

/**
 * A shopper's request to hear when a sold-out shade is back (issue #37). A signed-in customer's is
 * confirmed at once; a visitor's waits for the link mailed to the address. When the variant's
 * stock rises from 0, a trigger (migration 0024) marks every confirmed request notified and
 * queues its one mail in the same statement, so parallel stock writes mail each request once.
 */
export const stockAlerts = pgTable(
  'stock_alerts',
  {
    id: id(),
    variantId: text('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id').references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    /** SHA-256 of the visitor's confirmation token; null once confirmed or for an account. */
    tokenHash: text('token_hash').unique(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('stock_alerts_email_lower_check', sql`${t.email} = lower(${t.email})`),
    // One open request per address and shade; once mailed, a new one may be made.
    uniqueIndex('stock_alerts_open_idx')
      .on(t.variantId, t.email)
      .where(sql`${t.notifiedAt} IS NULL`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** Relative to the uploads folder; files are `${storageKey}-${width}.webp`. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    alt: text('alt').notNull().default(''),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('product_images_position_idx').on(t.productId, t.position)],
);

/**
 * Issue #37: a picture a vendor uploaded on the new-product page before the product's first
 * save, so each shade can be given its photos in the same form. The create request takes it
 * into the product (a product_images row with the same id) and drops this row, in one
 * transaction. A row a day old was never saved with a product: the vendor's next upload removes
 * it and its files.
 */
export const vendorImageUploads = pgTable(
  'vendor_image_uploads',
  {
    id: id(),
    vendorId: text('vendor_id')
      .notNull()
      .references(() => vendors.userId, { onDelete: 'cascade' }),
    /** Relative to the uploads folder, like product_images.storage_key. */
    storageKey: text('storage_key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_image_uploads_vendor_idx').on(t.vendorId, t.createdAt)],
);

/** A shopper's own photo on a review (issue #19), stored like product images (WebP per width). */
export interface ReviewPhoto {
  id: string;
  storageKey: string;
  width: number;
  height: number;
}

/**
 * One review per customer and product (issue #19), written after a delivered order line of the
 * product. The product's rating and review_count are computed from the published ones in the
 * same transaction as every change (modules/reviews/product-rating.ts).
 */
export const reviews = pgTable(
  'reviews',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's vendor, for the vendor's list and the admin's filter. */
    vendorId: text('vendor_id').references(() => vendors.userId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: integer('rating').notNull(),
    title: text('title'),
    body: text('body'),
    skinType: text('skin_type'),
    /** The shade or size bought, as the order line named it. */
    shade: text('shade'),
    photos: jsonb('photos')
      .$type<ReviewPhoto[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The "Verified buyer" badge: the author holds a delivered unit of the product that was not
     * returned for a refund. Set when written and again when a return's refund is recorded. */
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    status: text('status').notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    helpfulCount: integer('helpful_count').notNull().default(0),
    reportCount: integer('report_count').notNull().default(0),
    reply: text('reply'),
    replyAt: timestamp('reply_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    check('reviews_rating_check', sql`${t.rating} between 1 and 5`),
    check('reviews_status_check', sql`${t.status} in ('published', 'hidden')`),
    uniqueIndex('reviews_product_user_idx').on(t.productId, t.userId),
    index('reviews_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('reviews_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/** A vote's or report's review and customer: both go with the review or the account. */
const reviewId = () =>
  text('review_id')
    .notNull()
    .references(() => reviews.id, { onDelete: 'cascade' });
const customerId = () =>
  text('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });

/** "Helpful" votes: one per customer and review. */
export const reviewVotes = pgTable(
  'review_votes',
  { reviewId: reviewId(), userId: customerId(), createdAt: createdAt() },
  (t) => [primaryKey({ columns: [t.reviewId, t.userId] })],
);

/**
 * A signed-in customer's question about a product (issue #19 item 6), shown on the product page
 * with its answers once published. Asking the same words twice is one question (the unique
 * index on the text's hash), so a double submit cannot make two.
 */
export const questions = pgTable(
  'questions',
  {
    id: id(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    /** The product's vendor, for the vendor's list. */
    vendorId: text('vendor_id').references(() => vendors.userId),
    userId: customerId(),
    body: text('body').notNull(),
    status: text('status').notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('questions_status_check', sql`${t.status} in ('published', 'hidden')`),
    uniqueIndex('questions_product_user_text_idx').on(t.productId, t.userId, sql`md5(${t.body})`),
    index('questions_product_status_idx').on(t.productId, t.status, t.createdAt),
    index('questions_vendor_idx').on(t.vendorId, t.createdAt),
  ],
);

/**
 * An answer to a question: by the product's vendor (`is_seller`, the vendor's user id as the
 * author) or by a customer who received the product (`verified_buyer`, checked when written).
 */
export const answers = pgTable(
  'answers',
  {
    id: id(),
    questionId: text('question_id')
      .notNull()
      .references(() => questions.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    isSeller: boolean('is_seller').notNull().default(false),
    verifiedBuyer: boolean('verified_buyer').notNull().default(false),
    body: text('body').notNull(),
    status: text('status').notNull().default('published'),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    check('answers_status_check', sql`${t.status} in ('published', 'hidden')`),
    uniqueIndex('answers_question_user_text_idx').on(t.questionId, t.userId, sql`md5(${t.body})`),
    index('answers_question_idx').on(t.questionId, t.createdAt),
  ],
);

/**
 * A shopper's report of a review, a question or an answer to Angle (issue #38): one per shopper
 * and item, with a reason from a fixed list. Exactly one of the three item columns is set, so a
 * report goes with its item. Open until the admin hides the item or keeps it from the Reported
 * queue (`resolution`, `resolved_at`, `resolved_by`).
 */
export const contentReports = pgTable(
  'content_reports',
  {
    id: id(),
    reviewId: text('review_id').references(() => reviews.id, { onDelete: 'cascade' }),
    questionId: text('question_id').references(() => questions.id, { onDelete: 'cascade' }),
    answerId: text('answer_id').references(() => answers.id, { onDelete: 'cascade' }),
    userId: customerId(),
    reason: text('reason').notNull(),
    note: text('note'),
    createdAt: createdAt(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolution: text('resolution'),
    resolvedBy: text('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    check(
      'content_reports_one_item_check',
      sql`num_nonnulls(${t.reviewId}, ${t.questionId}, ${t.answerId}) = 1`,
    ),
    check(
      'content_reports_reason_check',
      sql`${t.reason} in ('spam', 'offensive', 'off-topic', 'other')`,
    ),
    check('content_reports_resolution_check', sql`${t.resolution} in ('hidden', 'kept')`),
    uniqueIndex('content_reports_review_user_idx').on(t.reviewId, t.userId),
    uniqueIndex('content_reports_question_user_idx').on(t.questionId, t.userId),
    uniqueIndex('content_reports_answer_user_idx').on(t.answerId, t.userId),
    index('content_reports_open_idx')
      .on(t.createdAt)
      .where(sql`${t.resolvedAt} is null`),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type SessionRow = typeof sessions.$inferSelect;
export type AccountRow = typeof accounts.$inferSelect;
export type VerificationRow = typeof verifications.$inferSelect;
export type VendorRow = typeof vendors.$inferSelect;
export type NewVendorRow = typeof vendors.$inferInsert;
export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
export type ProductImageRow = typeof productImages.$inferSelect;
export type ReviewRow = typeof reviews.$inferSelect;
export type QuestionRow = typeof questions.$inferSelect;
export type AnswerRow = typeof answers.$inferSelect;
