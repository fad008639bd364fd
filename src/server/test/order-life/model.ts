// The plain model the commands choose their targets from: this run's orders with their
// shipments, returns and the payouts due. It is read back from the database after every step
// (the store is the truth; the model only has to be good enough to aim commands at something).
import type { Database } from '../../db/client';

export interface ModelGroup {
  id: string;
  vendorId: string;
  status: string;
  /** The carrier's airway bill, once booked with the aggregator (issue #39). */
  awb: string | null;
  /** Its failed delivery waiting for the customer's answer (issue #39), if any. */
  openIssue: string | null;
}

export interface ModelOrder {
  id: string;
  customer: number;
  method: 'cod' | 'razorpay';
  paymentStatus: string;
  /** A cash order's confirmation by the buyer's code (issue #39): none, awaiting, confirmed, expired. */
  codConfirmation: string;
  groups: ModelGroup[];
}

export interface ModelReturn {
  id: string;
  orderId: string;
  status: string;
}

export interface Model {
  orders: ModelOrder[];
  returns: ModelReturn[];
  duePayouts: string[];
}

export const emptyModel = (): Model => ({ orders: [], returns: [], duePayouts: [] });

/** Picks one of `xs` by a generated number, or nothing from nothing. */
export const pickOf = <T>(xs: readonly T[], n: number): T | undefined =>
  xs[n % Math.max(1, xs.length)];

export const groupsOf = (m: Model, status?: string) =>
  m.orders.flatMap((o) =>
    o.groups.filter((g) => !status || g.status === status).map((g) => ({ order: o, group: g })),
  );

/** Reads the run's orders (its customers' since it began), their shipments and returns, and payouts due. */
export async function refreshModel(
  db: Database,
  m: Model,
  customerIds: readonly string[],
  since: Date,
) {
  const ids = [...customerIds];
  const orders = await db.query<{
    id: string;
    user_id: string;
    payment_method: string;
    payment_status: string;
    cod_confirmation: string;
  }>(
    `SELECT id, user_id, payment_method, payment_status, cod_confirmation FROM orders
      WHERE user_id = ANY($1) AND created_at >= $2 ORDER BY created_at, id`,
    [ids, since],
  );
  const groups = await db.query<{
    id: string;
    order_id: string;
    vendor_id: string;
    status: string;
    awb: string | null;
    open_issue: string | null;
  }>(
    `SELECT g.id, g.order_id, g.vendor_id, g.status, g.awb,
        (SELECT i.id FROM delivery_issues i WHERE i.group_id = g.id AND i.status = 'open'
          ORDER BY i.attempted_at DESC LIMIT 1) AS open_issue
      FROM order_groups g
      JOIN orders o ON o.id = g.order_id WHERE o.user_id = ANY($1) AND o.created_at >= $2
      ORDER BY g.vendor_id`,
    [ids, since],
  );
  m.orders = orders.map((o) => ({
    id: o.id,
    customer: ids.indexOf(o.user_id),
    method: o.payment_method as ModelOrder['method'],
    paymentStatus: o.payment_status,
    codConfirmation: o.cod_confirmation,
    groups: groups
      .filter((g) => g.order_id === o.id)
      .map((g) => ({
        id: g.id,
        vendorId: g.vendor_id,
        status: g.status,
        awb: g.awb,
        openIssue: g.open_issue,
      })),
  }));
  const returns = await db.query<{ id: string; order_id: string; status: string }>(
    `SELECT r.id, r.order_id, r.status FROM returns r WHERE r.user_id = ANY($1)
      AND r.created_at >= $2 ORDER BY r.created_at, r.id`,
    [ids, since],
  );
  m.returns = returns.map((r) => ({ id: r.id, orderId: r.order_id, status: r.status }));
  const due = await db.query<{ id: string }>(
    "SELECT id FROM payouts WHERE status = 'due' ORDER BY created_at, id",
  );
  m.duePayouts = due.map((p) => p.id);
}
