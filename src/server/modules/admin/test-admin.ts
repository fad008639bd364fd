// Test helpers for the admin API: a signed-in admin and JSON calls with its cookie.
import type { InjectOptions } from 'fastify';
import type { TestApp } from '../../test/app-harness';
import { createAccount, sessionCookieOf, signInAt } from '../auth/test-accounts';

export async function signedInAdmin(t: TestApp) {
  const account = await createAccount(t.database, 'admin');
  const cookie = sessionCookieOf(await signInAt(t.app, 'admin', account));
  const call = (method: InjectOptions['method'], url: string, payload?: object) =>
    t.app.inject({
      method,
      url,
      headers: { cookie },
      ...(payload === undefined ? {} : { payload }),
    });
  return { ...account, cookie, call };
}

export async function auditRows(t: TestApp, entity: string, entityId: string) {
  return t.database.query<{ action: string; actor_user_id: string; changes: unknown }>(
    'SELECT action, actor_user_id, changes FROM audit_log WHERE entity = $1 AND entity_id = $2 ORDER BY created_at',
    [entity, entityId],
  );
}
