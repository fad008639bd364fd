// '/admin/customers': shoppers with their orders and spend; a detail drawer; block and unblock.
import { useState } from 'react';
import type { AdminCustomer } from '../../../domain/schemas/admin-people';
import { optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import { AccountStatusBadge } from '../../components/back-office/status-badges';
import { useListParams } from '../../components/back-office/use-list-params';
import { Button } from '../../components/ui/button';
import { Sheet } from '../../components/ui/sheet';
import { toast } from '../../components/ui/toast';
import { formatDate, formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { ConfirmDialog } from './confirm-dialog';
import { CustomerDetailSheet } from './customer-detail-sheet';
import { useCustomers, useSetCustomerBlocked } from './people-api';

type Pending = Pick<AdminCustomer, 'id' | 'name' | 'email' | 'blocked'>;

export function AdminCustomersPage() {
  useDocumentTitle('Customers', 'Angle Admin');
  const params = useListParams({ ...ADMIN_LIST, keys: ['search', 'status', 'sort'] });
  const customers = useCustomers(params.apiQuery);
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
            variant={c.blocked ? 'ghost' : 'ghost-danger'}
            size="sm"
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
    <ListPage
      query={customers}
      params={params}
      title="Customers"
      description="Registered shoppers, their orders and account status."
      search={{ label: 'Search customers', placeholder: 'Name or email' }}
      filters={[
        {
          key: 'status',
          label: 'Status',
          options: optionsOf({ active: 'Active', blocked: 'Blocked' }),
        },
        {
          key: 'sort',
          label: 'Sort',
          allLabel: 'Newest',
          defaultValue: 'newest',
          options: optionsOf({ name: 'Name', orders: 'Most orders', spent: 'Most spent' }),
        },
      ]}
      columns={columns}
      rowKey={(c) => c.id}
      rowTestId="admin-customer-row"
      noun="customer"
      empty="No customers match."
    >
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
    </ListPage>
  );
}
