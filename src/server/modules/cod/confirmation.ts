// Issue #39 (decision 041): the one-time code that confirms a risky cash-on-delivery order.
// Checkout marks the order 'awaiting' and writes its row (startConfirmation); the buyer asks for
// a code (sendCode: six random digits, kept only as an HMAC, ten minutes, at most five sends a
// minute apart) and types it (confirmCode: compared in constant time, at most five wrong tries
// per code). Every step locks the order first, so attempts, sends and the confirmation itself
// are counted exactly once however many requests race. A confirmed order reaches its sellers
// and the "order placed" mails go; an order still unconfirmed at its time limit is cancelled
// through the ordinary cancel path (expireUnconfirmedCod, run by jobs.ts).
import crypto from 'node:crypto';
import { and, eq, inArray, lt, ne } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { RELEASED_TO_SELLERS, maskPhone, type CodRisk } from '../../../domain/cod';
import { COD_CODE_LIMITS, type CodConfirmation } from '../../../domain/schemas/cod';
import type { CodRules } from '../../../domain/settings';
import type { Config } from '../../config';
import type { Db, Tx } from '../../db/client';
import { codConfirmations, orders } from '../../db/schema-commerce';
import { AppError, notFound, retryClashes } from '../../errors';
import { notifyOrderCancelled, notifyOrderPlaced } from '../mail/order-notifications';
import { cancelRestAsSystem } from '../orders/transitions';
import { lockOrder } from '../payments/payment-state';
import { smsProviderFor } from '../sms/sms';

export const COD_EXPIRED_REASON = 'cash on delivery was not confirmed with the code in time';

type Row = typeof codConfirmations.$inferSelect;

/** The hash kept of a code: HMAC-SHA-256 under the server's secret, bound to the order. */
function hashCode(secret: string, orderId: string, code: string): string {
  return crypto.createHmac('sha256', secret).update(`cod:${orderId}:${code}`).digest('hex');
}

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && crypto.timingSafeEqual(x, y);
}

/** Checkout's part: the order waits for its code, its sellers do not see it meanwhile. */
export async function startConfirmation(
  tx: Tx,
  o: { orderId: string; phone: string; reasons: CodRisk[]; rules: CodRules; now?: Date },
) {
  const now = o.now ?? new Date();
  await tx.update(orders).set({ codConfirmation: 'awaiting' }).where(eq(orders.id, o.orderId));
  await tx.insert(codConfirmations).values({
    orderId: o.orderId,
    phone: o.phone,
    reasons: o.reasons,
    confirmBy: new Date(now.getTime() + o.rules.confirmMinutes * 60_000),
  });
}

function viewOf(order: { id: string; codConfirmation: string }, row: Row, now: Date) {
  const codeLive = row.codeHash !== null && row.codeExpiresAt !== null && row.codeExpiresAt > now;
  const wait = row.lastSentAt
    ? Math.ceil((row.lastSentAt.getTime() + COD_CODE_LIMITS.resendSeconds * 1000 - +now) / 1000)
    : 0;
  const sendsLeft = Math.max(0, COD_CODE_LIMITS.sends - row.sends);
  return {
    orderId: order.id,
    status: order.codConfirmation as CodConfirmation['status'],
    phone: maskPhone(row.phone),
    confirmBy: row.confirmBy.toISOString(),
    codeSent: codeLive,
    attemptsLeft: codeLive ? Math.max(0, COD_CODE_LIMITS.attempts - row.attempts) : 0,
    sendsLeft,
    resendInSeconds: sendsLeft === 0 ? 0 : Math.max(0, wait),
  } satisfies CodConfirmation;
}

/** The buyer's own order and its confirmation row, or 404 (another's order is not found). */
async function lockOwn(tx: Tx, userId: string, orderId: string) {
  const order = await lockOrder(tx, orderId);
  if (!order || order.userId !== userId) throw notFound('The order');
  const [row] = await tx
    .select()
    .from(codConfirmations)
    .where(eq(codConfirmations.orderId, orderId));
  if (!row) throw new AppError('not_found', 'This order needs no confirmation code.');
  return { order, row };
}

export async function readConfirmation(
  db: Db,
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<CodConfirmation> {
  const [found] = await db
    .select({ order: orders, row: codConfirmations })
    .from(orders)
    .innerJoin(codConfirmations, eq(codConfirmations.orderId, orders.id))
    .where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!found) throw notFound('The order');
  return viewOf(found.order, found.row, now);
}

function stillAwaiting(order: { codConfirmation: string; status: string }, row: Row, now: Date) {
  if (order.codConfirmation === 'confirmed') {
    throw new AppError('conflict', 'This order is already confirmed.');
  }
  if (
    order.status === 'cancelled' ||
    order.codConfirmation !== 'awaiting' ||
    row.confirmBy <= now
  ) {
    throw new AppError(
      'conflict',
      'This order was cancelled because it was not confirmed in time.',
    );
  }
}

/**
 * Sends a new code. The send is counted and the code stored under the order's lock before the
 * provider is called (outside any transaction); when the provider fails (503 with Retry-After)
 * the wait before the next send is lifted, the send stays counted.
 */
export async function sendCode(
  ctx: { db: Db; config: Config; log: FastifyBaseLogger },
  userId: string,
  orderId: string,
  now = new Date(),
): Promise<CodConfirmation> {
  const code = crypto
    .randomInt(0, 10 ** COD_CODE_LIMITS.digits)
    .toString()
    .padStart(6, '0');
  const { phone, number, view } = await retryClashes(() =>
    ctx.db.transaction(async (tx) => {
      const { order, row } = await lockOwn(tx, userId, orderId);
      stillAwaiting(order, row, now);
      const current = viewOf(order, row, now);
      if (current.sendsLeft === 0) {
        throw new AppError(
          'rate_limited',
          'No more codes can be sent for this order. Please choose to pay online instead.',
        );
      }
      if (current.resendInSeconds > 0) {
        throw new AppError(
          'rate_limited',
          `Please wait ${current.resendInSeconds} seconds before asking for another code.`,
          undefined,
          current.resendInSeconds,
        );
      }
      const [next] = await tx
        .update(codConfirmations)
        .set({
          codeHash: hashCode(ctx.config.authSecret, orderId, code),
          codeExpiresAt: new Date(now.getTime() + COD_CODE_LIMITS.lifeMinutes * 60_000),
          attempts: 0,
          sends: row.sends + 1,
          lastSentAt: now,
        })
        .where(eq(codConfirmations.orderId, orderId))
        .returning();
      return { phone: row.phone, number: order.number, view: viewOf(order, next!, now) };
    }),
  );
  const sms = await smsProviderFor(ctx);
  const text = `${code} is your Angle code to confirm cash on delivery for order ${number}. It expires in ${COD_CODE_LIMITS.lifeMinutes} minutes. Never share it.`;
  try {
    await sms.send(`+91${phone}`, text);
  } catch (err) {
    await ctx.db
      .update(codConfirmations)
      .set({ lastSentAt: null })
      .where(eq(codConfirmations.orderId, orderId));
    throw err;
  }
  return view;
}

type Attempt = { view: CodConfirmation } | { wrong: CodConfirmation } | { refused: AppError };

/**
 * Confirms the order when the code is right. Parallel confirmations queue on the order's lock:
 * the first confirms (and queues the mails), the others find it confirmed and answer the same.
 */
export async function confirmCode(
  db: Db,
  config: Config,
  userId: string,
  orderId: string,
  code: string,
  now = new Date(),
): Promise<CodConfirmation> {
  const outcome: Attempt = await retryClashes(() =>
    db.transaction(async (tx): Promise<Attempt> => {
      const { order, row } = await lockOwn(tx, userId, orderId);
      if (order.codConfirmation === 'confirmed') return { view: viewOf(order, row, now) };
      stillAwaiting(order, row, now);
      if (row.codeHash === null || row.codeExpiresAt === null || row.codeExpiresAt <= now) {
        const message = 'This code has expired. Ask for a new one.';
        return { refused: new AppError('unprocessable', message, codeField(message)) };
      }
      if (row.attempts >= COD_CODE_LIMITS.attempts) {
        return {
          refused: new AppError(
            'rate_limited',
            'Too many wrong codes. Ask for a new one.',
            undefined,
            Math.max(1, viewOf(order, row, now).resendInSeconds),
          ),
        };
      }
      if (!sameHash(row.codeHash, hashCode(config.authSecret, orderId, code))) {
        const [next] = await tx
          .update(codConfirmations)
          .set({ attempts: row.attempts + 1 })
          .where(eq(codConfirmations.orderId, orderId))
          .returning();
        return { wrong: viewOf(order, next!, now) };
      }
      const [next] = await tx
        .update(codConfirmations)
        .set({ confirmedAt: now, codeHash: null })
        .where(eq(codConfirmations.orderId, orderId))
        .returning();
      const [confirmed] = await tx
        .update(orders)
        .set({ codConfirmation: 'confirmed', updatedAt: now })
        .where(eq(orders.id, orderId))
        .returning();
      await notifyOrderPlaced(tx, orderId);
      return { view: viewOf(confirmed!, next!, now) };
    }),
  );
  if ('refused' in outcome) throw outcome.refused;
  if ('wrong' in outcome) {
    const left = outcome.wrong.attemptsLeft;
    const message =
      left === 0
        ? 'That code is not right, and it cannot be tried again. Ask for a new one.'
        : `That code is not right. ${left} ${left === 1 ? 'try' : 'tries'} left.`;
    throw new AppError('unprocessable', message, codeField(message));
  }
  return outcome.view;
}

const codeField = (message: string) => [{ path: 'code', message, location: 'body' as const }];

const BATCH = 50;

/**
 * Cancels cash-on-delivery orders still unconfirmed at their time limit, through the ordinary
 * cancel path (stock back, promotion uses released, events and the cancel mail), each under its
 * order's lock and checked again, so a confirmation racing the sweep wins or loses cleanly and
 * two sweepers cancel it once.
 */
export async function expireUnconfirmedCod(
  db: Db,
  log: FastifyBaseLogger,
  { now = new Date() }: { now?: Date } = {},
): Promise<string[]> {
  const due = await db
    .select({ id: orders.id })
    .from(codConfirmations)
    .innerJoin(orders, eq(orders.id, codConfirmations.orderId))
    .where(
      and(
        eq(orders.codConfirmation, 'awaiting'),
        ne(orders.status, 'cancelled'),
        lt(codConfirmations.confirmBy, now),
      ),
    )
    .orderBy(codConfirmations.confirmBy)
    .limit(BATCH);
  const expired: string[] = [];
  for (const { id } of due) {
    try {
      if (await expireOne(db, id, now)) expired.push(id);
    } catch (err) {
      log.error({ err, orderId: id }, 'could not cancel an unconfirmed cash-on-delivery order');
    }
  }
  if (expired.length > 0) log.info({ orders: expired }, 'cancelled unconfirmed COD orders');
  return expired;
}

async function expireOne(db: Db, orderId: string, now: Date): Promise<boolean> {
  return retryClashes(() =>
    db.transaction(async (tx) => {
      const order = await lockOrder(tx, orderId);
      if (!order || order.codConfirmation !== 'awaiting' || order.status === 'cancelled') {
        return false;
      }
      const [row] = await tx
        .select({ confirmBy: codConfirmations.confirmBy })
        .from(codConfirmations)
        .where(eq(codConfirmations.orderId, orderId));
      if (!row || row.confirmBy >= now) return false;
      await cancelRestAsSystem(tx, orderId, `Cancelled: ${COD_EXPIRED_REASON}`);
      await tx
        .update(orders)
        .set({ codConfirmation: 'expired', updatedAt: now })
        .where(eq(orders.id, orderId));
      await notifyOrderCancelled(tx, orderId, { unpaid: false, reason: COD_EXPIRED_REASON });
      return true;
    }),
  );
}

/** Orders a seller may see, in SQL (domain/cod.ts: RELEASED_TO_SELLERS). */
export const releasedToSellers = () => inArray(orders.codConfirmation, [...RELEASED_TO_SELLERS]);
