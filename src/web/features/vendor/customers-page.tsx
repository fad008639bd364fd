// '/vendor/customers': the people who bought from this vendor, with how often and how much, and
// a search by name. No emails: a vendor reaches customers through their orders.
import { Users } from 'lucide-react';
import {
  VENDOR_CUSTOMER_SORTS,
  type VendorCustomerList,
} from '../../../domain/schemas/vendor-reports';
import { NativeSelect, optionsOf } from '../../components/back-office/list-filters';
import type { ListColumn } from '../../components/back-office/list-rows';
import { ListView } from '../../components/back-office/list-view';
import { EmptyState } from '../../components/back-office/load-states';
import { SearchBox } from '../../components/back-office/search-box';
import { useListParams } from '../../components/back-office/use-list-params';
import { PageHeader } from '../../components/page-header';
import { formatINR, pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useVendorCustomers } from './customers-api';
import { formatCount, formatDate } from './ops-format';

type Customer = VendorCustomerList['items'][number];

const SORT_LABELS = {
  'last-order': 'Latest order',
  'total-spent': 'Total spent',
  orders: 'Most orders',
  name: 'Name',
};

const figure = (header: string, value: (c: Customer) => string): ListColumn<Customer> => ({
  header,
  align: 'right',
  className: 'tabular-nums',
  cell: value,
});

const COLUMNS: ListColumn<Customer>[] = [
  { header: 'Name', className: 'font-medium', cell: (c) => c.name },
  figure('Orders', (c) => formatCount(c.orders)),
  figure('Units', (c) => formatCount(c.units)),
  figure('Total spent', (c) => formatINR(c.totalSpent)),
  {
    header: 'Last order',
    tone: 'text-sand-700',
    className: 'whitespace-nowrap',
    cell: (c) => formatDate(c.lastOrderAt),
  },
];

function customerCard(c: Customer) {
  return (
    <>
      <div className="flex justify-between gap-3 text-sm">
        <span className="truncate font-medium text-ink">{c.name}</span>
        <span className="font-medium tabular-nums">{formatINR(c.totalSpent)}</span>
      </div>
      <p className="mt-1 text-xs text-sand-600">
        {pluralize(c.orders, 'order')} · {pluralize(c.units, 'unit')} · last{' '}
        {formatDate(c.lastOrderAt)}
      </p>
    </>
  );
}

export function VendorCustomersPage() {
  useDocumentTitle('Customers', 'Angle Vendor Portal');
  const params = useListParams({
    keys: ['search', 'sort'],
    pageSize: 20,
    allowed: { sort: VENDOR_CUSTOMER_SORTS },
  });
  const { values, set } = params;
  const customers = useVendorCustomers(params.apiQuery);

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Customers"
        description="The people who bought from your store: how often, how much and when last."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox
          key={values.search}
          value={values.search}
          onSearch={(v) => set('search', v)}
          label="Search customers by name"
          placeholder="Search by name"
          searchOn="button"
          className="flex-1 sm:max-w-md"
        />
        <NativeSelect
          label="Sort"
          showLabel
          defaultValue="last-order"
          value={values.sort}
          onChange={(v) => set('sort', v)}
          options={optionsOf(SORT_LABELS)}
          className="sm:w-44"
        />
      </div>
      <ListView
        query={customers}
        params={params}
        columns={COLUMNS}
        card={customerCard}
        rowKey={(c) => c.id}
        noun="customer"
        yours
        empty={
          <EmptyState
            icon={Users}
            title={values.search ? 'No customers match' : 'No customers yet'}
            body={
              values.search
                ? 'Try another name.'
                : 'Everyone who buys from your store will be listed here.'
            }
          />
        }
      />
    </div>
  );
}
