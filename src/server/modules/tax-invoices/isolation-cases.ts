// How the isolation walks aim each /api/vendor route with an id of this module at another
// vendor's objects (src/server/test/route-table.ts explains the scheme): a shipped order of the
// owner's, with its tax invoice, and one of its products.
import type { IsolationModule } from '../../test/route-table';
import { orderBody, signedIn } from '../orders/test-shoppers';
import { giveTaxDetails, shipGroup } from './test-invoices';
import { createPublishedProduct } from '../vendor-catalog/test-vendor';

export const vendorTaxDocumentsIsolation: IsolationModule = {
  name: 'vendor tax invoices',
  async seed(t, ownerUserId) {
    const { db } = t.database;
    await giveTaxDetails(db, ownerUserId);
    const product = await createPublishedProduct(db, ownerUserId, {
      name: 'Owner’s Kajal',
      description: 'Belongs to the owner.',
      category: 'makeup',
      subcategory: 'eyes',
      tags: [],
      price: 299,
      originalPrice: null,
      isOnSale: false,
      isNew: false,
      stockQuantity: 20,
      lowStockThreshold: 3,
      status: 'published',
    });
    const customer = await signedIn(t.app, t.database);
    const res = await customer.placeOrder(orderBody([{ productId: product.id, quantity: 1 }]));
    if (res.statusCode !== 201) throw new Error(`order not placed: ${res.body}`);
    const order = res.json() as { id: string; groups: Array<{ id: string }> };
    await shipGroup(db, order.groups[0]!.id);
    const [doc] = await t.database.query<{ id: string }>(
      'SELECT id FROM tax_documents WHERE order_id = $1',
      [order.id],
    );
    return { invoicedOrderId: order.id, invoiceId: doc!.id, taxProductId: product.id };
  },
  cases: [
    {
      route: 'GET /api/vendor/orders/:id/tax-documents',
      params: (ids) => ({ id: ids.invoicedOrderId! }),
    },
    {
      route: 'GET /api/vendor/orders/:id/tax-documents/:documentId/pdf',
      params: (ids) => ({ id: ids.invoicedOrderId!, documentId: ids.invoiceId! }),
    },
    {
      route: 'GET /api/vendor/products/:id/tax',
      params: (ids) => ({ id: ids.taxProductId! }),
    },
    {
      route: 'PUT /api/vendor/products/:id/tax',
      params: (ids) => ({ id: ids.taxProductId! }),
      request: () => ({ payload: { hsnCode: '3304', rate: 18 } }),
    },
  ],
};
