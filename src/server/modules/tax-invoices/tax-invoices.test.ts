// Issue #21, GST tax invoices and credit notes: one invoice per shipment as it ships, numbered
// per vendor per financial year without gaps even when shipments ship at once; CGST + SGST
// within a state, IGST between states; totals equal to what the customer paid; credit notes in
// their own series; PDFs for the owner only; the vendor's GSTR-1 register.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app-harness';
import { pdfText } from '../../test/pdf-text';
import { orderBody, signedIn, type Shopper } from '../orders/test-shoppers';
import { refundAs } from '../payments/test-payments';
import { createdProduct, signedInVendor, type TestVendor } from '../vendor-catalog/test-vendor';
import { issueCreditNote, issueInvoice } from './issue';
import { giveTaxDetails, shipGroup } from './test-invoices';
import { moveGroup } from '../orders/transitions';

let t: TestApp;
let karnataka: TestVendor;
let kerala: TestVendor;
let admin: Shopper;
let lipstick: string;
let shampoo: string;
let keralaProduct: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedIn(t.app, t.database, 'admin');
  karnataka = await signedInVendor(t);
  kerala = await signedInVendor(t);
  await giveTaxDetails(t.database.db, karnataka.userId, 'Karnataka', 'KAR');
  await giveTaxDetails(t.database.db, kerala.userId, 'Kerala', 'KER');
  const stock = { status: 'published' as const, stockQuantity: 500 };
  lipstick = (
    await createdProduct(karnataka, {
      ...stock,
      price: 399,
      category: 'makeup',
      subcategory: 'lips',
    })
  ).id;
  shampoo = (
    await createdProduct(karnataka, {
      ...stock,
      price: 249.5,
      category: 'hair',
      subcategory: 'shampoo',
    })
  ).id;
  keralaProduct = (await createdProduct(kerala, { ...stock, price: 650 })).id;
});
afterAll(() => t.close());

interface Placed {
  id: string;
  number: string;
  groups: Array<{ id: string; vendor?: { id: string } }>;
}

async function placed(
  customer: Shopper,
  items: Array<{ productId: string; quantity: number }>,
  state = 'Karnataka',
): Promise<Placed> {
  const body = orderBody(items);
  const res = await customer.placeOrder({ ...body, address: { ...body.address, state } });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

type Doc = {
  kind: string;
  number: string;
  intra_state: boolean;
  total_paise: number;
  taxable_paise: number;
  cgst_paise: number;
  sgst_paise: number;
  igst_paise: number;
  lines: Array<{ hsnCode: string; rateBp: number; description: string }>;
  group_id: string;
  id: string;
};

const docsOf = (orderId: string) =>
  t.database.query<Doc>(
    'SELECT * FROM tax_documents WHERE order_id = $1 ORDER BY kind DESC, number',
    [orderId],
  );

async function groupOf(orderId: string, vendorId: string): Promise<string> {
  const [row] = await t.database.query<{ id: string }>(
    'SELECT id FROM order_groups WHERE order_id = $1 AND vendor_id = $2',
    [orderId, vendorId],
  );
  return row!.id;
}

describe('the tax invoice of a shipment', () => {
  it('is issued as the shipment ships, with CGST + SGST within the state and the HSN per category', async () => {
    const customer = await signedIn(t.app, t.database);
    const order = await placed(customer, [
      { productId: lipstick, quantity: 2 },
      { productId: shampoo, quantity: 1 },
    ]);
    const groupId = await groupOf(order.id, karnataka.userId);
    expect(await docsOf(order.id)).toEqual([]);
    await shipGroup(t.database.db, groupId);
    const [invoice] = await docsOf(order.id);
    expect(invoice!.number).toMatch(/^KAR\/\d{4}-\d{2}\/\d{6}$/);
    expect(invoice!.intra_state).toBe(true);
    expect(invoice!.igst_paise).toBe(0);
    const byHsn = Object.fromEntries(invoice!.lines.map((l) => [l.hsnCode, l.rateBp]));
    expect(byHsn).toMatchObject({ '3304': 1800, '3305': 500 });
    const [paid] = await t.database.query<{ paid: number }>(
      'SELECT total_paise AS paid FROM orders WHERE id = $1',
      [order.id],
    );
    expect(invoice!.total_paise).toBe(paid!.paid);
    expect(
      invoice!.taxable_paise + invoice!.cgst_paise + invoice!.sgst_paise + invoice!.igst_paise,
    ).toBe(invoice!.total_paise);
    // Shipping it again changes nothing: one invoice per shipment.
    await t.database.db.transaction((tx) => issueInvoice(tx, groupId));
    expect(await docsOf(order.id)).toHaveLength(1);
  });

  it('charges IGST when the buyer is in another state, and each vendor numbers its own series', async () => {
    const customer = await signedIn(t.app, t.database);
    const order = await placed(
      customer,
      [
        { productId: lipstick, quantity: 1 },
        { productId: keralaProduct, quantity: 1 },
      ],
      'Kerala',
    );
    await shipGroup(t.database.db, await groupOf(order.id, karnataka.userId));
    await shipGroup(t.database.db, await groupOf(order.id, kerala.userId));
    const docs = await docsOf(order.id);
    const kar = docs.find((d) => d.number.startsWith('KAR/'))!;
    const ker = docs.find((d) => d.number.startsWith('KER/'))!;
    expect(kar.intra_state).toBe(false);
    expect(kar.cgst_paise + kar.sgst_paise).toBe(0);
    expect(kar.igst_paise).toBeGreaterThan(0);
    expect(ker.intra_state).toBe(true);
    expect(ker.number).toMatch(/\/000001$/);
    // The two invoices of one order add up to what its customer paid, shipping shared.
    const [paid] = await t.database.query<{ paid: number }>(
      'SELECT total_paise AS paid FROM orders WHERE id = $1',
      [order.id],
    );
    expect(kar.total_paise + ker.total_paise).toBe(paid!.paid);
  });

  it('numbers shipments that ship at once without gaps or repeats', async () => {
    const vendor = await signedInVendor(t);
    await giveTaxDetails(t.database.db, vendor.userId, 'Delhi', 'PAR');
    const product = (await createdProduct(vendor, { status: 'published', stockQuantity: 100 })).id;
    const orders = [];
    for (let i = 0; i < 8; i++) {
      const buyer = await signedIn(t.app, t.database);
      orders.push(await placed(buyer, [{ productId: product, quantity: 1 }]));
    }
    await Promise.all(
      orders.map(async (o) => shipGroup(t.database.db, await groupOf(o.id, vendor.userId))),
    );
    const rows = await t.database.query<{ sequence: number; number: string }>(
      "SELECT sequence, number FROM tax_documents WHERE vendor_id = $1 AND kind = 'invoice' ORDER BY sequence",
      [vendor.userId],
    );
    expect(rows.map((r) => r.sequence)).toEqual([1, 2, 3, 4, 5, 6, 7, 8]);
    expect(new Set(rows.map((r) => r.number)).size).toBe(8);
  }, 90_000);

  it('starts a new series on 1 April, India time', async () => {
    const vendor = await signedInVendor(t);
    await giveTaxDetails(t.database.db, vendor.userId, 'Goa', 'FYB');
    const product = (await createdProduct(vendor, { status: 'published', stockQuantity: 100 })).id;
    const issueAt = async (at: string) => {
      const customer = await signedIn(t.app, t.database);
      const order = await placed(customer, [{ productId: product, quantity: 1 }]);
      const groupId = await groupOf(order.id, vendor.userId);
      return t.database.db.transaction((tx) => issueInvoice(tx, groupId, new Date(at)));
    };
    // 31 March 23:59 and 1 April 00:00 in India are 18:29 and 18:30 UTC on 31 March.
    expect((await issueAt('2026-03-31T18:00:00Z'))!.number).toBe('FYB/2025-26/000001');
    expect((await issueAt('2026-03-31T18:29:59Z'))!.number).toBe('FYB/2025-26/000002');
    expect((await issueAt('2026-03-31T18:30:00Z'))!.number).toBe('FYB/2026-27/000001');
    expect((await issueAt('2026-04-02T10:00:00Z'))!.number).toBe('FYB/2026-27/000002');
  }, 60_000);

  it('is not issued while the vendor has no tax details: the shipment still ships', async () => {
    const vendor = await signedInVendor(t);
    const product = (await createdProduct(vendor, { status: 'published', stockQuantity: 10 })).id;
    const customer = await signedIn(t.app, t.database);
    const order = await placed(customer, [{ productId: product, quantity: 1 }]);
    await shipGroup(t.database.db, await groupOf(order.id, vendor.userId));
    expect(await docsOf(order.id)).toEqual([]);
  });
});

describe('credit notes', () => {
  it('are numbered in their own series, at the invoice’s rates, once per refund', async () => {
    const customer = await signedIn(t.app, t.database);
    const order = await placed(customer, [{ productId: lipstick, quantity: 2 }]);
    const groupId = await groupOf(order.id, karnataka.userId);
    await shipGroup(t.database.db, groupId);
    const [invoice] = await docsOf(order.id);
    const [item] = await t.database.query<{ id: string }>(
      'SELECT id FROM order_items WHERE group_id = $1',
      [groupId],
    );
    const issue = () =>
      t.database.db.transaction((tx) =>
        issueCreditNote(tx, {
          groupId,
          refundId: 'refund-test-1',
          lines: [{ orderItemId: item!.id, quantity: 1, amountPaise: 399_00 }],
        }),
      );
    const [first, again] = await Promise.all([issue(), issue()]);
    expect(first!.number).toBe(again!.number);
    expect(first!.number).toMatch(/^KAR\/CN\/\d{4}-\d{2}\/\d{6}$/);
    expect(first!.invoiceId).toBe(invoice!.id);
    expect(first!.totalPaise).toBe(399_00);
    expect(first!.taxablePaise).toBe(338_14);
    expect(first!.cgstPaise + first!.sgstPaise).toBe(60_86);
    // More than the invoice charged is refused.
    await expect(
      t.database.db.transaction((tx) =>
        issueCreditNote(tx, {
          groupId,
          lines: [{ orderItemId: item!.id, quantity: 2, amountPaise: 798_00 }],
        }),
      ),
    ).rejects.toThrow(/exceed/);
  });

  it('are issued for the admin’s refund of an order where it falls on an invoiced shipment (issue #33)', async () => {
    const customer = await signedIn(t.app, t.database);
    const order = await placed(customer, [
      { productId: lipstick, quantity: 1 },
      { productId: keralaProduct, quantity: 1 },
    ]);
    const delivered = await groupOf(order.id, karnataka.userId);
    await shipGroup(t.database.db, delivered);
    const keralaGroup = await groupOf(order.id, kerala.userId);
    const cancel = await customer.call('POST', `/api/store/orders/${order.id}/cancel`, {
      groupId: keralaGroup,
      reason: 'Changed my mind',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    await t.database.db.transaction((tx) =>
      moveGroup(tx, {
        groupId: delivered,
        to: 'delivered',
        actor: { userId: 'admin-test', role: 'admin' },
        notify: false,
      }),
    );
    // Cash on delivery: the cancelled shipment was never paid for, so the refund is the
    // delivered one's, and its invoice is credited (it had no credit note before).
    const res = await refundAs(admin, order.id, 100);
    expect(res.statusCode, res.body).toBe(200);
    const docs = await docsOf(order.id);
    expect(docs.map((d) => [d.kind, d.group_id, d.total_paise])).toEqual([
      ['invoice', delivered, expect.any(Number)],
      ['credit-note', delivered, 10_000],
    ]);
  });
});

describe('PDF downloads', () => {
  let order: Placed;
  let customer: Shopper;
  let invoiceId: string;
  let number: string;

  beforeAll(async () => {
    customer = await signedIn(t.app, t.database);
    order = await placed(customer, [
      { productId: lipstick, quantity: 1 },
      { productId: keralaProduct, quantity: 1 },
    ]);
    await shipGroup(t.database.db, await groupOf(order.id, karnataka.userId));
    const docs = await docsOf(order.id);
    invoiceId = docs[0]!.id;
    number = docs[0]!.number;
  });

  it('lists the order’s documents for its customer and the shipment’s for its vendor', async () => {
    const mine = await customer.call('GET', `/api/store/orders/${order.id}/tax-documents`);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().documents).toEqual([
      expect.objectContaining({ kind: 'invoice', number, id: invoiceId }),
    ]);
    const vendors = await karnataka.call('GET', `/api/vendor/orders/${order.id}/tax-documents`);
    expect(vendors.json().documents).toHaveLength(1);
    // Kerala's shipment has not shipped: its vendor sees no document.
    const other = await kerala.call('GET', `/api/vendor/orders/${order.id}/tax-documents`);
    expect(other.json().documents).toEqual([]);
  });

  it('downloads a PDF holding the invoice number, for its customer and its vendor', async () => {
    for (const res of [
      await customer.call('GET', `/api/store/orders/${order.id}/tax-documents/${invoiceId}/pdf`),
      await karnataka.call('GET', `/api/vendor/orders/${order.id}/tax-documents/${invoiceId}/pdf`),
    ]) {
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${number.replace(/\//g, '-')}.pdf`);
      expect(res.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
      const text = await pdfText(res.rawPayload);
      expect(text).toContain(number);
      expect(text).toContain('TAX INVOICE');
      expect(text).toContain('CGST');
    }
  });

  it('is not found for another customer or another vendor', async () => {
    const stranger = await signedIn(t.app, t.database);
    const paths = [
      `/api/store/orders/${order.id}/tax-documents`,
      `/api/store/orders/${order.id}/tax-documents/${invoiceId}/pdf`,
    ];
    for (const url of paths) expect((await stranger.call('GET', url)).statusCode).toBe(404);
    const otherVendor = await signedInVendor(t);
    for (const url of [
      `/api/vendor/orders/${order.id}/tax-documents`,
      `/api/vendor/orders/${order.id}/tax-documents/${invoiceId}/pdf`,
    ]) {
      expect((await otherVendor.call('GET', url)).statusCode).toBe(404);
    }
    // Kerala's vendor has a shipment in the order but not this invoice.
    const res = await kerala.call(
      'GET',
      `/api/vendor/orders/${order.id}/tax-documents/${invoiceId}/pdf`,
    );
    expect(res.statusCode).toBe(404);
  });
});

describe('tax details, HSN codes and the GSTR-1 register', () => {
  it('refuses a GSTIN with a wrong check character and a prefix another vendor uses', async () => {
    const vendor = await signedInVendor(t);
    const body = {
      legalName: 'Glow Private Limited',
      gstin: '29AAGCB7383J1Z5',
      invoicePrefix: 'KAR',
      registeredAddress: {
        line1: '1 MG Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    };
    const bad = await vendor.call('PUT', '/api/vendor/settings/tax', { payload: body });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().errors).toEqual([
      expect.objectContaining({ path: 'gstin', message: expect.stringMatching(/check character/) }),
    ]);
    const taken = await vendor.call('PUT', '/api/vendor/settings/tax', {
      payload: { ...body, gstin: '29AAGCB7383J1Z4' },
    });
    expect(taken.statusCode).toBe(422);
    const saved = await vendor.call('PUT', '/api/vendor/settings/tax', {
      payload: { ...body, gstin: '29AAGCB7383J1Z4', invoicePrefix: 'glw' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ invoicePrefix: 'GLW', complete: true });
  });

  it('uses the admin’s HSN codes and the vendor’s product override', async () => {
    const codes = await admin.call('GET', '/api/admin/hsn-codes');
    expect(codes.json().codes).toContainEqual({
      category: 'hair',
      subcategory: 'shampoo',
      hsnCode: '3305',
      rate: 5,
    });
    const override = await karnataka.call('PUT', `/api/vendor/products/${lipstick}/tax`, {
      payload: { hsnCode: '33049990', rate: 18 },
    });
    expect(override.statusCode, override.body).toBe(200);
    const own = await karnataka.call('GET', `/api/vendor/products/${lipstick}/tax`);
    expect(own.json()).toEqual({ hsnCode: '33049990', rate: 18 });
    expect((await kerala.call('GET', `/api/vendor/products/${lipstick}/tax`)).statusCode).toBe(404);
    const vendorCodes = await kerala.call('GET', '/api/vendor/hsn-codes');
    expect(vendorCodes.json()).toEqual(codes.json());
    const notMine = await kerala.call('PUT', `/api/vendor/products/${lipstick}/tax`, {
      payload: { hsnCode: '3304', rate: 5 },
    });
    expect(notMine.statusCode).toBe(404);
    const customer = await signedIn(t.app, t.database);
    const order = await placed(customer, [{ productId: lipstick, quantity: 1 }]);
    await shipGroup(t.database.db, await groupOf(order.id, karnataka.userId));
    const [invoice] = await docsOf(order.id);
    expect(invoice!.lines[0]!.hsnCode).toBe('33049990');
  });

  it('exports the month’s invoices and credit notes per HSN code and rate', async () => {
    const month = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 7);
    const res = await karnataka.call('GET', `/api/vendor/reports/gstr1.csv?month=${month}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    const lines = res.body.trim().split('\r\n');
    expect(lines[0]).toContain('Document type,Document number,Document date');
    expect(lines.some((l) => l.startsWith('Invoice,KAR/'))).toBe(true);
    expect(lines.some((l) => l.startsWith('Credit note,KAR/CN/'))).toBe(true);
    expect(lines.some((l) => l.includes(',3305,5,'))).toBe(true);
    const other = await kerala.call('GET', `/api/vendor/reports/gstr1.csv?month=${month}`);
    expect(other.body).not.toContain('KAR/');
    const bad = await karnataka.call('GET', '/api/vendor/reports/gstr1.csv?month=2026-13');
    expect(bad.statusCode).toBe(400);
  });
});
