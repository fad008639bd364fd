// /api/vendor/orders: the signed-in vendor's shipments. The prefix's guard admits active vendors
// only; the vendor is always the session's (vendorIdOf), so another vendor's order is a 404.
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  VendorBulkMoveResultSchema,
  VendorBulkMoveSchema,
  VendorOrderActionSchema,
  VendorOrderListQuerySchema,
  VendorOrderListSchema,
  VendorOrderSchema,
} from '../../../domain/schemas/vendor-orders';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { bulkMoveVendorOrders } from './bulk-move';
import { listVendorOrders } from './list-orders';
import { moveVendorOrder } from './move-order';
import { loadVendorOrder } from './vendor-order';

export const vendorOrderRoutes = routeGroup('vendor-orders', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/orders',
    {
      summary: "The vendor's shipments, newest first: status filter, search and pages",
      querystring: VendorOrderListQuerySchema,
      response: { 200: VendorOrderListSchema },
    },
    async (request) => listVendorOrders(db, vendorIdOf(request), request.query),
  );

  routes.post(
    '/api/vendor/orders/status',
    {
      summary:
        'Confirm or pack several shipments at once: each order answers on its own (moved, already there, or why not)',
      body: VendorBulkMoveSchema,
      response: { 200: VendorBulkMoveResultSchema },
    },
    async (request) => bulkMoveVendorOrders(db, vendorIdOf(request), request.body),
  );

  routes.get(
    '/api/vendor/orders/:id',
    {
      summary: "One order as its vendor sees it: its lines, the customer's name, phone and address",
      params: IdParamsSchema,
      response: { 200: VendorOrderSchema },
      errors: [404],
    },
    async (request) => loadVendorOrder(db, vendorIdOf(request), request.params.id),
  );

  routes.post(
    '/api/vendor/orders/:id/status',
    {
      summary:
        'Confirm, pack, ship (carrier and tracking number), mark delivered or cancel (with a reason; the stock goes back)',
      params: IdParamsSchema,
      body: VendorOrderActionSchema,
      response: { 200: VendorOrderSchema },
      errors: [404, 409, 503],
    },
    async (request) =>
      moveVendorOrder(db, vendorIdOf(request), request.params.id, request.body, {
        db,
        config: app.config,
        log: request.log,
      }),
  );
});
