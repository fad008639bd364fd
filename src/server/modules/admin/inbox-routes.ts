// /api/admin/newsletter-subscribers, /contact-messages and /audit-log: what visitors sent in,
// with CSV exports, and the trail of admin changes. The prefix's guard admits admins only.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
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
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import { listAudit } from '../audit/audit';
import { guarded, IdParams } from './guarded';
import { CsvSchema, sendCsv } from './send-csv';
import {
  contactMessagesCsv,
  listContactMessages,
  listSubscribers,
  setMessageHandled,
  subscribersCsv,
} from './inbox';

export async function adminInboxRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get(
    '/api/admin/newsletter-subscribers',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers, newest first',
        querystring: SubscriberListQuerySchema,
        response: { 200: SubscriberListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listSubscribers(db, request.query),
  );

  api.get(
    '/api/admin/newsletter-subscribers/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Newsletter subscribers as CSV (the search applies)',
        querystring: SubscriberListQuerySchema.pick({ search: true }),
        response: { 200: CsvSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'newsletter-subscribers', await subscribersCsv(db, request.query)),
  );

  api.get(
    '/api/admin/contact-messages',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages, newest first',
        querystring: ContactMessageListQuerySchema,
        response: { 200: ContactMessageListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listContactMessages(db, request.query),
  );

  api.get(
    '/api/admin/contact-messages/export',
    {
      schema: {
        tags: ['admin'],
        summary: 'Contact messages as CSV (the search and status apply)',
        querystring: ContactMessageListQuerySchema.pick({ search: true, status: true }),
        response: { 200: CsvSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request, reply) =>
      sendCsv(reply, 'contact-messages', await contactMessagesCsv(db, request.query)),
  );

  api.patch(
    '/api/admin/contact-messages/:id',
    {
      schema: {
        tags: ['admin'],
        summary: 'Mark a message handled, or open again',
        params: IdParams,
        body: ContactMessagePatchSchema,
        response: { 200: ContactMessageSchema, 400: ProblemSchema, 404: ProblemSchema, ...guarded },
      },
    },
    async (request) =>
      setMessageHandled(db, actorOf(request).userId, request.params.id, request.body.handled),
  );

  api.get(
    '/api/admin/audit-log',
    {
      schema: {
        tags: ['admin'],
        summary: 'Who changed what and when, newest first',
        querystring: AuditListQuerySchema,
        response: { 200: AuditListSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => listAudit(db, request.query),
  );
}
