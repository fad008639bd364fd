// Issue #39: the vendor ships through a provider (its own courier or the aggregator), cancels an
// aggregator booking before pickup, prints the label and keeps a default provider; the admin
// sets the aggregator up; failed deliveries (the shopper's answer, the self-shipping vendor's
// failed attempt and returned parcel). Guards come from the prefixes (/api/store, /api/vendor,
// /api/admin).
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  AdminShippingSettingsSchema,
  AdminShippingSettingsUpdateSchema,
  BookShipmentSchema,
  BulkLabelsQuerySchema,
  VendorShippingSettingsSchema,
  VendorShippingSettingsUpdateSchema,
} from '../../../domain/schemas/shipping';
import { VendorOrderSchema } from '../../../domain/schemas/vendor-orders';
import {
  AnswerDeliveryIssueSchema,
  DeliveryIssueParamsSchema,
  RecordFailedAttemptSchema,
} from '../../../domain/schemas/delivery-issues';
import { OrderSchema } from '../../../domain/schemas/order';
import { sendPdf } from '../../http/pdf-reply';
import { routeGroup } from '../../http/route-group';
import { actorOf, vendorIdOf } from '../../plugins/auth-guard';
import { bookShipment, cancelBooking } from './book-shipment';
import { answerDeliveryIssue, recordFailedAttempt } from './delivery-issues';
import { recordSelfShipReturn } from './return-to-origin';
import { bulkShipmentLabels, shipmentLabel } from './label';
import type { ShippingContext } from './provider';
import { readAdminShippingSettings, updateShippingSettings } from './shipping-settings';
import { readVendorShipping, setVendorShipping } from './vendor-shipping';

export const vendorShippingRoutes = routeGroup('vendor-shipping', (routes, app) => {
  const ctx: ShippingContext = { db: app.database.db, config: app.config, log: app.log };

  routes.post(
    '/api/vendor/orders/:id/shipment',
    {
      summary:
        'Ship a packed shipment: yourself (carrier and tracking number) or through Shiprocket (weight; answers with the AWB and courier)',
      params: IdParamsSchema,
      body: BookShipmentSchema,
      response: { 200: VendorOrderSchema },
      errors: [404, 409, 422, 503],
    },
    async (request) => bookShipment(ctx, vendorIdOf(request), request.params.id, request.body),
  );

  routes.post(
    '/api/vendor/orders/:id/shipment/cancel',
    {
      summary: "Cancel the Shiprocket booking before the courier's pickup (the AWB is voided)",
      params: IdParamsSchema,
      response: { 200: VendorOrderSchema },
      errors: [404, 409, 422, 503],
    },
    async (request) => cancelBooking(ctx, vendorIdOf(request), request.params.id),
  );

  routes.get(
    '/api/vendor/orders/:id/label.pdf',
    {
      summary:
        "The shipment's 4×6 inch label: Shiprocket's own for a booked parcel, else Angle's (ship-to, ship-from, COD or Prepaid, weight, barcode)",
      params: IdParamsSchema,
      pdf: true,
      errors: [404, 409, 503],
    },
    async (request, reply) => {
      const label = await shipmentLabel(ctx, vendorIdOf(request), request.params.id);
      return sendPdf(reply, label.filename, label.pdf);
    },
  );

  routes.post(
    '/api/vendor/orders/:id/delivery-attempts',
    {
      summary:
        'A parcel you ship yourself could not be delivered: record the attempt (the customer is asked what to do next)',
      params: IdParamsSchema,
      body: RecordFailedAttemptSchema,
      response: { 200: VendorOrderSchema },
      errors: [404, 409],
    },
    async (request) =>
      recordFailedAttempt(ctx, vendorIdOf(request), request.params.id, request.body.reason),
  );

  routes.post(
    '/api/vendor/orders/:id/returned',
    {
      summary:
        'A parcel you ship yourself came back undelivered: its stock returns, the shipment is cancelled and an online payment refunded',
      params: IdParamsSchema,
      response: { 200: VendorOrderSchema },
      errors: [404, 409],
    },
    async (request) =>
      recordSelfShipReturn({ ...ctx, log: request.log }, vendorIdOf(request), request.params.id),
  );

  routes.get(
    '/api/vendor/orders/labels.pdf',
    {
      summary:
        'The labels of the chosen orders (`ids`, comma-separated) in one PDF, to print beside the packing slips; one order not yours or cancelled refuses the sheet',
      querystring: BulkLabelsQuerySchema,
      pdf: true,
      errors: [404, 409, 503],
    },
    async (request, reply) => {
      const labels = await bulkShipmentLabels(ctx, vendorIdOf(request), request.query.ids);
      return sendPdf(reply, labels.filename, labels.pdf);
    },
  );

  routes.get(
    '/api/vendor/settings/shipping',
    {
      summary: 'How you ship unless you choose otherwise for one shipment',
      response: { 200: VendorShippingSettingsSchema },
    },
    async (request) => readVendorShipping(ctx.db, vendorIdOf(request)),
  );

  routes.put(
    '/api/vendor/settings/shipping',
    {
      summary: 'Choose your default: self-ship or Shiprocket (once Angle has set it up)',
      body: VendorShippingSettingsUpdateSchema,
      response: { 200: VendorShippingSettingsSchema },
      errors: [409],
    },
    async (request) => setVendorShipping(ctx.db, vendorIdOf(request), request.body.defaultProvider),
  );
});

export const storeDeliveryRoutes = routeGroup('store-delivery', (routes, app) => {
  const { db } = app.database;

  routes.post(
    '/api/store/orders/:id/delivery-issues/:issueId',
    {
      summary:
        'After a failed delivery: deliver again on a day, correct the address or phone, or cancel (sent to the courier or the seller)',
      description:
        'Answers once (409 after). `reattemptOn` is a day from tomorrow to a week ahead (India). For a parcel booked through Shiprocket the answer goes to its courier; 503 with Retry-After when it does not answer, and the question stays open.',
      params: DeliveryIssueParamsSchema,
      body: AnswerDeliveryIssueSchema,
      response: { 200: OrderSchema },
      errors: [404, 409, 422, 503],
    },
    async (request) =>
      answerDeliveryIssue(
        { db, config: app.config, log: request.log },
        actorOf(request).userId,
        request.params.id,
        request.params.issueId,
        request.body,
      ),
  );
});

export const adminShippingRoutes = routeGroup('admin-shipping', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/settings/shipping',
    {
      summary:
        'The Shiprocket account; its password and webhook token only as set or not and their last 4',
      response: { 200: AdminShippingSettingsSchema },
    },
    async () => readAdminShippingSettings(db),
  );

  routes.put(
    '/api/admin/settings/shipping',
    {
      summary: 'Save the Shiprocket account; an omitted secret is kept, null removes it',
      body: AdminShippingSettingsUpdateSchema,
      response: { 200: AdminShippingSettingsSchema },
    },
    async (request) => updateShippingSettings(db, actorOf(request).userId, request.body),
  );
});
