// '/admin/customers': shoppers with their orders and spend; a detail drawer; block and unblock.
import { useState } from 'react';
import type { AdminCustomer } from '../../../domain/schemas/admin-people';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { toast } from '../../components/ui/toast';
import { formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ConfirmDialog } from './confirm-dialog';
import { CustomerDetailSheet } from './customer-detail-sheet';
import {
  FilterSelect,
  formatDate,
  ListTable,
  SearchBox,
  Toolbar,
  type ListColumn,
} from './list-parts';
import { useCustomers, useSetCustomerBlocked } from './people-api';
import { AccountStatusBadge } from './status-badges';
import { useListParams } from './use-list-params';

const KEYS = ['search', 'status', 'sort'] as const;
const PAGE_SIZE = 20;

type Pending = Pick<AdminCustomer, 'id' | 'name' | 'email' | 'blocked'>;

export function AdminCustomersPage() {
  useDocumentTitle('Customers', 'Angle Admin');
  const { values, page, set, apiQuery } = useListParams(KEYS);
  const customers = useCustomers(apiQuery(PAGE_SIZE));
  const setBlocked = useSetCustomerBlocked();
  const [viewing, setViewing] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<Pending | null>(null);

  function askToggle(customer: Pending) {
    setBlocked.reset();
    setConfirming(customer);
  }

  function confirmToggle(reason?: string) {
    if (!confirming) return;
    const blocked = !confirming.blocked;
    setBlocked.mutate(
      { id: confirming.id, blocked, reason },
      {
        onSuccess: (c) => {
          setConfirming(null);
          toast.success(
            blocked
              ? `${c.name} is blocked and signed out everywhere.`
              : `${c.name} can sign in again.`,
          );
        },
      },
    );
  }

  const items = customers.data?.items ?? [];
  const columns: ListColumn<AdminCustomer>[] = [
    {
      header: 'Customer',
      className: 'min-w-52',
      cell: (c) => (
        <>
          <button
            type="button"
            onClick={() => setViewing(c.id)}
            className="text-left font-medium text-ink hover:text-rose-700 hover:underline"
          >
            {c.name}
          </button>
          <p className="text-xs text-sand-600">{c.email}</p>
        </>
      ),
    },
    { header: 'Joined', className: 'whitespace-nowrap', cell: (c) => formatDate(c.createdAt) },
    { header: 'Orders', align: 'right', className: 'tabular-nums', cell: (c) => c.orderCount },
    {
      header: 'Total spent',
      align: 'right',
      className: 'tabular-nums',
      cell: (c) => formatINR(c.totalSpent),
    },
    { header: 'Status', cell: (c) => <AccountStatusBadge shutOut={c.blocked} label="Blocked" /> },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (c) => (
        <>
          <Button variant="ghost" size="sm" onClick={() => setViewing(c.id)}>
            View<span className="sr-only"> {c.name}</span>
          </Button>
          <Button
            variant="ghost"
            size="sm"
            className={c.blocked ? undefined : 'text-danger hover:bg-danger-soft'}
            onClick={() => askToggle(c)}
          >
            {c.blocked ? 'Unblock' : 'Block'}
            <span className="sr-only"> {c.name}</span>
          </Button>
        </>
      ),
    },
  ];
  return (
    <div>
      <PageHeader
        size="compact"
        title="Customers"
        description="Registered shoppers, their orders and account status."
      />
      <Toolbar>
        <SearchBox
          value={values.search}
          onSearch={(v) => set('search', v)}
          label="Search customers"
          placeholder="Name or email"
        />
        <FilterSelect
          label="Status"
          value={values.status}
          onChange={(v) => set('status', v)}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'blocked', label: 'Blocked' },
          ]}
        />
        <FilterSelect
          label="Sort"
          allLabel="Newest"
          value={values.sort === 'newest' ? '' : values.sort}
          onChange={(v) => set('sort', v)}
          options={[
            { value: 'name', label: 'Name' },
            { value: 'orders', label: 'Most orders' },
            { value: 'spent', label: 'Most spent' },
          ]}
        />
      </Toolbar>
      <ListTable
        list={customers}
        columns={columns}
        rowKey={(c) => c.id}
        rowTestId="admin-customer-row"
        what="customers"
        empty="No customers match."
        page={page}
        limit={PAGE_SIZE}
        onPage={(p) => set('page', p)}
      />

      <Sheet open={viewing !== null} onOpenChange={(open) => (open ? null : setViewing(null))}>
        {viewing ? (
          <CustomerDetailSheet
            customerId={viewing}
            onBlockToggle={() => {
              const c = items.find((i) => i.id === viewing);
              if (c) askToggle(c);
            }}
          />
        ) : null}
      </Sheet>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.blocked ? `Unblock ${confirming.name}?` : `Block ${confirming?.name ?? ''}?`
        }
        description={
          confirming?.blocked
            ? `${confirming.email} will be able to sign in and order again.`
            : `${confirming?.email ?? 'They'} will be signed out everywhere at once and cannot sign in until unblocked. Their orders stay as they are.`
        }
        confirmLabel={confirming?.blocked ? 'Unblock Customer' : 'Block Customer'}
        destructive={!confirming?.blocked}
        withReason={!confirming?.blocked}
        pending={setBlocked.isPending}
        error={setBlocked.error}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmToggle}
      />
    </div>
  );
}
