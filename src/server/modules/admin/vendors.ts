// Vendors as the admin sees them: sales figures, suspension and commission. A suspended vendor
// cannot sign in (role-rules.ts), its sessions end at once, and its products leave the
// storefront (the catalogue shows active vendors' products only: VISIBLE in product-rows.ts).
import { and, asc, count, desc, eq, ilike, ne, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { paiseToRupees } from '../../../domain/money';
import type { VerificationStatus } from '../../../domain/seller-verification';
import { bpToPercent, percentToBp } from '../../../domain/schemas/admin';
import type { AdminVendor, AdminVendorListQuerySchema } from '../../../domain/schemas/admin-people';
import type { Db, DbOrTx } from '../../db/client';
import { products, sessions, users, vendors, type VendorRow } from '../../db/schema';
import { orderGroups } from '../../db/schema-commerce';
import { notFound } from '../../errors';
import { recordAudit } from '../audit/audit';
import { likePattern } from './like-pattern';

type ListQuery = z.output<typeof AdminVendorListQuerySchema>;

function productStats(db: DbOrTx) {
  return db
    .select({
      vendorId: products.vendorId,
      productCount: sql<number>`count(*) filter (where ${products.status} <> 'archived')::int`.as(
        'product_count',
      ),
      publishedCount: sql<number>`count(*) filter (where ${products.status} = 'published')::int`.as(
        'published_count',
      ),
    })
    .from(products)
    .groupBy(products.vendorId)
    .as('product_stats');
}

/** Cancelled parts of orders are not sales. */
function salesStats(db: DbOrTx) {
  return db
    .select({
      vendorId: orderGroups.vendorId,
      orderCount: sql<number>`count(*)::int`.as('order_count'),
      salesPaise: sql<number>`coalesce(sum(${orderGroups.subtotalPaise}), 0)::float8`.as(
        'sales_paise',
      ),
    })
    .from(orderGroups)
    .where(ne(orderGroups.status, 'cancelled'))
    .groupBy(orderGroups.vendorId)
    .as('sales_stats');
}

function vendorQuery(db: DbOrTx) {
  const p = productStats(db);
  const s = salesStats(db);
  const query = db
    .select({
      vendor: vendors,
      email: users.email,
      productCount: p.productCount,
      publishedCount: p.publishedCount,
      orderCount: s.orderCount,
      salesPaise: s.salesPaise,
    })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .leftJoin(p, eq(p.vendorId, vendors.userId))
    .leftJoin(s, eq(s.vendorId, vendors.userId));
  return { query, sales: s };
}

interface VendorStatsRow {
  vendor: VendorRow;
  email: string;
  productCount: number | null;
  publishedCount: number | null;
  orderCount: number | null;
  salesPaise: number | null;
}

function toAdminVendor(r: VendorStatsRow): AdminVendor {
  const salesPaise = Number(r.salesPaise ?? 0);
  return {
    id: r.vendor.userId,
    companyName: r.vendor.companyName,
    slug: r.vendor.slug,
    email: r.email,
    supportPhone: r.vendor.supportPhone,
    status: r.vendor.status === 'suspended' ? 'suspended' : 'active',
    verificationStatus: r.vendor.verificationStatus as VerificationStatus,
    commissionRate: bpToPercent(r.vendor.commissionRateBp),
    productCount: r.productCount ?? 0,
    publishedProductCount: r.publishedCount ?? 0,
    orderCount: r.orderCount ?? 0,
    sales: paiseToRupees(salesPaise),
    commission: paiseToRupees(Math.round((salesPaise * r.vendor.commissionRateBp) / 10_000)),
    createdAt: r.vendor.createdAt.toISOString(),
  };
}

export async function listVendors(db: Db, q: ListQuery) {
  const { query, sales } = vendorQuery(db);
  const search = q.search ? likePattern(q.search) : null;
  const where = and(
    search
      ? or(
          ilike(vendors.companyName, search),
          ilike(users.email, search),
          eq(vendors.userId, q.search!),
        )
      : undefined,
    q.status ? eq(vendors.status, q.status) : undefined,
  );
  const order: Record<ListQuery['sort'], SQL[]> = {
    name: [asc(vendors.companyName), asc(vendors.userId)],
    newest: [desc(vendors.createdAt), asc(vendors.userId)],
    sales: [sql`coalesce(${sales.salesPaise}, 0) desc`, asc(vendors.companyName)],
  };
  const rows = await query
    .where(where)
    .orderBy(...order[q.sort])
    .limit(q.limit)
    .offset((q.page - 1) * q.limit);
  const [total] = await db
    .select({ n: count() })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(where);
  return { items: rows.map(toAdminVendor), page: q.page, limit: q.limit, total: total?.n ?? 0 };
}

export async function getAdminVendor(db: DbOrTx, id: string): Promise<AdminVendor> {
  const [row] = await vendorQuery(db).query.where(eq(vendors.userId, id));
  if (!row) throw notFound('The vendor');
  return toAdminVendor(row);
}

export async function setVendorStatus(
  db: Db,
  actorUserId: string,
  id: string,
  status: 'active' | 'suspended',
  reason?: string,
): Promise<AdminVendor> {
  await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(vendors)
      .set({ status })
      .where(eq(vendors.userId, id))
      .returning({ id: vendors.userId });
    if (!updated) throw notFound('The vendor');
    if (status === 'suspended') await tx.delete(sessions).where(eq(sessions.userId, id));
    await recordAudit(tx, {
      actorUserId,
      action: status === 'suspended' ? 'vendor.suspend' : 'vendor.reactivate',
      entity: 'vendor',
      entityId: id,
      changes: reason ? { reason } : undefined,
    });
  });
  return getAdminVendor(db, id);
}

export async function setVendorCommission(
  db: Db,
  actorUserId: string,
  id: string,
  commissionRate: number,
): Promise<AdminVendor> {
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select({ bp: vendors.commissionRateBp })
      .from(vendors)
      .where(eq(vendors.userId, id))
      .for('update');
    if (!current) throw notFound('The vendor');
    const bp = percentToBp(commissionRate);
    if (bp === current.bp) return;
    await tx.update(vendors).set({ commissionRateBp: bp }).where(eq(vendors.userId, id));
    await recordAudit(tx, {
      actorUserId,
      action: 'vendor.commission',
      entity: 'vendor',
      entityId: id,
      changes: { commissionRate: { from: bpToPercent(current.bp), to: commissionRate } },
    });
  });
  return getAdminVendor(db, id);
}

/** For the products page's vendor filter: every vendor, active or not. */
export async function vendorOptions(db: Db) {
  return db
    .select({ id: vendors.userId, name: vendors.companyName, status: vendors.status })
    .from(vendors)
    .orderBy(asc(vendors.companyName));
}
