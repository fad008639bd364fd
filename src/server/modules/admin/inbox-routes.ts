// /api/admin/newsletter-subscribers, /contact-messages and /audit-log: what visitors sent in,
// with CSV exports, and the trail of admin changes. The prefix's guard admits admins only.
import {
  AuditListQuerySchema,
  AuditListSchema,
  ContactMessageListQuerySchema,
  ContactMessageListSchema,
  ContactMessagePatchSchema,
  ContactMessageSchema,
  SubscriberListQuerySchema,
  SubscriberListSchema,
} from '../../../domain/schemas/admin-inbox';
import { IdParamsSchema } from '../../../domain/schemas/params';
import { datedCsvName, sendCsv } from '../../http/csv-reply';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import { listAudit } from '../audit/audit';
import {
  contactMessagesCsv,
  listContactMessages,
  listSubscribers,
  setMessageHandled,
  subscribersCsv,
} from './inbox';

export const adminInboxRoutes = routeGroup('admin-inbox', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/newsletter-subscribers',
    {
      summary: 'Newsletter subscribers, newest first',
      querystring: SubscriberListQuerySchema,
      response: { 200: SubscriberListSchema },
    },
    async (request) => listSubscribers(db, request.query),
  );

  routes.get(
    '/api/admin/newsletter-subscribers/export',
    {
      summary: 'Newsletter subscribers as CSV (the search applies)',
      querystring: SubscriberListQuerySchema.pick({ search: true }),
      csv: true,
    },
    async (request, reply) =>
      sendCsv(
        reply,
        datedCsvName('newsletter-subscribers'),
        await subscribersCsv(db, request.query),
      ),
  );

  routes.get(
    '/api/admin/contact-messages',
    {
      summary: 'Contact messages, newest first',
      querystring: ContactMessageListQuerySchema,
      response: { 200: ContactMessageListSchema },
    },
    async (request) => listContactMessages(db, request.query),
  );

  routes.get(
    '/api/admin/contact-messages/export',
    {
      summary: 'Contact messages as CSV (the search and status apply)',
      querystring: ContactMessageListQuerySchema.pick({ search: true, status: true }),
      csv: true,
    },
    async (request, reply) =>
      sendCsv(reply, datedCsvName('contact-messages'), await contactMessagesCsv(db, request.query)),
  );

  routes.patch(
    '/api/admin/contact-messages/:id',
    {
      summary: 'Mark a message handled, or open again',
      params: IdParamsSchema,
      body: ContactMessagePatchSchema,
      response: { 200: ContactMessageSchema },
      errors: [404],
    },
    async (request) =>
      setMessageHandled(db, actorOf(request).userId, request.params.id, request.body.handled),
  );

  routes.get(
    '/api/admin/audit-log',
    {
      summary: 'Who changed what and when, newest first',
      querystring: AuditListQuerySchema,
      response: { 200: AuditListSchema },
    },
    async (request) => listAudit(db, request.query),
  );
});
