// The audit trail (table audit_log): who changed what, and when, for every admin change.
// Writers call recordAudit inside the change's own transaction, so a change and its record
// commit together or not at all.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { AuditEntry, AuditListQuerySchema } from '../../../domain/schemas/admin-inbox';
import type { AUDIT_ENTITIES } from '../../../domain/schemas/admin-inbox';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema';
import { auditLog } from '../../db/schema-site';

export type AuditEntity = (typeof AUDIT_ENTITIES)[number];

export interface AuditRecord {
  actorUserId: string;
  /** `entity.verb`, e.g. `product.update`, `vendor.suspend`. */
  action: string;
  entity: AuditEntity;
  entityId: string | null;
  changes?: Record<string, unknown>;
}

export async function recordAudit(db: DbOrTx, record: AuditRecord): Promise<void> {
  await db.insert(auditLog).values({ ...record, changes: record.changes ?? null });
}

export type Changes = Record<string, { from: unknown; to: unknown }>;

/** The fields whose values differ, as `{ field: { from, to } }`. */
export function changedFields<T extends Record<string, unknown>>(before: T, after: T): Changes {
  const changes: Changes = {};
  for (const key of Object.keys(after)) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) {
      changes[key] = { from: before[key] ?? null, to: after[key] ?? null };
    }
  }
  return changes;
}

type AuditListQuery = z.output<typeof AuditListQuerySchema>;

export async function listAudit(db: DbOrTx, query: AuditListQuery) {
  const where: SQL | undefined = and(
    query.entity ? eq(auditLog.entity, query.entity) : undefined,
    query.entityId ? eq(auditLog.entityId, query.entityId) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ entry: auditLog, actor: { id: users.id, name: users.name, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorUserId))
      .where(where)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(query.limit)
      .offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(auditLog).where(where),
  ]);
  const items: AuditEntry[] = rows.map(({ entry, actor }) => ({
    id: entry.id,
    at: entry.createdAt.toISOString(),
    actor: actor?.id ? actor : null,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    changes: (entry.changes as Record<string, unknown> | null) ?? null,
  }));
  return { items, page: query.page, limit: query.limit, total: total?.n ?? 0 };
}
