// Angle Admin's settings, changed through the admin API by specs that need a store set up a
// certain way. Specs run side by side on one server: a change reads the settings as they are now
// and writes back only what it means to change, so another spec's change in between is kept.
import { expect, request as playwrightRequest, type APIRequestContext } from '@playwright/test';
import type {
  AdminPaymentSettings,
  AdminPaymentSettingsUpdate,
} from '../../src/domain/schemas/admin-settings';
import { FAKE_RAZORPAY_KEYS } from '../../src/server/test/fake-razorpay';
import { DEMO_ACCOUNTS } from './fixtures-auth';

/** A request context of its own, signed in as the demo admin. */
export async function adminApi(baseURL: string): Promise<APIRequestContext> {
  const api = await playwrightRequest.newContext({ baseURL });
  const { email, password, api: signIn } = DEMO_ACCOUNTS.admin;
  expect((await api.post(signIn, { data: { email, password } })).status()).toBe(200);
  return api;
}

export async function paymentSettings(api: APIRequestContext): Promise<AdminPaymentSettings> {
  const res = await api.get('/api/admin/settings/payment');
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AdminPaymentSettings;
}

/** Razorpay on, with the keys of the fake gateway the e2e server runs. */
export const FAKE_RAZORPAY_ON = {
  enabled: true,
  keyId: FAKE_RAZORPAY_KEYS.keyId,
  testMode: true,
  keySecret: FAKE_RAZORPAY_KEYS.keySecret,
  webhookSecret: FAKE_RAZORPAY_KEYS.webhookSecret,
};

/**
 * The payment settings as saved now, changed by `change` and saved. The secrets are left out
 * (the saved ones stay) unless `change` sets them.
 */
export async function changePaymentSettings(
  api: APIRequestContext,
  change: (now: AdminPaymentSettingsUpdate) => AdminPaymentSettingsUpdate,
): Promise<AdminPaymentSettings> {
  const now = await paymentSettings(api);
  const { enabled, keyId, testMode } = now.razorpay;
  const res = await api.put('/api/admin/settings/payment', {
    data: change({
      cod: now.cod,
      prepaidDiscountPct: now.prepaidDiscountPct,
      razorpay: { enabled, keyId, testMode },
    }),
  });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as AdminPaymentSettings;
}
