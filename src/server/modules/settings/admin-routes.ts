// /api/admin/settings/store and /payment: the settings documents, edited by the admin. Razorpay's
// secrets go in through PUT and never come out (admin-settings.ts).
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  AdminPaymentSettingsSchema,
  AdminPaymentSettingsUpdateSchema,
  AdminStoreSettingsSchema,
} from '../../../domain/schemas/admin-settings';
import { ProblemSchema } from '../../../domain/schemas/problem';
import { actorOf } from '../../plugins/auth-guard';
import {
  readAdminPaymentSettings,
  readAdminStoreSettings,
  updatePaymentSettings,
  updateStoreSettings,
} from './admin-settings';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };

export async function adminSettingsRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;

  api.get(
    '/api/admin/settings/store',
    {
      schema: {
        tags: ['admin'],
        summary: "The store's details, delivery terms, GST, promotion and default commission",
        response: { 200: AdminStoreSettingsSchema, ...guarded },
      },
    },
    async () => readAdminStoreSettings(db),
  );

  api.put(
    '/api/admin/settings/store',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save the store settings (recorded in the audit log)',
        body: AdminStoreSettingsSchema,
        response: { 200: AdminStoreSettingsSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => updateStoreSettings(db, actorOf(request).userId, request.body),
  );

  api.get(
    '/api/admin/settings/payment',
    {
      schema: {
        tags: ['admin'],
        summary: 'Cash on delivery and Razorpay; secrets only as set or not and their last 4',
        response: { 200: AdminPaymentSettingsSchema, ...guarded },
      },
    },
    async () => readAdminPaymentSettings(db),
  );

  api.put(
    '/api/admin/settings/payment',
    {
      schema: {
        tags: ['admin'],
        summary: 'Save the payment settings; an omitted secret is kept, null removes it',
        body: AdminPaymentSettingsUpdateSchema,
        response: { 200: AdminPaymentSettingsSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => updatePaymentSettings(db, actorOf(request).userId, request.body),
  );
}
