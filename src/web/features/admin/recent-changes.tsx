// The audit trail of one thing (a product, a settings document): who changed what, and when.
import { useQuery } from '@tanstack/react-query';
import type { AuditEntry } from '../../../domain/schemas/admin-inbox';
import { formatDateTime } from '../../lib/format';
import { adminApi, type ListPage } from './admin-api';

export const auditKey = (entity: string, entityId: string) =>
  ['admin', 'audit', entity, entityId] as const;

function describeValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '—';
  if (typeof value === 'boolean') return value ? 'on' : 'off';
  return String(value);
}

function describeChanges(changes: AuditEntry['changes']): string {
  if (!changes) return '';
  return Object.entries(changes)
    .map(([field, change]) =>
      change && typeof change === 'object' && 'to' in change && 'from' in change
        ? `${field}: ${describeValue(change.from)} → ${describeValue(change.to)}`
        : `${field}: ${describeValue(change)}`,
    )
    .join('; ');
}

export function RecentChanges({ entity, entityId }: { entity: string; entityId: string }) {
  const history = useQuery({
    queryKey: auditKey(entity, entityId),
    queryFn: ({ signal }) =>
      adminApi<ListPage<AuditEntry>>(
        `/api/admin/audit-log?entity=${entity}&entityId=${encodeURIComponent(entityId)}&limit=5`,
        { signal },
      ),
  });
  const items = history.data?.items ?? [];
  return (
    <details className="rounded-xl border border-sand-200 bg-sand-50/60 px-4 py-3 text-sm">
      <summary className="cursor-pointer font-medium text-ink">Recent changes</summary>
      {history.isPending ? (
        <p className="mt-2 text-sand-600">Loading…</p>
      ) : history.isError ? (
        <p className="mt-2 text-danger">We could not load the history.</p>
      ) : items.length === 0 ? (
        <p className="mt-2 text-sand-600">No changes recorded yet.</p>
      ) : (
        <ul className="mt-2 grid gap-2">
          {items.map((entry) => (
            <li key={entry.id} className="grid gap-0.5">
              <span className="text-sand-600">
                {formatDateTime(entry.at)} · {entry.actor?.name ?? 'Unknown'} ({entry.action})
              </span>
              <span className="break-words text-ink">{describeChanges(entry.changes)}</span>
            </li>
          ))}
        </ul>
      )}
    </details>
  );
}
