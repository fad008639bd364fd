// '/admin/reported' (issue #38): the reviews, questions and answers shoppers reported, the
// longest waiting first, each with its reports (reason, note, when). Hide takes the item off the
// product page; Keep leaves it published; both close its reports, with a reason kept in the
// audit trail, after a confirmation.
import { useState } from 'react';
import {
  REPORT_REASON_LABELS,
  REPORTED_KIND_LABELS,
  type ReportedItem,
  type Resolution,
} from '../../../domain/schemas/reports';
import { optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import { useListParams } from '../../components/back-office/use-list-params';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { toast } from '../../components/ui/toast';
import { formatDate, formatDateTime, pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { useReported, useResolveReports } from './reported-api';

// The queue has no search: `search` is a key only to be dropped from the URL.
const KEYS = ['search', 'kind'] as const;
const ALLOWED = { search: [], kind: ['review', 'question', 'answer'] } as const;
const KIND_FILTER = {
  key: 'kind',
  label: 'Kind',
  options: optionsOf({ review: 'Reviews', question: 'Questions', answer: 'Answers' }),
} as const;

interface Decision {
  item: ReportedItem;
  resolution: Resolution;
}

const kindWord = (item: ReportedItem) => REPORTED_KIND_LABELS[item.kind].toLowerCase();

function Reports({ item }: { item: ReportedItem }) {
  return (
    <ul className="grid gap-1 text-xs text-sand-700" aria-label="Reports">
      {item.reports.map((r, i) => (
        <li key={i}>
          <span className="font-medium text-ink">{REPORT_REASON_LABELS[r.reason]}</span>
          {r.note ? `: ${r.note}` : ''} · {formatDateTime(r.at)}
        </li>
      ))}
    </ul>
  );
}

export function AdminReportedPage() {
  useDocumentTitle('Reported', 'Angle Admin');
  const params = useListParams({ ...ADMIN_LIST, keys: KEYS, allowed: ALLOWED });
  const reported = useReported(params.apiQuery);
  const resolve = useResolveReports();
  const [deciding, setDeciding] = useState<Decision | null>(null);

  const open = (item: ReportedItem, resolution: Resolution) => {
    resolve.reset();
    setDeciding({ item, resolution });
  };

  function confirm(reason?: string) {
    if (!deciding || !reason) return;
    const { item, resolution } = deciding;
    resolve.mutate(
      { kind: item.kind, id: item.id, resolution, reason },
      {
        onSuccess: () => {
          setDeciding(null);
          toast.success(
            resolution === 'hide'
              ? `The ${kindWord(item)} is hidden from the store.`
              : `The ${kindWord(item)} stays published; its reports are closed.`,
          );
        },
      },
    );
  }

  const columns: ListColumn<ReportedItem>[] = [
    {
      header: 'Reported',
      cellAlign: 'align-top',
      className: 'min-w-72 max-w-xl',
      cell: (item) => (
        <div className="grid gap-2">
          <p className="flex flex-wrap items-center gap-2">
            <Badge variant="neutral">{REPORTED_KIND_LABELS[item.kind]}</Badge>
            {item.status === 'hidden' ? <Badge variant="warning">Hidden</Badge> : null}
            <span className="text-xs text-sand-600">
              {pluralize(item.reports.length, 'report')} · first {formatDate(item.firstReportedAt)}
            </span>
          </p>
          <p className="break-words whitespace-pre-line text-ink">{item.text}</p>
          <p className="text-xs text-sand-600">By {item.authorName}</p>
          <Reports item={item} />
        </div>
      ),
    },
    {
      header: 'Product',
      cellAlign: 'align-top',
      className: 'min-w-40',
      cell: (item) => <p className="font-medium text-ink">{item.productName}</p>,
    },
    {
      header: 'Actions',
      align: 'right',
      cellAlign: 'align-top',
      className: 'whitespace-nowrap',
      cell: (item) => (
        <div className="flex flex-wrap justify-end gap-1">
          <Button variant="ghost-danger" size="sm" onClick={() => open(item, 'hide')}>
            Hide
            <span className="sr-only">
              {' '}
              the {kindWord(item)} “{item.text}”
            </span>
          </Button>
          <Button variant="ghost" size="sm" onClick={() => open(item, 'keep')}>
            Keep
            <span className="sr-only">
              {' '}
              the {kindWord(item)} “{item.text}”
            </span>
          </Button>
        </div>
      ),
    },
  ];

  const hiding = deciding?.resolution === 'hide';
  const what = deciding ? kindWord(deciding.item) : 'item';
  return (
    <ListPage
      query={reported}
      params={params}
      title="Reported"
      description="Reviews, questions and answers shoppers reported, the longest waiting first. Hide what breaks the rules; keep what does not."
      filters={[KIND_FILTER]}
      columns={columns}
      rowKey={(item) => `${item.kind}:${item.id}`}
      rowTestId="reported-row"
      noun="reported item"
      empty="Nothing reported is waiting. Shoppers' reports will appear here."
    >
      <ConfirmDialog
        open={deciding !== null}
        title={hiding ? `Hide this ${what}?` : `Keep this ${what}?`}
        description={
          hiding
            ? `“${deciding?.item.text ?? ''}” will disappear from ${deciding?.item.productName ?? 'the product'}'s page, and its reports will close.`
            : `“${deciding?.item.text ?? ''}” stays on ${deciding?.item.productName ?? 'the product'}'s page, and its reports will close.`
        }
        confirmLabel={hiding ? 'Hide' : 'Keep Published'}
        destructive={hiding}
        withReason
        reasonRequired
        pending={resolve.isPending}
        error={resolve.error}
        onCancel={() => setDeciding(null)}
        onConfirm={confirm}
      />
    </ListPage>
  );
}
