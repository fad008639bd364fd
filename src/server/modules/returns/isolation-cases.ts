// How the isolation test and the ownership matrix aim issue #21's routes at someone else's
// return (src/server/test/route-table.ts explains the scheme): a real delivered order with a
// real return, made through the services the routes use.
import { eq } from 'drizzle-orm';
import { products } from '../../db/schema';
import type { TestApp } from '../../test/app-harness';
import type { OwnershipModule } from '../../test/ownership/ownership';
import { multipart } from '../../test/multipart';
import type { IsolationModule } from '../../test/route-table';
import { orderBody, setOrderLimits, signedIn, type Shopper } from '../orders/test-shoppers';
import { createPublishedProduct, pngImage } from '../vendor-catalog/test-vendor';
import { moveVendorOrder } from '../vendor-orders/move-order';
import { requestReturn } from './request-return';

async function deliveredReturn(t: TestApp, customer: Shopper, productId: string) {
  const placed = await customer.placeOrder(orderBody([{ productId, quantity: 2 }]));
  if (placed.statusCode !== 201) throw new Error(`order not placed: ${placed.body}`);
  const order = placed.json() as { id: string; groups: Array<{ items: Array<{ id?: string }> }> };
  const [product] = await t.database.db
    .select({ vendorId: products.vendorId })
    .from(products)
    .where(eq(products.id, productId));
  const db = t.database.db;
  for (const action of [
    { to: 'confirmed' },
    { to: 'packed' },
    { to: 'shipped', carrier: 'Delhivery', trackingNumber: 'DL0000000001' },
    { to: 'delivered' },
  ] as const) {
    await moveVendorOrder(db, product!.vendorId, order.id, action);
  }
  const [item] = await t.database.query<{ id: string }>(
    'SELECT id FROM order_items WHERE order_id = $1',
    [order.id],
  );
  const ret = await requestReturn(db, customer.userId, order.id, {
    items: [{ itemId: item!.id, quantity: 1 }],
    reason: 'damaged',
    note: '',
    payout: { method: 'upi', upiId: 'owner.only@okaxis' },
  });
  return { orderId: order.id, itemId: item!.id, returnId: ret.id };
}

export const vendorReturnsIsolation: IsolationModule = {
  name: 'vendor returns',
  async seed(t, ownerUserId) {
    const product = await createPublishedProduct(t.database.db, ownerUserId, {
      name: 'Owner’s Matte Lipstick',
      description: 'Belongs to the owner.',
      category: 'makeup',
      subcategory: 'lips',
      tags: [],
      price: 499,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      stockQuantity: 20,
      lowStockThreshold: 3,
      status: 'published',
    });
    const customer = await signedIn(t.app, t.database);
    const r = await deliveredReturn(t, customer, product.id);
    return { vendorReturnOrderId: r.orderId, vendorReturnId: r.returnId };
  },
  cases: [
    {
      route: 'GET /api/vendor/orders/:id/returns',
      params: (ids) => ({ id: ids.vendorReturnOrderId! }),
    },
    {
      route: 'POST /api/vendor/returns/:id/status',
      params: (ids) => ({ id: ids.vendorReturnId! }),
      request: () => ({ payload: { to: 'approved', pickup: 'Courier tomorrow, 10 to 1' } }),
    },
    {
      route: 'POST /api/vendor/returns/:id/status',
      params: (ids) => ({ id: ids.vendorReturnId! }),
      request: () => ({ payload: { to: 'rejected', reason: 'Taken over by someone else' } }),
    },
  ],
};

/** Customer A's delivered order with a return, and the admin's routes on that return. */
export const customerReturnsOwnership: OwnershipModule = {
  name: "a customer's returns",
  audience: 'customer',
  async seed(t, { customerA }) {
    // Customer A holds unpaid cash-on-delivery orders already: this one is about returns.
    await setOrderLimits(t.database);
    const r = await deliveredReturn(t, customerA, 'prod-003');
    return { returnOrderId: r.orderId, returnItemId: r.itemId, returnId: r.returnId };
  },
  cases: [
    { route: 'GET /api/store/orders/:id/returns', params: (ids) => ({ id: ids.returnOrderId! }) },
    {
      route: 'POST /api/store/orders/:id/returns',
      params: (ids) => ({ id: ids.returnOrderId! }),
      request: (ids) => ({
        payload: {
          items: [{ itemId: ids.returnItemId!, quantity: 1 }],
          reason: 'other',
          payout: { method: 'upi', upiId: 'taker.over@okaxis' },
        },
      }),
    },
    {
      route: 'POST /api/store/orders/:id/returns/:returnId/photos',
      params: (ids) => ({ id: ids.returnOrderId!, returnId: ids.returnId! }),
      request: async () => {
        const { payload, headers } = multipart({
          filename: 'taken.png',
          contentType: 'image/png',
          data: await pngImage(400, 400),
        });
        return { payload, headers };
      },
    },
  ],
};

export const adminReturnObjects: OwnershipModule = {
  name: 'Angle Admin returns',
  audience: 'admin',
  seed: async () => ({}),
  cases: [
    { route: 'GET /api/admin/returns/:id', params: (ids) => ({ id: ids.returnId! }) },
    {
      route: 'POST /api/admin/returns/:id/status',
      params: (ids) => ({ id: ids.returnId! }),
      request: () => ({ payload: { to: 'rejected', reason: 'Taken over' } }),
    },
    {
      route: 'POST /api/admin/returns/:id/refund',
      params: (ids) => ({ id: ids.returnId! }),
      request: () => ({ payload: { method: 'upi', reference: 'UTR0000001' } }),
    },
  ],
};
