// Test factories for returns: a vendor's products bought by a customer and delivered through the
// API (as a real delivery leaves them), a return asked for, and the admin's settings for returns.
import crypto from 'node:crypto';
import type { Order } from '../../../domain/schemas/order';
import type { Database } from '../../db/client';
import type { TestApp } from '../../test/app-harness';
import { orderBody, type Shopper } from '../orders/test-shoppers';
import { createdProduct, type TestVendor } from '../vendor-catalog/test-vendor';

/** Published products of the vendor (category skin), one per price, 500 in stock each. */
export async function vendorProducts(v: TestVendor, prices: number[]) {
  const out: string[] = [];
  for (const price of prices) {
    const p = await createdProduct(v, { status: 'published', price, stockQuantity: 500 });
    out.push(p.id);
  }
  return out;
}

/** The vendor moves its shipment of the order to delivered. */
export async function deliver(v: TestVendor, orderId: string) {
  for (const payload of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL1234567890' },
    { to: 'delivered' },
  ]) {
    const res = await v.call('POST', `/api/vendor/orders/${orderId}/status`, { payload });
    if (res.statusCode !== 200) throw new Error(`moving to ${payload.to}: ${res.body}`);
  }
}

/** A cash-on-delivery order of the lines, delivered. */
export async function deliveredOrder(
  customer: Shopper,
  vendor: TestVendor,
  items: Array<{ productId: string; quantity: number }>,
  body: object = {},
): Promise<Order> {
  const res = await customer.placeOrder({ ...orderBody(items), ...body });
  if (res.statusCode !== 201) throw new Error(`placing: ${res.body}`);
  const order = res.json<Order>();
  await deliver(vendor, order.id);
  return order;
}

export const UPI = { method: 'upi', upiId: 'priya.sharma@okhdfc' } as const;

/** The order's lines as the returns route lists them. */
export async function returnLines(customer: Shopper, orderId: string) {
  const res = await customer.call('GET', `/api/store/orders/${orderId}/returns`);
  if (res.statusCode !== 200) throw new Error(`return terms: ${res.body}`);
  return res.json<{
    lines: Array<{
      itemId: string;
      productName: string;
      quantity: number;
      returnable: number;
      refusal: string | null;
    }>;
  }>();
}

export async function askReturn(
  customer: Shopper,
  orderId: string,
  items: Array<{ itemId: string; quantity: number }>,
  extra: object = { payout: UPI },
) {
  return customer.call('POST', `/api/store/orders/${orderId}/returns`, {
    items,
    reason: 'wrong-shade',
    note: 'The shade is darker than the swatch.',
    ...extra,
  });
}

/** Sets the store's return settings through the admin's form. */
export async function setReturnSettings(
  t: TestApp,
  admin: Shopper,
  settings: { returnWindowDays?: number; nonReturnableCategories?: string[] },
) {
  const current = (await admin.call('GET', '/api/admin/settings/store')).json<object>();
  const res = await admin.call('PUT', '/api/admin/settings/store', { ...current, ...settings });
  if (res.statusCode !== 200) throw new Error(`settings: ${res.body}`);
  void t;
}

/** A promotion on some products, written straight to its table; null `code`: automatic. */
export async function addProductPromotion(
  database: Database,
  p: { productIds: string[]; percentOff: number; code: string | null; fundedBy: string | null },
): Promise<string> {
  const id = crypto.randomUUID();
  await database.query(
    `INSERT INTO promotions (id, name, kind, percent_off, scope, scope_ids, min_goods_paise,
       code, funded_by, status)
     VALUES ($1, $2, 'percent', $3, 'products', $4::jsonb, 0, $5, $6, 'active')`,
    [id, `${p.percentOff}% off`, p.percentOff, JSON.stringify(p.productIds), p.code, p.fundedBy],
  );
  return id;
}

/** The vendor-ledger entries and credit notes of an order. */
export async function afterRefundOf(database: Database, orderId: string) {
  const [entries, notes] = await Promise.all([
    database.query<{
      vendor_id: string;
      order_group_id: string;
      kind: string;
      amount_paise: number;
      source_id: string;
    }>(
      `SELECT vendor_id, order_group_id, kind, amount_paise, source_id FROM vendor_ledger_entries
        WHERE order_id = $1 AND kind IN ('refund', 'commission-reversal', 'tcs-reversal')
        ORDER BY kind`,
      [orderId],
    ),
    database.query<{
      group_id: string;
      refund_id: string | null;
      total_paise: number;
      lines: Array<{ orderItemId: string | null; quantity: number; paidPaise: number }>;
    }>(
      `SELECT group_id, refund_id, total_paise, lines FROM tax_documents
        WHERE order_id = $1 AND kind = 'credit-note'`,
      [orderId],
    ),
  ]);
  return { entries, notes };
}
