// '/vendor/customers': the people who bought from this vendor, with how often and how much, and
// a search by name. No emails: a vendor reaches customers through their orders.
import { Search, Users } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Input, inputClasses } from '../../components/ui/input';
import { Label } from '../../components/ui/label';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { cn } from '../../lib/cn';
import { formatINR, pluralize } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { useVendorCustomers } from './customers-api';
import { ErrorBlock, LoadingBlock } from './load-states';
import { formatCount, formatDate } from './ops-format';

const PAGE_SIZE = 20;
const SORTS = [
  ['last-order', 'Latest order'],
  ['total-spent', 'Total spent'],
  ['orders', 'Most orders'],
  ['name', 'Name'],
] as const;

export function VendorCustomersPage() {
  useDocumentTitle('Customers', 'Angle Vendor Portal');
  const [params, setParams] = useSearchParams();
  const customers = useVendorCustomers(
    new URLSearchParams({ ...Object.fromEntries(params), limit: String(PAGE_SIZE) }).toString(),
  );
  const change = (key: string, value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(key, value);
    else next.delete(key);
    if (key !== 'page') next.delete('page');
    setParams(next);
  };
  const data = customers.data;
  const page = Number(params.get('page') ?? '1') || 1;
  const search = params.get('search') ?? '';

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Customers"
        description="The people who bought from your store: how often, how much and when last."
      />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
        <SearchBox key={search} initial={search} onSearch={(s) => change('search', s)} />
        <div className="grid gap-1.5">
          <Label htmlFor="customer-sort">Sort</Label>
          <select
            id="customer-sort"
            className={cn(inputClasses, 'h-10 pr-8 sm:w-44')}
            value={params.get('sort') ?? 'last-order'}
            onChange={(e) => change('sort', e.target.value === 'last-order' ? '' : e.target.value)}
          >
            {SORTS.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </div>
      </div>

      {customers.isPending ? (
        <LoadingBlock label="Loading your customers…" rows={6} />
      ) : customers.isError ? (
        <ErrorBlock
          title="We could not load your customers."
          error={customers.error}
          onRetry={() => customers.refetch()}
        />
      ) : data && data.items.length === 0 ? (
        <div className="flex flex-col items-center rounded-2xl border border-dashed border-sand-300 bg-white/60 px-6 py-14 text-center">
          <span className="flex size-12 items-center justify-center rounded-full bg-rose-50 text-rose-700">
            <Users aria-hidden="true" className="size-6" />
          </span>
          <p className="mt-4 font-display text-lg text-ink">
            {search ? 'No customers match' : 'No customers yet'}
          </p>
          <p className="mt-1 max-w-sm text-sm text-sand-600">
            {search
              ? 'Try another name.'
              : 'Everyone who buys from your store will be listed here.'}
          </p>
        </div>
      ) : data ? (
        <div className="grid gap-4">
          <p role="status" className="text-sm text-sand-700">
            {pluralize(data.total, 'customer')}
          </p>
          <div className="hidden md:block">
            <Table>
              <TableHeader>
                <TableRow>
                  <TableHead>Name</TableHead>
                  <TableHead className="text-right">Orders</TableHead>
                  <TableHead className="text-right">Units</TableHead>
                  <TableHead className="text-right">Total spent</TableHead>
                  <TableHead>Last order</TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {data.items.map((c) => (
                  <TableRow key={c.id}>
                    <TableCell className="font-medium text-ink">{c.name}</TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCount(c.orders)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatCount(c.units)}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">
                      {formatINR(c.totalSpent)}
                    </TableCell>
                    <TableCell className="whitespace-nowrap text-sand-700">
                      {formatDate(c.lastOrderAt)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
          <ul className="grid gap-3 md:hidden" aria-label="Customers">
            {data.items.map((c) => (
              <li key={c.id} className="rounded-xl border border-sand-200 bg-white p-3 text-sm">
                <div className="flex justify-between gap-3">
                  <span className="truncate font-medium text-ink">{c.name}</span>
                  <span className="font-medium tabular-nums">{formatINR(c.totalSpent)}</span>
                </div>
                <p className="mt-1 text-xs text-sand-600">
                  {pluralize(c.orders, 'order')} · {pluralize(c.units, 'unit')} · last{' '}
                  {formatDate(c.lastOrderAt)}
                </p>
              </li>
            ))}
          </ul>
          <Pagination
            page={page}
            pageCount={pageCountOf(data.total, PAGE_SIZE)}
            onPageChange={(next) => change('page', next === 1 ? '' : String(next))}
          />
        </div>
      ) : null}
    </div>
  );
}

function SearchBox({ initial, onSearch }: { initial: string; onSearch: (search: string) => void }) {
  const [text, setText] = useState(initial);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form role="search" onSubmit={submit} className="flex flex-1 gap-2 sm:max-w-md">
      <label htmlFor="customer-search" className="sr-only">
        Search customers by name
      </label>
      <Input
        id="customer-search"
        type="search"
        className="h-10"
        placeholder="Search by name"
        value={text}
        maxLength={100}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" variant="outline" size="sm" className="h-10">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}
