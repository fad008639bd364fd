// Issue #21's routes: a customer's returns under their order (/api/store/orders/:id/returns),
// the vendor's moves of its own returns, and the admin's list, overrides and refund. Every
// route scopes the return to its caller first: another customer's or vendor's return is a 404.
import { z } from 'zod';
import { IdempotencyKeySchema } from '../../../domain/schemas/order';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  AdminReturnListQuerySchema,
  AdminReturnListSchema,
  AdminReturnSchema,
  CreateReturnSchema,
  OrderReturnsSchema,
  RecordReturnRefundSchema,
  ReturnActionSchema,
  ReturnListSchema,
  ReturnSchema,
} from '../../../domain/schemas/returns';
import { routeGroup } from '../../http/route-group';
import { actorOf, vendorIdOf } from '../../plugins/auth-guard';
import { notFound } from '../../errors';
import { readSingleUpload } from '../media/read-upload';
import { vendorGroupOf } from '../vendor-orders/vendor-order';
import type { PaymentContext } from '../payments/provider';
import { moveReturn } from './move-return';
import { refundReturn } from './refund-return';
import { addReturnPhoto, assertOwnReturn, orderReturnTerms, requestReturn } from './request-return';
import { listAdminReturns, loadReturn, orderReturns, publicView } from './return-view';

const ReturnPhotoParams = z.object({
  id: z.string().min(1).max(100),
  returnId: z.string().min(1).max(100),
});
const PHOTO_BYTES = 8 * 1024 * 1024;

export const storeReturnRoutes = routeGroup('returns', (routes, app) => {
  const { db } = app.database;
  const { media } = app;

  routes.get(
    '/api/store/orders/:id/returns',
    {
      summary: 'What may be returned of one of your orders now (and why not), and its returns',
      params: IdParamsSchema,
      response: { 200: OrderReturnsSchema },
      errors: [404],
    },
    async (request) => orderReturnTerms(db, actorOf(request).userId, request.params.id),
  );

  routes.post(
    '/api/store/orders/:id/returns',
    {
      summary: 'Ask to return delivered items of one seller, within the return window',
      description:
        'Lines and units of one shipment, a reason and a note. Cash-on-delivery orders need `payout` (a UPI ID or a bank account), shown masked from then on. 409 outside the window, for a non-returnable category or for more units than are left.',
      params: IdParamsSchema,
      body: CreateReturnSchema,
      response: { 201: ReturnSchema },
      errors: [404, 409, 422],
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(await requestReturn(db, actorOf(request).userId, request.params.id, request.body)),
  );

  routes.post(
    '/api/store/orders/:id/returns/:returnId/photos',
    {
      summary:
        'Add a photo to your return (multipart field "file"; up to 3) while it waits for the seller',
      upload: true,
      params: ReturnPhotoParams,
      response: { 201: ReturnSchema },
      errors: [404, 409],
    },
    async (request, reply) => {
      const userId = actorOf(request).userId;
      const own = await assertOwnReturn(db, userId, request.params.returnId);
      if (own.orderId !== request.params.id) throw notFound('The return');
      const upload = await readSingleUpload(request, { maxBytes: PHOTO_BYTES, what: 'photo' });
      return reply
        .code(201)
        .send(await addReturnPhoto(db, media, userId, request.params.returnId, upload));
    },
  );
});

export const vendorReturnRoutes = routeGroup('vendor-returns', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/orders/:id/returns',
    {
      summary: "The returns of the vendor's shipment in one order",
      params: IdParamsSchema,
      response: { 200: ReturnListSchema },
      errors: [404],
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      await vendorGroupOf(db, vendorId, request.params.id);
      return orderReturns(db, request.params.id, { role: 'vendor', vendorId });
    },
  );

  routes.post(
    '/api/vendor/returns/:id/status',
    {
      summary:
        'Approve a return (pickup details), reject it (a reason the customer sees), mark it picked up or received (choosing the lines that go back into stock)',
      params: IdParamsSchema,
      body: ReturnActionSchema,
      response: { 200: ReturnSchema },
      errors: [404, 409, 422],
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const view = await moveReturn(
        db,
        { role: 'vendor', userId: actorOf(request).userId, vendorId },
        request.params.id,
        request.body,
      );
      return publicView(view);
    },
  );
});

export const adminReturnRoutes = routeGroup('admin-returns', (routes, app) => {
  const { db } = app.database;
  const ctx: PaymentContext = { db, config: app.config, log: app.log };

  routes.get(
    '/api/admin/returns',
    {
      summary: 'Every return, newest first: by status or order',
      querystring: AdminReturnListQuerySchema,
      response: { 200: AdminReturnListSchema },
    },
    async (request) => listAdminReturns(db, request.query),
  );

  routes.get(
    '/api/admin/returns/:id',
    {
      summary: 'One return with its refund figures and, for cash on delivery, where to send it',
      params: IdParamsSchema,
      response: { 200: AdminReturnSchema },
      errors: [404],
    },
    async (request) => loadReturn(db, request.params.id, { role: 'admin' }),
  );

  routes.post(
    '/api/admin/returns/:id/status',
    {
      summary:
        'Override the vendor: approve, reject, mark picked up or received, or overturn a rejection',
      params: IdParamsSchema,
      body: ReturnActionSchema,
      response: { 200: AdminReturnSchema },
      errors: [404, 409, 422],
    },
    async (request) =>
      moveReturn(
        db,
        { role: 'admin', userId: actorOf(request).userId },
        request.params.id,
        request.body,
      ),
  );

  routes.post(
    '/api/admin/returns/:id/refund',
    {
      summary: 'Refund a received return: through Razorpay, or recorded as a UPI or bank transfer',
      description:
        'The amount is the domain’s: the returned units’ paid price after their share of discounts, plus shipping when the whole shipment came back; the commission is reversed in proportion. Online orders are refunded through Razorpay (503 when it does not answer: the refund is kept and sent again); cash-on-delivery needs `method` (upi or bank) and the transfer’s `reference`. One refund per return: a refund repeated answers 409 (or, with the same `Idempotency-Key`, the refund made); a rejected return is 409.',
      params: IdParamsSchema,
      headers: z.object({ 'idempotency-key': IdempotencyKeySchema.optional() }),
      body: RecordReturnRefundSchema,
      response: { 200: AdminReturnSchema },
      errors: [404, 409, 422, 503],
    },
    async (request) =>
      refundReturn(
        ctx,
        request.params.id,
        actorOf(request).userId,
        request.body,
        request.headers['idempotency-key'] ?? null,
      ),
  );
});
