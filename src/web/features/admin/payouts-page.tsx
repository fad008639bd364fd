// '/admin/payouts': every vendor's payouts from the settlement runs; run the last full week's
// settlement, download its bank upload file, mark a payout paid with its UTR (issue #21).
import { useState } from 'react';
import type { Payout } from '../../../domain/schemas/payouts';
import { optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import { useListParams } from '../../components/back-office/use-list-params';
import { Badge } from '../../components/ui/badge';
import { Button, buttonClasses } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { formatDate, formatINR, formatPeriodDays } from '../../lib/format';
import { UnpaidPayoutBadge } from '../../components/unpaid-payout-badge';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { MarkPaidDialog } from './mark-paid-dialog';
import {
  bankUploadUrl,
  useMarkPayoutPaid,
  usePayouts,
  useRunSettlement,
  useSettlementRuns,
} from './payouts-api';

export function AdminPayoutsPage() {
  useDocumentTitle('Payouts', 'Angle Admin');
  const params = useListParams({ ...ADMIN_LIST, keys: ['search', 'status'] });
  const payouts = usePayouts(params.apiQuery);
  const runs = useSettlementRuns();
  const run = useRunSettlement();
  const markPaid = useMarkPayoutPaid();
  const [paying, setPaying] = useState<Payout | null>(null);
  const latest = runs.data?.items[0];

  function runLastWeek() {
    run.mutate(
      {},
      {
        onSuccess: (r) =>
          toast.success(
            r.created === false
              ? `The settlement of ${formatPeriodDays(r)} was already run.`
              : `Settled ${formatPeriodDays(r)}: ${r.payouts} payout${r.payouts === 1 ? '' : 's'}, ${formatINR(r.total)}.`,
          ),
        onError: (err) => toast.error(err.message),
      },
    );
  }

  async function savePaid(utr: string) {
    if (!paying) return;
    await markPaid.mutateAsync({ id: paying.id, utr });
    toast.success(`${paying.vendorName}'s payout is marked paid.`);
    setPaying(null);
  }

  const columns: ListColumn<Payout>[] = [
    {
      header: 'Vendor',
      className: 'min-w-44',
      cell: (p) => <p className="font-medium">{p.vendorName}</p>,
    },
    { header: 'Period', className: 'whitespace-nowrap', cell: formatPeriodDays },
    {
      header: 'Amount',
      align: 'right',
      className: 'tabular-nums',
      cell: (p) => formatINR(p.amount),
    },
    {
      header: 'Status',
      cell: (p) =>
        p.status === 'paid' ? (
          <>
            <Badge variant="success">Paid</Badge>
            <span className="block text-xs text-sand-600">
              UTR {p.utr} · {p.paidAt ? formatDate(p.paidAt) : ''}
            </span>
          </>
        ) : (
          <UnpaidPayoutBadge status={p.status} />
        ),
    },
    {
      header: 'Actions',
      align: 'right',
      cell: (p) =>
        p.status === 'due' ? (
          <Button
            variant="ghost"
            size="sm"
            onClick={() => {
              markPaid.reset();
              setPaying(p);
            }}
          >
            Mark Paid<span className="sr-only"> for {p.vendorName}</span>
          </Button>
        ) : null,
    },
  ];

  return (
    <ListPage
      query={payouts}
      params={params}
      title="Payouts"
      description="What each vendor is owed from the settlement runs, and what has been paid."
      search={{ label: 'Search payouts', placeholder: 'Vendor' }}
      filters={[
        {
          key: 'status',
          label: 'Status',
          options: optionsOf({ 'on-hold': 'On hold', due: 'Due', paid: 'Paid' }),
        },
      ]}
      tools={
        <>
          <Button size="sm" loading={run.isPending} onClick={runLastWeek}>
            Run Last Week’s Settlement
          </Button>
          {latest ? (
            <a
              href={bankUploadUrl(latest.id)}
              download
              className={buttonClasses({ variant: 'outline', size: 'sm' })}
            >
              Bank Upload CSV ({formatPeriodDays(latest)})
            </a>
          ) : null}
        </>
      }
      columns={columns}
      rowKey={(p) => p.id}
      rowTestId="admin-payout-row"
      noun="payout"
      empty="No payouts yet: run a settlement."
      note={`A settlement pays what was delivered at least the return window before the period ended; the rest waits for the next run.`}
    >
      <Dialog open={paying !== null} onOpenChange={(open) => (open ? null : setPaying(null))}>
        {paying ? (
          <MarkPaidDialog
            key={paying.id}
            payout={paying}
            pending={markPaid.isPending}
            error={markPaid.error}
            onSave={savePaid}
          />
        ) : null}
      </Dialog>
    </ListPage>
  );
}
