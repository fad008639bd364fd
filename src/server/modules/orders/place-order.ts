// Places an order (POST /api/store/orders): one READ COMMITTED transaction whose named steps
// validate, price and take stock, then write the order. The same Idempotency-Key and body
// give the same order however many times and however concurrently they are sent.
import type { Order, PlaceOrderInput } from '../../../domain/schemas/order';
import { readCommitted, type Db, type Tx } from '../../db/client';
import { isOnlinePayment } from '../../../domain/order-status';
import { isTransactionClash } from '../../errors';
import { isUniqueViolation } from '../auth/accounts';
import { lineName, orderPlacedMailsInsert } from '../mail/order-notifications';
import { orderedLinesRemoval } from '../cart/server-cart';
import { forPaymentMethod } from '../cart/pricing-context';
import { startConfirmation } from '../cod/confirmation';
import {
  addressSaving,
  checkCodRules,
  checkPaymentMethod,
  loadCheckoutContext,
  checkoutLines,
  lockCustomer,
  price,
  resolveAddress,
  takePromotionUses,
  takeStock,
  validateLines,
} from './checkout-steps';
import { checkCustomerLimits } from './customer-limits';
import { assertSameRequest, findOrderByKey, requestHashOf, type KeyedOrder } from './idempotency';
import { assembleOrders, loadOrder } from './order-view';
import { writeOrder, type WrittenOrder } from './write-order';

export interface PlacedOrder {
  order: Order;
  /** false when this was a replay of an order placed earlier with the same key. */
  created: boolean;
}

/** A placed order's rows as written, with whether it waits for the buyer's code: the answer is
 * made from them after COMMIT, so the customer's lock is not held while it is built. */
type Outcome = { placed: Placed } | { earlier: KeyedOrder };
interface Placed {
  written: WrittenOrder;
  awaitingCode: boolean;
}

async function checkout(
  tx: Tx,
  userId: string,
  key: string,
  requestHash: string,
  body: PlaceOrderInput,
): Promise<Outcome> {
  const customer = await lockCustomer(tx, userId);
  const loaded = await loadCheckoutContext(tx, userId, key, body);
  const { earlier, mine } = loaded;
  if (earlier) return { earlier };
  // Paid online, the admin's prepaid discount is one more offer (issue #39, decision 041).
  const ctx = forPaymentMethod(loaded.ctx, body.paymentMethod);

  checkCustomerLimits(mine, ctx);
  validateLines(body.items, ctx);
  const lines = checkoutLines(body.items, loaded.catalog);
  const priced = price(lines, ctx);
  checkPaymentMethod(priced, ctx, body.paymentMethod);
  const address = resolveAddress(body, loaded.saved);
  await takeStock(tx, lines);
  const totals = await takePromotionUses(tx, lines, ctx, priced);
  if (totals !== priced) checkPaymentMethod(totals, ctx, body.paymentMethod);
  const risks =
    body.paymentMethod === 'cod' ? checkCodRules(loaded.codFacts!, address, totals, ctx) : [];
  const saving = addressSaving(userId, body);
  // The mails, the cart's lines and the saved address are written by the order's statement.
  const written = await writeOrder(tx, {
    userId,
    idempotencyKey: key,
    requestHash,
    paymentMethod: body.paymentMethod,
    totals,
    address,
    lines,
    startedAt: loaded.startedAt,
    alongside: (order) => [
      orderedLinesRemoval(
        tx,
        userId,
        lines.map((l) => l.variant.id),
      ),
      ...(saving ? [saving] : []),
      // An online order is news for the customer and the sellers once it is paid
      // (payment-state.ts); a risky cash-on-delivery order's mails go once it is confirmed.
      ...(!isOnlinePayment(body.paymentMethod) && risks.length === 0
        ? [
            orderPlacedMailsInsert({
              ...order,
              customerId: userId,
              customerName: customer.name,
              paymentMethod: body.paymentMethod,
              paid: false,
              totals,
              address,
              offers: totals.applied.map((a) => ({ name: a.name, discountPaise: a.discountPaise })),
              groups: order.rows.groups.map(({ group, vendorName }) => ({ ...group, vendorName })),
              items: order.rows.items.map((i) => ({ ...i, name: lineName(i) })),
            }),
          ]
        : []),
    ],
  });
  // A risky cash-on-delivery order waits for the buyer's code.
  if (risks.length > 0) {
    await startConfirmation(tx, {
      orderId: written.orderId,
      phone: address.phone,
      reasons: risks,
      rules: ctx.payment.cod.rules,
    });
  }
  return { placed: { written, awaitingCode: risks.length > 0 } };
}

/** The answer, made from the rows just written: reading them back would cost five queries. */
function answerOf({ written, awaitingCode }: Placed): Order {
  const placed = assembleOrders([written.orderId], written.rows)[0]!;
  return awaitingCode ? { ...placed, codConfirmation: 'awaiting' } : placed;
}

const MAX_ATTEMPTS = 3;

export async function placeOrder(
  db: Db,
  userId: string,
  key: string,
  body: PlaceOrderInput,
): Promise<PlacedOrder> {
  const requestHash = requestHashOf(body);
  const replay = async (stored: KeyedOrder): Promise<PlacedOrder> => ({
    order: await loadOrder(db, assertSameRequest(stored, requestHash)),
    created: false,
  });

  // A replay is found inside the transaction, under the customer's lock: no statement before it.
  for (let attempt = 1; ; attempt++) {
    try {
      const outcome = await db.transaction(
        (tx) => checkout(tx, userId, key, requestHash, body),
        readCommitted(db),
      );
      if ('earlier' in outcome) return replay(outcome.earlier);
      return { order: answerOf(outcome.placed), created: true };
    } catch (err) {
      // The customer lock makes a key clash unlikely, the unique index makes it impossible;
      // an order-number clash (or a clash the driver does not name) is simply tried again.
      // Two checkouts taking stock of the same products in one statement may, rarely, deadlock;
      // PostgreSQL then rolls one back, and it is tried again like a clash.
      const clash =
        isUniqueViolation(err, 'orders_idempotency_idx') ||
        isUniqueViolation(err, 'orders_number_unique') ||
        isTransactionClash(err);
      if (!clash) throw err;
      const twin = await findOrderByKey(db, userId, key);
      if (twin) return replay(twin);
      if (attempt >= MAX_ATTEMPTS) throw err;
    }
  }
}
