// '/admin/vendors': the brands selling on Angle with their sales; suspend and reactivate; set
// each vendor's commission.
import { useState } from 'react';
import type { AdminVendor } from '../../../domain/schemas/admin-people';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { toast } from '../../components/ui/toast';
import { formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { CommissionDialog } from './commission-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { FilterSelect, ListFooter, SearchBox, TableStatus, Toolbar } from './list-parts';
import { useSetCommission, useSetVendorStatus, useVendors } from './people-api';
import { useStoreSettings } from './settings-api';
import { AccountStatusBadge } from './status-badges';
import { useListParams } from './use-list-params';

const KEYS = ['search', 'status', 'sort'] as const;
const PAGE_SIZE = 20;

export function AdminVendorsPage() {
  useDocumentTitle('Vendors', 'Angle Admin');
  const { values, page, set, apiQuery } = useListParams(KEYS);
  const vendors = useVendors(apiQuery(PAGE_SIZE));
  const store = useStoreSettings();
  const setStatus = useSetVendorStatus();
  const setCommission = useSetCommission();
  const [confirming, setConfirming] = useState<AdminVendor | null>(null);
  const [editing, setEditing] = useState<AdminVendor | null>(null);

  function confirmStatus(reason?: string) {
    if (!confirming) return;
    const suspended = confirming.status === 'active';
    setStatus.mutate(
      { id: confirming.id, suspended, reason },
      {
        onSuccess: (v) => {
          setConfirming(null);
          toast.success(
            suspended
              ? `${v.companyName} is suspended: signed out, and its products left the store.`
              : `${v.companyName} is active again.`,
          );
        },
      },
    );
  }

  async function saveCommission(commissionRate: number) {
    if (!editing) return;
    const v = await setCommission.mutateAsync({ id: editing.id, commissionRate });
    toast.success(`${v.companyName} now pays ${v.commissionRate}% commission.`);
    setEditing(null);
  }

  const items = vendors.data?.items ?? [];
  return (
    <div>
      <PageHeader
        size="compact"
        title="Vendors"
        description="The brands selling on Angle: their sales, status and commission."
      />
      <Toolbar>
        <SearchBox
          value={values.search}
          onSearch={(v) => set('search', v)}
          label="Search vendors"
          placeholder="Company or email"
        />
        <FilterSelect
          label="Status"
          value={values.status}
          onChange={(v) => set('status', v)}
          options={[
            { value: 'active', label: 'Active' },
            { value: 'suspended', label: 'Suspended' },
          ]}
        />
        <FilterSelect
          label="Sort"
          allLabel="Name"
          value={values.sort === 'name' ? '' : values.sort}
          onChange={(v) => set('sort', v)}
          options={[
            { value: 'sales', label: 'Highest sales' },
            { value: 'newest', label: 'Newest' },
          ]}
        />
      </Toolbar>
      <Table aria-busy={vendors.isFetching || undefined}>
        <TableHeader>
          <TableRow>
            <TableHead>Vendor</TableHead>
            <TableHead className="text-right">Products</TableHead>
            <TableHead className="text-right">Orders</TableHead>
            <TableHead className="text-right">Sales</TableHead>
            <TableHead className="text-right">Commission</TableHead>
            <TableHead>Status</TableHead>
            <TableHead className="text-right">Actions</TableHead>
          </TableRow>
        </TableHeader>
        <TableBody>
          {items.length === 0 ? (
            <TableStatus columns={7} query={vendors} what="vendors" empty="No vendors match." />
          ) : (
            items.map((v) => (
              <TableRow key={v.id} data-testid="admin-vendor-row">
                <TableCell className="min-w-52">
                  <p className="font-medium">{v.companyName}</p>
                  <p className="text-xs text-sand-600">
                    {v.email}
                    {v.supportPhone ? ` · ${v.supportPhone}` : ''}
                  </p>
                </TableCell>
                <TableCell className="text-right tabular-nums">
                  {v.publishedProductCount}
                  <span className="text-sand-600"> / {v.productCount}</span>
                  <span className="sr-only"> published</span>
                </TableCell>
                <TableCell className="text-right tabular-nums">{v.orderCount}</TableCell>
                <TableCell className="text-right tabular-nums">{formatINR(v.sales)}</TableCell>
                <TableCell className="text-right whitespace-nowrap tabular-nums">
                  {v.commissionRate}%
                  <span className="block text-xs text-sand-600">{formatINR(v.commission)}</span>
                </TableCell>
                <TableCell>
                  <AccountStatusBadge shutOut={v.status === 'suspended'} label="Suspended" />
                </TableCell>
                <TableCell className="text-right whitespace-nowrap">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => {
                      setCommission.reset();
                      setEditing(v);
                    }}
                  >
                    Commission<span className="sr-only"> for {v.companyName}</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className={
                      v.status === 'active' ? 'text-danger hover:bg-danger-soft' : undefined
                    }
                    onClick={() => {
                      setStatus.reset();
                      setConfirming(v);
                    }}
                  >
                    {v.status === 'active' ? 'Suspend' : 'Reactivate'}
                    <span className="sr-only"> {v.companyName}</span>
                  </Button>
                </TableCell>
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
      <p className="mt-2 text-xs text-sand-600">
        Products: published / all (archived not counted). Sales and commission leave out cancelled
        orders.
      </p>
      {vendors.data ? (
        <ListFooter
          page={page}
          limit={PAGE_SIZE}
          total={vendors.data.total}
          shown={items.length}
          onPage={(p) => set('page', p)}
          noun="vendors"
        />
      ) : null}

      <Dialog open={editing !== null} onOpenChange={(open) => (open ? null : setEditing(null))}>
        {editing ? (
          <CommissionDialog
            key={editing.id}
            vendor={editing}
            defaultRate={store.data?.defaultCommissionRate}
            pending={setCommission.isPending}
            error={setCommission.error}
            onSave={saveCommission}
          />
        ) : null}
      </Dialog>
      <ConfirmDialog
        open={confirming !== null}
        title={
          confirming?.status === 'suspended'
            ? `Reactivate ${confirming.companyName}?`
            : `Suspend ${confirming?.companyName ?? ''}?`
        }
        description={
          confirming?.status === 'suspended'
            ? 'The vendor can sign in again, and its published products return to the store.'
            : 'The vendor is signed out at once and cannot sign in; its products leave the store until it is reactivated. Orders already placed stay.'
        }
        confirmLabel={confirming?.status === 'suspended' ? 'Reactivate Vendor' : 'Suspend Vendor'}
        destructive={confirming?.status === 'active'}
        withReason={confirming?.status === 'active'}
        pending={setStatus.isPending}
        error={setStatus.error}
        onCancel={() => setConfirming(null)}
        onConfirm={confirmStatus}
      />
    </div>
  );
}
