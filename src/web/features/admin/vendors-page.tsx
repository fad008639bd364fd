// '/admin/vendors': the brands selling on Angle with their sales; suspend and reactivate; set
// each vendor's commission.
import { useState } from 'react';
import type { AdminVendor } from '../../../domain/schemas/admin-people';
import { optionsOf } from '../../components/back-office/list-filters';
import { ListPage } from '../../components/back-office/list-page';
import type { ListColumn } from '../../components/back-office/list-rows';
import { AccountStatusBadge } from '../../components/back-office/status-badges';
import { useListParams } from '../../components/back-office/use-list-params';
import { Button } from '../../components/ui/button';
import { Dialog } from '../../components/ui/dialog';
import { toast } from '../../components/ui/toast';
import { formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ADMIN_LIST } from './admin-api';
import { CommissionDialog } from './commission-dialog';
import { ConfirmDialog } from './confirm-dialog';
import { useSetCommission, useSetVendorStatus, useVendors } from './people-api';
import { useStoreSettings } from './settings-api';
import { VerificationBadge } from './verification-detail-sheet';

export function AdminVendorsPage() {
  useDocumentTitle('Vendors', 'Angle Admin');
  const params = useListParams({ ...ADMIN_LIST, keys: ['search', 'status', 'sort'] });
  const vendors = useVendors(params.apiQuery);
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

  const columns: ListColumn<AdminVendor>[] = [
    {
      header: 'Vendor',
      className: 'min-w-52',
      cell: (v) => (
        <>
          <p className="font-medium">{v.companyName}</p>
          <p className="text-xs text-sand-600">
            {v.email}
            {v.supportPhone ? ` · ${v.supportPhone}` : ''}
          </p>
        </>
      ),
    },
    {
      header: 'Products',
      align: 'right',
      className: 'tabular-nums',
      cell: (v) => (
        <>
          {v.publishedProductCount}
          <span className="text-sand-600"> / {v.productCount}</span>
          <span className="sr-only"> published</span>
        </>
      ),
    },
    { header: 'Orders', align: 'right', className: 'tabular-nums', cell: (v) => v.orderCount },
    { header: 'Sales', align: 'right', className: 'tabular-nums', cell: (v) => formatINR(v.sales) },
    {
      header: 'Commission',
      align: 'right',
      className: 'whitespace-nowrap tabular-nums',
      cell: (v) => (
        <>
          {v.commissionRate}%
          <span className="block text-xs text-sand-600">{formatINR(v.commission)}</span>
        </>
      ),
    },
    {
      header: 'Status',
      cell: (v) => <AccountStatusBadge shutOut={v.status === 'suspended'} label="Suspended" />,
    },
    {
      header: 'Verification',
      cell: (v) => <VerificationBadge status={v.verificationStatus} />,
    },
    {
      header: 'Actions',
      align: 'right',
      className: 'whitespace-nowrap',
      cell: (v) => (
        <>
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
            variant={v.status === 'active' ? 'ghost-danger' : 'ghost'}
            size="sm"
            onClick={() => {
              setStatus.reset();
              setConfirming(v);
            }}
          >
            {v.status === 'active' ? 'Suspend' : 'Reactivate'}
            <span className="sr-only"> {v.companyName}</span>
          </Button>
        </>
      ),
    },
  ];
  return (
    <ListPage
      query={vendors}
      params={params}
      title="Vendors"
      description="The brands selling on Angle: their sales, status and commission."
      search={{ label: 'Search vendors', placeholder: 'Company or email' }}
      filters={[
        {
          key: 'status',
          label: 'Status',
          options: optionsOf({ active: 'Active', suspended: 'Suspended' }),
        },
        {
          key: 'sort',
          label: 'Sort',
          allLabel: 'Name',
          defaultValue: 'name',
          options: optionsOf({ sales: 'Highest sales', newest: 'Newest' }),
        },
      ]}
      columns={columns}
      rowKey={(v) => v.id}
      rowTestId="admin-vendor-row"
      noun="vendor"
      empty="No vendors match."
      note="Products: published / all (archived not counted). Sales and commission leave out cancelled orders."
    >
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
    </ListPage>
  );
}
