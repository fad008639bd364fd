// '/vendor/orders': the vendor's shipments (its own lines of each order), by status, searchable
// by order number or customer name. Filters live in the URL.
import { Inbox } from 'lucide-react';
import { GROUP_STATUSES, STATUS_LABELS } from '../../../domain/order-status';
import { StatusTabs } from '../../components/back-office/list-filters';
import { ListView } from '../../components/back-office/list-view';
import { EmptyState } from '../../components/back-office/load-states';
import { SearchBox } from '../../components/back-office/search-box';
import { useListParams } from '../../components/back-office/use-list-params';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { useDocumentTitle } from '../../lib/use-document-title';
import { ORDER_COLUMNS, orderCard } from './order-list';
import { useVendorOrders } from './orders-api';

const KEYS = ['status', 'search'] as const;

export function VendorOrdersPage() {
  useDocumentTitle('Orders', 'Angle Vendor Portal');
  const params = useListParams({ keys: KEYS, pageSize: 20, allowed: { status: GROUP_STATUSES } });
  const { values, set } = params;
  const orders = useVendorOrders(params.apiQuery);
  const counts = orders.data?.statusCounts;
  const filtered = params.filtered(KEYS);
  const tabs = [
    { value: '', label: 'All', count: counts && Object.values(counts).reduce((a, b) => a + b, 0) },
    ...GROUP_STATUSES.map((s) => ({ value: s, label: STATUS_LABELS[s], count: counts?.[s] })),
  ];

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Orders"
        description="Order lines from your store, to confirm, pack and ship."
      />
      <div className="grid gap-4">
        <StatusTabs tabs={tabs} value={values.status} onChange={(v) => set('status', v)} />
        <SearchBox
          key={values.search}
          value={values.search}
          onSearch={(v) => set('search', v)}
          label="Search orders"
          placeholder="Order number or customer name"
          searchOn="button"
          className="max-w-md"
        />
      </div>
      <ListView
        query={orders}
        params={params}
        columns={ORDER_COLUMNS}
        card={orderCard}
        rowKey={(o) => o.id}
        noun="order"
        yours
        empty={
          <EmptyState
            icon={Inbox}
            title={filtered ? 'No orders match' : 'No orders yet'}
            body={
              filtered
                ? 'Try another search or status.'
                : 'When a customer buys one of your products, the order shows here for you to confirm, pack and ship.'
            }
            action={
              filtered ? (
                <Button variant="outline" className="mt-6" onClick={params.clear}>
                  Clear Filters
                </Button>
              ) : null
            }
          />
        }
      />
    </div>
  );
}
