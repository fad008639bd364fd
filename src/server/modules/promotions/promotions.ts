// Promotions for the admin and the vendors (issue #20, decision 018). The admin manages every
// offer; a vendor only offers it funds, over its own products (checked here, not in the form).
import { and, eq, inArray, sql, type SQL } from 'drizzle-orm';
import { paiseToRupees, rupeesToPaise } from '../../../domain/money';
import { toCsv } from '../../../domain/csv';
import {
  FIRST_PURCHASE_PROMOTION_ID,
  PREPAID_PROMOTION_ID,
  normaliseCode,
  type PromotionStatus,
} from '../../../domain/promotions';
import {
  PromotionInputSchema,
  type PromotionDto,
  type PromotionInput,
} from '../../../domain/schemas/promotions';
import { rowsOf, type Db, type DbOrTx } from '../../db/client';
import { products, vendors } from '../../db/schema';
import { promotions } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { isUniqueViolation } from '../auth/accounts';

/** Who is managing: the admin (every offer), or one vendor (its own offers). */
export type PromotionActor = { role: 'admin' } | { role: 'vendor'; vendorId: string };

type Parsed = ReturnType<typeof PromotionInputSchema.parse>;

interface Row {
  id: string;
  name: string;
  kind: PromotionDto['kind'];
  percent_off: number | null;
  flat_off_paise: number | null;
  buy_quantity: number | null;
  get_quantity: number | null;
  scope: PromotionDto['scope'];
  scope_ids: string[];
  min_goods_paise: number;
  first_order_only: boolean;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  total_limit: number | null;
  per_customer_limit: number | null;
  code: string | null;
  is_private: boolean;
  funded_by: string | null;
  funded_by_name: string | null;
  status: PromotionStatus;
  uses: number | string;
  discount_given: number | string;
  created_at: string | Date;
}

const iso = (v: string | Date | null) => (v === null ? null : new Date(v).toISOString());

function dtoOf(r: Row): PromotionDto {
  return {
    id: r.id,
    name: r.name,
    kind: r.kind,
    percentOff: r.percent_off,
    flatOff: r.flat_off_paise === null ? null : paiseToRupees(r.flat_off_paise),
    buyQuantity: r.buy_quantity,
    getQuantity: r.get_quantity,
    scope: r.scope,
    scopeIds: r.scope_ids,
    minGoods: paiseToRupees(r.min_goods_paise),
    firstOrderOnly: r.first_order_only,
    startsAt: iso(r.starts_at),
    endsAt: iso(r.ends_at),
    totalLimit: r.total_limit,
    perCustomerLimit: r.per_customer_limit,
    code: r.code,
    private: r.is_private,
    fundedBy: r.funded_by,
    fundedByName: r.funded_by_name,
    status: r.status,
    uses: Number(r.uses),
    discountGiven: paiseToRupees(Number(r.discount_given)),
    createdAt: iso(r.created_at)!,
  };
}

/** Every promotion the actor may see with its live uses and what it gave, in one statement. */
async function listRows(db: DbOrTx, actor: PromotionActor, id?: string): Promise<PromotionDto[]> {
  const mine: SQL = actor.role === 'vendor' ? sql`p.funded_by = ${actor.vendorId}` : sql`true`;
  const one: SQL = id === undefined ? sql`true` : sql`p.id = ${id}`;
  const rows = await rowsOf<Row>(
    db,
    sql`SELECT p.id, p.name, p.kind, p.percent_off, p.flat_off_paise, p.buy_quantity,
        p.get_quantity, p.scope, p.scope_ids, p.min_goods_paise, p.first_order_only,
        p.starts_at, p.ends_at, p.total_limit, p.per_customer_limit, p.code, p.is_private, p.funded_by,
        v.company_name AS funded_by_name, p.status, p.created_at,
        coalesce(u.uses, 0) AS uses, coalesce(u.given, 0) AS discount_given
      FROM promotions p
      LEFT JOIN vendors v ON v.user_id = p.funded_by
      LEFT JOIN (SELECT promotion_id, count(*) AS uses,
          sum(discount_paise + shipping_waived_paise) AS given
        FROM promotion_uses WHERE released_at IS NULL GROUP BY promotion_id) u
        ON u.promotion_id = p.id
      WHERE ${mine} AND ${one} AND p.id <> ${PREPAID_PROMOTION_ID}
      ORDER BY p.created_at DESC, p.id`,
  );
  return rows.map(dtoOf);
}

export const listPromotions = (db: DbOrTx, actor: PromotionActor) => listRows(db, actor);

export async function getPromotion(db: DbOrTx, actor: PromotionActor, id: string) {
  const [row] = await listRows(db, actor, id);
  if (!row) throw notFound('The promotion');
  return row;
}

const invalid = (path: string, message: string) =>
  new AppError('unprocessable', message, [{ path, message, location: 'body' }]);

/**
 * What the actor may offer: a vendor funds its own offers, over its own products ('vendors' with
 * only itself, or 'products' it sells), never the whole cart or free shipping. The admin may
 * name a funding vendor, which must exist; its offer then covers that vendor's products only.
 */
async function checkScope(db: DbOrTx, actor: PromotionActor, p: Parsed): Promise<string | null> {
  const fundedBy = actor.role === 'vendor' ? actor.vendorId : (p.fundedBy ?? null);
  if (actor.role === 'vendor') {
    if (p.kind === 'free-shipping') {
      throw invalid('kind', 'Shipping is the platform’s: offer a discount on your products.');
    }
    if (p.scope === 'cart' || p.scope === 'categories') {
      throw invalid('scope', 'Your offers cover your own products: choose them, or all of yours.');
    }
    if (p.scope === 'vendors' && p.scopeIds.some((v) => v !== actor.vendorId)) {
      throw invalid('scopeIds', 'Your offers cover your own products only.');
    }
  } else if (fundedBy !== null) {
    const [v] = await db
      .select({ id: vendors.userId })
      .from(vendors)
      .where(eq(vendors.userId, fundedBy));
    if (!v) throw invalid('fundedBy', 'Choose a vendor of the store.');
  }
  if (p.scope === 'products') {
    const ids = [...new Set(p.scopeIds)];
    const found = await db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          inArray(products.id, ids),
          fundedBy === null ? undefined : eq(products.vendorId, fundedBy),
        ),
      );
    if (found.length !== ids.length) {
      throw invalid(
        'scopeIds',
        fundedBy === null
          ? 'Choose products of the store.'
          : actor.role === 'vendor'
            ? 'Your offers cover your own products only.'
            : 'A vendor’s offer covers its own products only.',
      );
    }
  }
  return fundedBy;
}

function columnsOf(p: Parsed, fundedBy: string | null) {
  return {
    name: p.name,
    kind: p.kind,
    percentOff: p.kind === 'percent' ? (p.percentOff ?? null) : null,
    flatOffPaise: p.kind === 'flat' && p.flatOff != null ? rupeesToPaise(p.flatOff) : null,
    buyQuantity: p.kind === 'bxgy' ? (p.buyQuantity ?? null) : null,
    getQuantity: p.kind === 'bxgy' ? (p.getQuantity ?? null) : null,
    scope: p.scope,
    scopeIds: p.scope === 'cart' ? [] : [...new Set(p.scopeIds)],
    minGoodsPaise: rupeesToPaise(p.minGoods),
    firstOrderOnly: p.firstOrderOnly,
    startsAt: p.startsAt ? new Date(p.startsAt) : null,
    endsAt: p.endsAt ? new Date(p.endsAt) : null,
    totalLimit: p.totalLimit ?? null,
    perCustomerLimit: p.perCustomerLimit ?? null,
    code: p.code ? normaliseCode(p.code) : null,
    isPrivate: p.private && !!p.code,
    fundedBy,
  };
}

function codeTaken(err: unknown, code: string | null): never {
  if (isUniqueViolation(err, 'promotions_code_idx')) {
    throw new AppError('conflict', `The code ${code} is already taken.`, [
      { path: 'code', message: `The code ${code} is already taken.`, location: 'body' },
    ]);
  }
  throw err;
}

export async function createPromotion(db: Db, actor: PromotionActor, input: PromotionInput) {
  const p = PromotionInputSchema.parse(input);
  const fundedBy = await checkScope(db, actor, p);
  const values = columnsOf(p, fundedBy);
  const [row] = await db
    .insert(promotions)
    .values(values)
    .returning({ id: promotions.id })
    .catch((err: unknown) => codeTaken(err, values.code));
  return getPromotion(db, actor, row!.id);
}

/** The promotion, locked, if the actor may manage it. */
async function lockOwn(tx: DbOrTx, actor: PromotionActor, id: string) {
  const [row] = await tx
    .select({ id: promotions.id, status: promotions.status, fundedBy: promotions.fundedBy })
    .from(promotions)
    .where(
      and(
        eq(promotions.id, id),
        actor.role === 'vendor' ? eq(promotions.fundedBy, actor.vendorId) : undefined,
      ),
    )
    .for('update');
  if (!row) throw notFound('The promotion');
  return row;
}

const FIRST_PURCHASE_FIXED =
  'The first-purchase discount is set in the store settings; it can be paused or resumed here.';

/**
 * Replaces an offer's terms. Under its row lock, the use count is recounted from the uses that
 * are live (it is kept only while a limit is set), and a limit below it is refused.
 */
export async function editPromotion(
  db: Db,
  actor: PromotionActor,
  id: string,
  input: PromotionInput,
) {
  const p = PromotionInputSchema.parse(input);
  // Another vendor's offer is not found before anything about the body is said.
  await getPromotion(db, actor, id);
  const fundedBy = await checkScope(db, actor, p);
  const values = columnsOf(p, fundedBy);
  await db
    .transaction(async (tx) => {
      const row = await lockOwn(tx, actor, id);
      if (row.id === FIRST_PURCHASE_PROMOTION_ID)
        throw new AppError('conflict', FIRST_PURCHASE_FIXED);
      if (row.status === 'ended') throw new AppError('conflict', 'This offer has ended.');
      const [live] = await rowsOf<{ n: number | string }>(
        tx,
        sql`SELECT count(*) AS n FROM promotion_uses WHERE promotion_id = ${id} AND released_at IS NULL`,
      );
      const uses = Number(live!.n);
      if (values.totalLimit !== null && values.totalLimit < uses) {
        throw invalid('totalLimit', `It has been used ${uses} times: allow at least ${uses}.`);
      }
      await tx
        .update(promotions)
        .set({ ...values, usesCount: values.totalLimit === null ? 0 : uses })
        .where(eq(promotions.id, id));
    })
    .catch((err: unknown) => codeTaken(err, values.code));
  return getPromotion(db, actor, id);
}

const MOVES: Record<'pause' | 'resume' | 'end', { from: PromotionStatus[]; to: PromotionStatus }> =
  {
    pause: { from: ['active'], to: 'paused' },
    resume: { from: ['paused'], to: 'active' },
    end: { from: ['active', 'paused'], to: 'ended' },
  };

/** Pause, resume or end an offer; an ended one stays ended. Idempotent under its row lock. */
export async function movePromotion(
  db: Db,
  actor: PromotionActor,
  id: string,
  move: keyof typeof MOVES,
) {
  await db.transaction(async (tx) => {
    const row = await lockOwn(tx, actor, id);
    if (row.id === FIRST_PURCHASE_PROMOTION_ID && move === 'end') {
      throw new AppError('conflict', FIRST_PURCHASE_FIXED);
    }
    const { from, to } = MOVES[move];
    if (row.status === to) return;
    if (!from.includes(row.status as PromotionStatus)) {
      throw new AppError(
        'conflict',
        `This offer is ${row.status} and cannot be ${move === 'end' ? 'ended' : `${move}d`}.`,
      );
    }
    await tx.update(promotions).set({ status: to }).where(eq(promotions.id, id));
  });
  return getPromotion(db, actor, id);
}

export async function promotionsCsv(db: DbOrTx, actor: PromotionActor): Promise<string> {
  const rows = await listRows(db, actor);
  return toCsv(rows, [
    { header: 'Name', value: (r) => r.name },
    { header: 'Code', value: (r) => r.code ?? '' },
    { header: 'Kind', value: (r) => r.kind },
    { header: 'Status', value: (r) => r.status },
    { header: 'Funded by', value: (r) => r.fundedByName ?? 'Angle' },
    { header: 'Starts', value: (r) => r.startsAt ?? '' },
    { header: 'Ends', value: (r) => r.endsAt ?? '' },
    { header: 'Minimum order (₹)', value: (r) => r.minGoods },
    { header: 'Uses', value: (r) => r.uses },
    { header: 'Use limit', value: (r) => r.totalLimit ?? '' },
    { header: 'Discount given (₹)', value: (r) => r.discountGiven },
  ]);
}
