// /api/admin/settings/store and /payment: the settings documents, edited by the admin. Razorpay's
// secrets go in through PUT and never come out (admin-settings.ts).
import {
  AdminPaymentSettingsSchema,
  AdminPaymentSettingsUpdateSchema,
  AdminStoreSettingsSchema,
} from '../../../domain/schemas/admin-settings';
import { routeGroup } from '../../http/route-group';
import { actorOf } from '../../plugins/auth-guard';
import {
  readAdminPaymentSettings,
  readAdminStoreSettings,
  updatePaymentSettings,
  updateStoreSettings,
} from './admin-settings';
import { AdminSmsSettingsSchema, AdminSmsSettingsUpdateSchema } from '../../../domain/schemas/cod';
import { readAdminSmsSettings, updateSmsSettings } from '../sms/sms';

export const adminSettingsRoutes = routeGroup('admin-settings', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/admin/settings/store',
    {
      summary:
        "The store's details, delivery terms, GST, promotion, default commission and order limits",
      response: { 200: AdminStoreSettingsSchema },
    },
    async () => readAdminStoreSettings(db),
  );

  routes.put(
    '/api/admin/settings/store',
    {
      summary: 'Save the store settings (recorded in the audit log)',
      body: AdminStoreSettingsSchema,
      response: { 200: AdminStoreSettingsSchema },
    },
    async (request) => updateStoreSettings(db, actorOf(request).userId, request.body),
  );

  routes.get(
    '/api/admin/settings/payment',
    {
      summary: 'Cash on delivery and Razorpay; secrets only as set or not and their last 4',
      response: { 200: AdminPaymentSettingsSchema },
    },
    async () => readAdminPaymentSettings(db),
  );

  routes.put(
    '/api/admin/settings/payment',
    {
      summary: 'Save the payment settings; an omitted secret is kept, null removes it',
      body: AdminPaymentSettingsUpdateSchema,
      response: { 200: AdminPaymentSettingsSchema },
    },
    async (request) => updatePaymentSettings(db, actorOf(request).userId, request.body),
  );

  routes.get(
    '/api/admin/settings/sms',
    {
      summary:
        'Text messages through Twilio (else written to the log); the auth token only as set or not and its last 4',
      response: { 200: AdminSmsSettingsSchema },
    },
    async () => readAdminSmsSettings(db),
  );

  routes.put(
    '/api/admin/settings/sms',
    {
      summary: 'Save the text-message settings; an omitted auth token is kept, null removes it',
      body: AdminSmsSettingsUpdateSchema,
      response: { 200: AdminSmsSettingsSchema },
    },
    async (request) => updateSmsSettings(db, actorOf(request).userId, request.body),
  );
});
