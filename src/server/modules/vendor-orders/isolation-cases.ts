// How the isolation test aims each /api/vendor/orders route with an id at another vendor's
// order (src/server/test/route-table.ts explains the scheme). The owner's order is a real one,
// placed by a customer through POST /api/store/orders.
import type { IsolationModule } from '../../test/route-table';
import { orderBody, signedIn } from '../orders/test-shoppers';
import { createPublishedProduct } from '../vendor-catalog/test-vendor';

export const vendorOrdersIsolation: IsolationModule = {
  name: 'vendor orders',
  async seed(t, ownerUserId) {
    const product = await createPublishedProduct(t.database.db, ownerUserId, {
      name: 'Owner’s Rose Water Toner',
      description: 'Belongs to the owner.',
      category: 'skin',
      subcategory: 'face',
      tags: [],
      price: 349,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      stockQuantity: 20,
      lowStockThreshold: 3,
      status: 'published',
    });
    const customer = await signedIn(t.app, t.database);
    const res = await customer.placeOrder(orderBody([{ productId: product.id, quantity: 2 }]));
    if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
    return { orderId: (res.json() as { id: string }).id };
  },
  cases: [
    { route: 'GET /api/vendor/orders/:id', params: (ids) => ({ id: ids.orderId! }) },
    {
      route: 'POST /api/vendor/orders/:id/status',
      params: (ids) => ({ id: ids.orderId! }),
      request: () => ({ payload: { to: 'confirmed' } }),
    },
    {
      route: 'POST /api/vendor/orders/:id/status',
      params: (ids) => ({ id: ids.orderId! }),
      request: () => ({ payload: { to: 'cancelled', reason: 'Taken over by someone else' } }),
    },
    // Issue #39: shipping, the aggregator's booking and the label.
    {
      route: 'POST /api/vendor/orders/:id/shipment',
      params: (ids) => ({ id: ids.orderId! }),
      request: () => ({ payload: { carrier: 'Delhivery', trackingNumber: 'TAKEN-0001' } }),
    },
    {
      route: 'POST /api/vendor/orders/:id/shipment/cancel',
      params: (ids) => ({ id: ids.orderId! }),
    },
    { route: 'GET /api/vendor/orders/:id/label.pdf', params: (ids) => ({ id: ids.orderId! }) },
    // Issue #39: a failed delivery attempt and a parcel back undelivered (self-ship).
    {
      route: 'POST /api/vendor/orders/:id/delivery-attempts',
      params: (ids) => ({ id: ids.orderId! }),
      request: () => ({ payload: { reason: 'Nobody was home' } }),
    },
    { route: 'POST /api/vendor/orders/:id/returned', params: (ids) => ({ id: ids.orderId! }) },
  ],
};
