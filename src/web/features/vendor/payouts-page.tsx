// '/vendor/payouts': the vendor's balance (earned, paid, due, not yet settled), its payouts with
// each statement as CSV and PDF, and the ledger with the balance after every entry (issue #21),
// in the server's order (payouts/ledger-order.ts) and without its ₹0 entries (issue #33).
import { Banknote, Clock, Landmark, Wallet } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import type { LedgerEntry, Payout } from '../../../domain/schemas/payouts';
import type { ListColumn } from '../../components/back-office/list-rows';
import { ListView } from '../../components/back-office/list-view';
import { EmptyState } from '../../components/back-office/load-states';
import { useListParams } from '../../components/back-office/use-list-params';
import { PageHeader } from '../../components/page-header';
import { Badge } from '../../components/ui/badge';
import { buttonClasses } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatINR, formatPeriodDays } from '../../lib/format';
import { UnpaidPayoutBadge } from '../../components/unpaid-payout-badge';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatDate, formatDateTime } from './ops-format';
import { statementUrl, useVendorLedger, useVendorPayouts } from './payouts-api';
import { StatCard } from './stat-card';

const download = (href: string, label: string, what: string) => (
  <a href={href} download className={buttonClasses({ variant: 'ghost', size: 'sm' })}>
    {label}
    <span className="sr-only"> statement {what}</span>
  </a>
);

/** "23 Nov 2026 to 29 Nov 2026", as the rest of the portal writes days. */
const periodOf = formatPeriodDays;

const PAYOUT_COLUMNS: ListColumn<Payout>[] = [
  {
    header: 'Period',
    className: 'whitespace-nowrap font-medium',
    cell: periodOf,
  },
  { header: 'Amount', align: 'right', className: 'tabular-nums', cell: (p) => formatINR(p.amount) },
  {
    header: 'Status',
    cell: (p) =>
      p.status === 'paid' ? (
        <span data-testid="payout-paid">
          <Badge variant="success">Paid</Badge>
          <span className="block text-xs text-sand-600">
            UTR {p.utr}
            {p.paidAt ? ` · ${formatDate(p.paidAt)}` : ''}
          </span>
        </span>
      ) : (
        <UnpaidPayoutBadge status={p.status} />
      ),
  },
  {
    header: 'Statement',
    align: 'right',
    className: 'whitespace-nowrap',
    cell: (p) => (
      <>
        {download(statementUrl(p.id, 'csv'), 'CSV', periodOf(p))}
        {download(statementUrl(p.id, 'pdf'), 'PDF', periodOf(p))}
      </>
    ),
  },
];

const LEDGER_COLUMNS: ListColumn<LedgerEntry>[] = [
  // With the time: a day's entries are listed in time order, newest first, like their balances.
  { header: 'Date', className: 'whitespace-nowrap', cell: (e) => formatDateTime(e.occurredAt) },
  { header: 'Order', className: 'whitespace-nowrap', cell: (e) => e.orderNumber },
  { header: 'Entry', cell: (e) => (e.rate === null ? e.label : `${e.label} · ${e.rate}%`) },
  { header: 'Amount', align: 'right', className: 'tabular-nums', cell: (e) => formatINR(e.amount) },
  {
    header: 'Balance',
    align: 'right',
    className: 'tabular-nums',
    cell: (e) => (e.balance === undefined ? '' : formatINR(e.balance)),
  },
];

const LEDGER_PAGE = 20;

export function VendorPayoutsPage() {
  useDocumentTitle('Payouts', 'Angle Vendor Portal');
  const params = useListParams({ keys: ['status'], pageSize: 10 });
  // The ledger pages on its own: the URL's `page` is the payouts list's.
  const [ledgerPage, setLedgerPage] = useState(1);
  const ledgerParams = { page: ledgerPage, pageSize: LEDGER_PAGE, setPage: setLedgerPage };
  const payouts = useVendorPayouts(params.apiQuery);
  const ledger = useVendorLedger(`page=${ledgerPage}&limit=${LEDGER_PAGE}`);
  const b = payouts.data?.balance;
  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Payouts"
        description="What Angle owes you, what it has paid, and every entry of your ledger."
      />
      {b ? (
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          <StatCard
            label="Balance"
            value={formatINR(b.balance)}
            icon={Wallet}
            hint="Due and not yet settled"
          />
          <StatCard
            label="Due"
            value={formatINR(b.due)}
            icon={Clock}
            hint="In payouts not paid yet"
          />
          <StatCard
            label="Not yet settled"
            value={formatINR(b.unsettled)}
            icon={Landmark}
            hint="Within the return window, or after the last run"
          />
          <StatCard label="Paid" value={formatINR(b.paid)} icon={Banknote} />
        </div>
      ) : null}
      {b && b.held > 0 ? (
        <p className="rounded-xl bg-amber-50 p-4 text-sm text-amber-900" data-testid="payouts-held">
          {formatINR(b.held)} is on hold until your business is verified.{' '}
          <Link to="/vendor/settings#settings-verification" className="font-medium underline">
            Verify your business
          </Link>{' '}
          and it becomes due.
        </p>
      ) : null}
      <Card>
        <CardHeader>
          <CardTitle>Payouts</CardTitle>
        </CardHeader>
        <CardContent>
          <ListView
            query={payouts}
            params={params}
            columns={PAYOUT_COLUMNS}
            rowKey={(p) => p.id}
            rowTestId="vendor-payout-row"
            noun="payout"
            yours
            empty={
              <EmptyState
                icon={Wallet}
                title="No payouts yet"
                body="Angle settles every week what was delivered before the return window closed."
              />
            }
          />
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Ledger</CardTitle>
        </CardHeader>
        <CardContent>
          <ListView
            query={ledger}
            params={ledgerParams}
            columns={LEDGER_COLUMNS}
            rowKey={(e) => e.id}
            noun="ledger entry"
            plural="ledger entries"
            yours
            empty={
              <EmptyState
                icon={Landmark}
                title="No entries yet"
                body="A delivered order is your first."
              />
            }
            note="TCS (GST s.52) and TDS (s.194-O) are withheld by Angle and deposited against your GSTIN and PAN."
          />
        </CardContent>
      </Card>
    </div>
  );
}
