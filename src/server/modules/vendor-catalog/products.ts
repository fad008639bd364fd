// A vendor's own products: create, edit, publish, duplicate and delete. Every query names the
// vendor from the session, so another vendor's product is simply "not found".
import { and, eq, notInArray } from 'drizzle-orm';
import { attributeTokenProblem } from '../../../domain/attributes';
import { subcategoryProblem, type Category } from '../../../domain/catalog';
import { rupeesToPaise } from '../../../domain/money';
import {
  PRODUCT_LIMITS,
  pricingIssues,
  type ProductDeleted,
  type ProductCreate,
  type ProductFields,
  type VendorProduct,
} from '../../../domain/schemas/vendor-products';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { productImages, products, type NewProductRow, type ProductRow } from '../../db/schema';
import { orderGroups, orderItems } from '../../db/schema-commerce';
import { slugify } from '../../db/seed';
import { AppError } from '../../errors';
import { fieldsOf, findOwnedProduct, imagesOf, loadVendorProduct, optionsOf } from './product-dto';
import {
  draftOf,
  VARIANT_MESSAGES,
  variantSetProblems,
  variantsOf,
  writeVariantSet,
  type VariantDraft,
} from './variant-writes';
import { removeUnusedImageFiles } from './image-files';
import { attachImageUploads } from './image-uploads';
import { assertInStockToPublish, assertPublishable } from './publish-rule';
import type { MediaStore } from '../media/media-store';

export function columnsOf(f: ProductFields): Omit<NewProductRow, 'vendorId'> {
  const [option1, option2] = f.options ?? [];
  return {
    name: f.name,
    slug: slugify(f.name) || 'product',
    description: f.description,
    ...(f.ingredients === undefined ? {} : { ingredients: f.ingredients }),
    ...(f.howToUse === undefined ? {} : { howToUse: f.howToUse }),
    category: f.category,
    subcategory: f.subcategory,
    tags: f.tags,
    pricePaise: rupeesToPaise(f.price),
    originalPricePaise: f.originalPrice === null ? null : rupeesToPaise(f.originalPrice),
    isOnSale: f.isOnSale,
    isNew: f.isNew,
    stockQuantity: f.stockQuantity,
    lowStockThreshold: f.lowStockThreshold,
    status: f.status,
    attributes: f.attributes ?? [],
    option1Name: option1?.name ?? null,
    option1Kind: option1?.kind ?? 'other',
    option2Name: option2?.name ?? null,
    option2Kind: option2?.kind ?? 'other',
  };
}

function invalidBody(errors: { path: string; message: string }[]): AppError {
  return new AppError(
    'invalid',
    'The request body is not valid.',
    errors.map((e) => ({ ...e, location: 'body' as const })),
  );
}

/** The rules between fields, checked on the merged product so a partial edit cannot break them. */
export function assertPricing(f: ProductFields) {
  const issues = pricingIssues(f);
  if (issues.length > 0) throw invalidBody(issues);
}

/** Each attribute token must be in the lists of the product's category. */
export function attributeProblems(tokens: readonly string[], category: Category) {
  return tokens.flatMap((token, i) => {
    const message = attributeTokenProblem(token, category);
    return message ? [{ path: `attributes.${i}`, message }] : [];
  });
}

/** Attribute and variant rules together, so the form shows every problem at once. */
function assertAttributesAndVariants(
  f: Pick<ProductFields, 'attributes' | 'category' | 'subcategory' | 'isOnSale'>,
  optionCount: number,
  drafts: readonly VariantDraft[] | undefined,
) {
  const subcategory = subcategoryProblem(f.subcategory, f.category);
  const problems = [
    ...(subcategory ? [{ path: 'subcategory', message: subcategory }] : []),
    ...attributeProblems(f.attributes ?? [], f.category),
    ...(drafts ? variantSetProblems(drafts, optionCount, f.isOnSale) : []),
  ];
  if (problems.length > 0) throw invalidBody(problems);
}

/** The only variant of a plain product, from the form's top-level price and stock. */
function plainDraft(f: ProductFields, current: VariantDraft | undefined, productId: string) {
  return {
    ...(current ?? { sku: `SKU-${productId}`, options: [] }),
    price: f.price,
    originalPrice: f.originalPrice,
    stockQuantity: f.stockQuantity,
  };
}

/** Inserts a product with its variants (or its one plain variant) inside `tx`; returns its id. */
/** `images`: pictures uploaded before this first save (image-uploads.ts), in gallery order;
 * the variants may name them by their ids. */
export async function insertProduct(
  tx: Tx,
  vendorId: string,
  fields: ProductFields,
  status: string = fields.status,
  images: NonNullable<ProductCreate['images']> = [],
): Promise<string> {
  assertAttributesAndVariants(fields, (fields.options ?? []).length, fields.variants);
  if (!fields.variants) {
    if ((fields.options ?? []).length > 0) {
      throw invalidBody([{ path: 'variants', message: 'Add the variants for these options.' }]);
    }
    assertPricing(fields);
  }
  // With pictures of its own the new product may be published at once (they are attached below).
  if (images.length === 0) await assertPublishable(tx, null, null, status);
  assertInStockToPublish({
    from: null,
    to: status,
    stocks: fields.variants?.map((v) => v.stockQuantity) ?? [fields.stockQuantity],
    options: fields.options ?? [],
    allowed: fields.publishOutOfStock,
  });
  const [row] = await tx
    .insert(products)
    .values({ ...columnsOf(fields), status, vendorId })
    .returning({ id: products.id });
  const id = row!.id;
  await attachImageUploads(tx, vendorId, id, fields.name, images);
  await writeVariantSet(tx, {
    vendorId,
    productId: id,
    optionCount: (fields.options ?? []).length,
    isOnSale: fields.isOnSale,
    drafts: fields.variants ?? [plainDraft(fields, undefined, id)],
  });
  return id;
}

export async function createProduct(
  db: Db,
  vendorId: string,
  { images, ...fields }: ProductCreate,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const id = await insertProduct(tx, vendorId, fields, fields.status, images);
    return loadVendorProduct(tx, vendorId, id);
  });
}

const PER_VARIANT_FIELDS = ['price', 'originalPrice', 'stockQuantity'] as const;

/**
 * Applies a patch to a product the caller has locked: its fields, options, attributes and
 * variants. Without `variants`, a plain product's price and stock are its only variant's; a
 * product with several variants takes them per variant only.
 */
export async function applyProductPatch(
  tx: Tx,
  vendorId: string,
  current: ProductRow,
  patch: Partial<ProductFields>,
  status: string,
): Promise<void> {
  const existing = (await variantsOf(tx, current.id)).filter((v) => v.isActive);
  const options = patch.options ?? optionsOf(current);
  const base = fieldsOf(current);
  const category = patch.category ?? base.category;
  // A new category drops the attributes it has no list for, unless the patch names them.
  const attributes =
    patch.attributes ?? current.attributes.filter((t) => !attributeTokenProblem(t, category));
  // Likewise a subcategory that is not the new category's.
  const subcategory =
    patch.subcategory !== undefined
      ? patch.subcategory
      : subcategoryProblem(base.subcategory, category)
        ? null
        : base.subcategory;
  const merged: ProductFields = { ...base, ...patch, options, attributes, subcategory };
  assertAttributesAndVariants(merged, options.length, patch.variants);
  let drafts: VariantDraft[];
  if (patch.variants) drafts = patch.variants;
  else if (existing.length <= 1) {
    assertPricing(merged);
    const only = existing[0] ? draftOf(existing[0]) : undefined;
    drafts = [plainDraft(merged, only, current.id)];
  } else {
    // The product's summary sent back unchanged is fine; a change is made per variant.
    const changed = PER_VARIANT_FIELDS.filter(
      (k) => patch[k] !== undefined && patch[k] !== base[k],
    );
    if (changed.length > 0) {
      throw new AppError(
        'unprocessable',
        VARIANT_MESSAGES.perVariant,
        changed.map((path) => ({
          path,
          message: VARIANT_MESSAGES.perVariant,
          location: 'body' as const,
        })),
      );
    }
    drafts = existing.map(draftOf);
  }
  await assertPublishable(tx, current.id, current.status, status);
  assertInStockToPublish({
    from: current.status,
    to: status,
    stocks: drafts.map((d) => d.stockQuantity),
    options,
    allowed: patch.publishOutOfStock,
  });
  await tx
    .update(products)
    .set({ ...columnsOf(merged), status })
    .where(and(eq(products.id, current.id), eq(products.vendorId, vendorId)));
  await writeVariantSet(tx, {
    vendorId,
    productId: current.id,
    optionCount: options.length,
    isOnSale: merged.isOnSale,
    drafts,
  });
}

export async function updateProduct(
  db: Db,
  vendorId: string,
  id: string,
  patch: Partial<ProductFields>,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const current = await findOwnedProduct(tx, vendorId, id, { lock: true });
    // An archived product stays archived unless the vendor chooses a status again.
    await applyProductPatch(tx, vendorId, current, patch, patch.status ?? current.status);
    return loadVendorProduct(tx, vendorId, id);
  });
}

function copyName(name: string): string {
  const suffix = ' (copy)';
  return `${name.slice(0, PRODUCT_LIMITS.nameMax - suffix.length)}${suffix}`;
}

/** A new draft with the same details, variants and images (the files are shared, not
 * copied). Ratings, reviews and the admin's "featured" pick belong to the original. SKUs are
 * unique per vendor, so the copy's variants get new ones for the vendor to edit. */
export async function duplicateProduct(
  db: Db,
  vendorId: string,
  id: string,
): Promise<VendorProduct> {
  return db.transaction(async (tx) => {
    const source = await findOwnedProduct(tx, vendorId, id);
    const fields = {
      ...fieldsOf(source),
      options: optionsOf(source),
      name: copyName(source.name),
      status: 'draft' as const,
    };
    const [copy] = await tx
      .insert(products)
      .values({ ...columnsOf(fields), vendorId })
      .returning();
    const images = await imagesOf(tx, id);
    const copiedImages =
      images.length === 0
        ? []
        : await tx
            .insert(productImages)
            .values(
              images.map(({ position, storageKey, width, height, alt }) => ({
                productId: copy!.id,
                position,
                storageKey,
                width,
                height,
                alt,
              })),
            )
            .returning();
    const imageIdOf = (old: string | null | undefined) => {
      const position = images.find((img) => img.id === old)?.position;
      return copiedImages.find((img) => img.position === position)?.id ?? null;
    };
    const variants = (await variantsOf(tx, id)).filter((v) => v.isActive);
    await writeVariantSet(tx, {
      vendorId,
      productId: copy!.id,
      optionCount: fields.options.length,
      isOnSale: fields.isOnSale,
      drafts: variants.map((v, i) => {
        return {
          ...draftOf(v),
          id: undefined,
          sku: `SKU-${copy!.id}-${i + 1}`,
          imageId: imageIdOf(v.imageId),
          imageIds: v.imageIds.map(imageIdOf).filter((id): id is string => id !== null),
          swatchImageId: imageIdOf(v.swatchImageId),
        };
      }),
    });
    return loadVendorProduct(tx, vendorId, copy!.id);
  });
}

interface OrderUse {
  open: boolean;
  ever: boolean;
}

/** "Open" = in a fulfilment group of this vendor that is neither delivered nor cancelled. */
async function orderUseOf(db: DbOrTx, vendorId: string, productId: string): Promise<OrderUse> {
  const ever = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .where(eq(orderItems.productId, productId))
    .limit(1);
  if (ever.length === 0) return { open: false, ever: false };
  const open = await db
    .select({ id: orderItems.id })
    .from(orderItems)
    .innerJoin(orderGroups, eq(orderGroups.id, orderItems.groupId))
    .where(
      and(
        eq(orderItems.productId, productId),
        eq(orderGroups.vendorId, vendorId),
        notInArray(orderGroups.status, ['delivered', 'cancelled']),
      ),
    )
    .limit(1);
  return { open: open.length > 0, ever: true };
}

export const DELETE_MESSAGES = {
  deleted: 'The product has been deleted.',
  archivedOpen:
    'The product is in orders that are still open, so it has been archived instead: it is hidden from the store and your list, and the orders keep it.',
  archivedPast:
    'The product has been ordered before, so it has been archived instead: it is hidden from the store and your list, and past orders keep it.',
} as const;

/** Deletes the product, or archives it when orders refer to it (they must keep their lines). */
export async function deleteProduct(
  db: Db,
  media: MediaStore,
  vendorId: string,
  id: string,
): Promise<ProductDeleted> {
  const result = await db.transaction(async (tx) => {
    await findOwnedProduct(tx, vendorId, id, { lock: true });
    const use = await orderUseOf(tx, vendorId, id);
    if (use.ever) {
      await tx
        .update(products)
        .set({ status: 'archived' })
        .where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
      const message = use.open ? DELETE_MESSAGES.archivedOpen : DELETE_MESSAGES.archivedPast;
      return { outcome: 'archived' as const, message, keys: [] };
    }
    const images = await imagesOf(tx, id);
    await tx.delete(products).where(and(eq(products.id, id), eq(products.vendorId, vendorId)));
    return {
      outcome: 'deleted' as const,
      message: DELETE_MESSAGES.deleted,
      keys: images.map((i) => i.storageKey),
    };
  });
  await removeUnusedImageFiles(db, media, result.keys);
  return { outcome: result.outcome, message: result.message };
}
