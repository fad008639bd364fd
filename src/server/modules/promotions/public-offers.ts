// The offers shoppers may see (the /offers page, a product page's Offers strip). Every product
// page asks for its offers, so they are not read per product (issue #35): the running public
// offers are read once and kept with the catalogue (orders, which use offers up, and every admin
// or vendor write drop it), and a product's are picked from them with the product's vendor and
// category from its cached detail.
import { and, eq, sql } from 'drizzle-orm';
import { paiseToRupees } from '../../../domain/money';
import { inScope, type PromotionScope } from '../../../domain/promotions';
import type { PromotionDto } from '../../../domain/schemas/promotions';
import type { Database } from '../../db/client';
import { promotions } from '../../db/schema-commerce';
import { AppError } from '../../errors';
import { catalogCacheOf } from '../catalog/catalog-cache';
import { cachedProduct } from '../catalog/product-read';

type OfferRow = typeof promotions.$inferSelect;

/** Active, public and not used up, oldest first; whether started or ended is asked at each read. */
function runningOffers(database: Database): Promise<OfferRow[]> {
  // An async function: Drizzle's query is a thenable that runs again at every `await`.
  return catalogCacheOf(database).value('offers:public', async () =>
    database.db
      .select()
      .from(promotions)
      .where(
        and(
          eq(promotions.status, 'active'),
          eq(promotions.isPrivate, false),
          sql`(${promotions.totalLimit} IS NULL OR ${promotions.usesCount} < ${promotions.totalLimit})`,
        ),
      )
      .orderBy(promotions.createdAt, promotions.id),
  );
}

const isOn = (r: OfferRow, now: number) =>
  (!r.startsAt || r.startsAt.getTime() <= now) && (!r.endsAt || r.endsAt.getTime() > now);

/** Offers shoppers may see now; with `productId`, the ones that may apply to that product (none
 * for a product shoppers cannot see). */
export async function listPublicOffers(database: Database, productId?: string) {
  const now = Date.now();
  let rows = (await runningOffers(database)).filter((r) => isOn(r, now));
  if (productId !== undefined && rows.length > 0) {
    const product = await productFacts(database, productId);
    rows = product
      ? rows.filter((r) =>
          inScope(
            { fundedBy: r.fundedBy, scope: r.scope as PromotionScope, scopeIds: r.scopeIds },
            { productId: product.id, vendorId: product.vendorId, category: product.category },
          ),
        )
      : [];
  }
  return {
    items: rows.map((r) => ({
      id: r.id,
      name: r.name,
      kind: r.kind as PromotionDto['kind'],
      code: r.code,
      scope: r.scope as PromotionDto['scope'],
      scopeIds: r.scopeIds,
      vendorId: r.fundedBy,
      minGoods: paiseToRupees(r.minGoodsPaise),
      firstOrderOnly: r.firstOrderOnly,
      endsAt: r.endsAt ? r.endsAt.toISOString() : null,
    })),
  };
}

async function productFacts(database: Database, id: string) {
  try {
    const { category, vendorId } = await cachedProduct(database, id);
    return { id, category, vendorId };
  } catch (err) {
    if (err instanceof AppError) return null;
    throw err;
  }
}
