// Writing the settings documents (`settings` rows, one JSON value per key) under a row lock, and
// the documents kept with a secrets document beside them: Razorpay's (`payment` and
// `payment-secrets`), Shiprocket's (`shipping`, `shipping-secrets`) and Twilio's (`sms`,
// `sms-secrets`). No route returns a secret: answers carry its mask (set, last four), the audit
// trail says only that it was set, replaced or removed. One way to read, update and save them.
import { inArray } from 'drizzle-orm';
import type { z } from 'zod';
import type { SecretMask } from '../../../domain/schemas/admin-settings';
import type { DbOrTx, Tx } from '../../db/client';
import { settings } from '../../db/schema-site';
import { AppError } from '../../errors';
import { recordAudit } from '../audit/audit';

type Secrets = Record<string, string | null>;

/** Locks the documents' rows for the transaction (concurrent edits apply one after another). */
export async function lockSettings(tx: Tx, keys: string[]) {
  await tx
    .select({ key: settings.key })
    .from(settings)
    .where(inArray(settings.key, keys))
    .for('update');
}

export async function writeDocument(tx: Tx, key: string, value: unknown, actorUserId: string) {
  await tx
    .insert(settings)
    .values({ key, value, updatedBy: actorUserId })
    .onConflictDoUpdate({
      target: settings.key,
      set: { value, updatedBy: actorUserId, updatedAt: new Date() },
    });
}

export function maskOf(secret: string | null): SecretMask {
  return secret ? { set: true, last4: secret.slice(-4) } : { set: false, last4: null };
}

/** What the audit trail says about a secret: never its value. */
export function secretChange(before: string | null, after: string | null): string | null {
  if (before === after) return null;
  if (after === null) return 'removed';
  return before === null ? 'set' : 'replaced';
}

/**
 * The secrets an update leaves — for each, undefined keeps the stored one, null removes it, a
 * string replaces it — and the audit entries of those that changed, under `auditNames`.
 */
export function updateSecrets<X extends Secrets>(
  current: X,
  input: { [K in keyof X]?: string | null },
  auditNames: { [K in keyof X]: string },
): { secrets: X; changes: Record<string, string> } {
  const secrets = { ...current };
  const changes: Record<string, string> = {};
  for (const key of Object.keys(current) as (keyof X)[]) {
    const given = input[key];
    if (given !== undefined) secrets[key] = given as X[keyof X];
    const change = secretChange(current[key] ?? null, secrets[key] ?? null);
    if (change) changes[auditNames[key]] = change;
  }
  return { secrets, changes };
}

/** Turning a service on needs its secret: a field error on `path` otherwise. */
export function requireSecret(on: boolean, secret: string | null, path: string, message: string) {
  if (on && !secret) throw new AppError('invalid', message, [{ path, message, location: 'body' }]);
}

/** A settings document and its secrets document, in one statement (defaults where unset). */
export async function readWithSecrets<S, X extends Secrets>(
  db: DbOrTx,
  doc: { key: string; schema: z.ZodType<S>; defaults: S },
  secretsDoc: { key: string; schema: z.ZodType<X>; defaults: X },
): Promise<{ settings: S; secrets: X }> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, [doc.key, secretsDoc.key]));
  const value = (key: string) => rows.find((r) => r.key === key)?.value;
  const parsed = doc.schema.safeParse(value(doc.key));
  const secrets = secretsDoc.schema.safeParse(value(secretsDoc.key));
  return {
    settings: parsed.success ? parsed.data : doc.defaults,
    secrets: secrets.success ? secrets.data : secretsDoc.defaults,
  };
}

/**
 * Saves an update when something changed: the settings document, the secrets document when a
 * secret changed, and one audit entry with every change (the secrets' as set/replaced/removed).
 */
export async function saveSettingsChange(
  tx: Tx,
  actorUserId: string,
  doc: { key: string; value: unknown; changes: Record<string, unknown> },
  secretsDoc: { key: string; value: Secrets; changes: Record<string, string> },
): Promise<void> {
  const changes = { ...doc.changes, ...secretsDoc.changes };
  if (Object.keys(changes).length === 0) return;
  await writeDocument(tx, doc.key, doc.value, actorUserId);
  if (Object.keys(secretsDoc.changes).length > 0)
    await writeDocument(tx, secretsDoc.key, secretsDoc.value, actorUserId);
  await recordAudit(tx, {
    actorUserId,
    action: 'settings.update',
    entity: 'settings',
    entityId: doc.key,
    changes,
  });
}
