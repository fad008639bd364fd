// A customer's orders and saved addresses, in a drawer over the customers list.
import { AccountStatusBadge } from '../../components/back-office/status-badges';
import { Badge } from '../../components/ui/badge';
import { Button } from '../../components/ui/button';
import { SheetContent, SheetDescription, SheetHeader, SheetTitle } from '../../components/ui/sheet';
import { Skeleton } from '../../components/ui/skeleton';
import { formatDate, formatINR } from '../../lib/format';
import { useCustomer } from './people-api';

export function CustomerDetailSheet({
  customerId,
  onBlockToggle,
}: {
  customerId: string;
  onBlockToggle: () => void;
}) {
  const customer = useCustomer(customerId);
  const c = customer.data;
  return (
    <SheetContent side="right" width="w-[min(32rem,100vw)]" background="bg-white">
      <SheetHeader>
        <SheetTitle>{c?.name ?? 'Customer'}</SheetTitle>
        <SheetDescription>{c ? c.email : 'Loading the customer…'}</SheetDescription>
      </SheetHeader>
      {customer.isPending ? (
        <div className="grid gap-3" role="status" aria-label="Loading the customer">
          <Skeleton className="h-16" />
          <Skeleton className="h-32" />
        </div>
      ) : customer.isError || !c ? (
        <div role="alert" className="rounded-xl bg-danger-soft p-4 text-sm text-danger">
          We could not load this customer.
          <Button variant="outline" size="sm" className="mt-3" onClick={() => customer.refetch()}>
            Try again
          </Button>
        </div>
      ) : (
        <div className="grid gap-6 text-sm">
          <dl className="grid grid-cols-2 gap-3 rounded-xl border border-sand-200 p-4">
            <div>
              <dt className="text-sand-600">Status</dt>
              <dd className="mt-1">
                <AccountStatusBadge shutOut={c.blocked} label="Blocked" />
              </dd>
            </div>
            <div>
              <dt className="text-sand-600">Customer since</dt>
              <dd className="mt-1">{formatDate(c.createdAt)}</dd>
            </div>
            <div>
              <dt className="text-sand-600">Orders</dt>
              <dd className="mt-1 tabular-nums">{c.orderCount}</dd>
            </div>
            <div>
              <dt className="text-sand-600">Total spent</dt>
              <dd className="mt-1 tabular-nums">{formatINR(c.totalSpent)}</dd>
            </div>
            {c.blocked && c.blockReason ? (
              <div className="col-span-2">
                <dt className="text-sand-600">Reason for the block</dt>
                <dd className="mt-1">{c.blockReason}</dd>
              </div>
            ) : null}
          </dl>
          <Button variant={c.blocked ? 'outline' : 'outline-danger'} onClick={onBlockToggle}>
            {c.blocked ? 'Unblock Customer' : 'Block Customer'}
          </Button>
          <section aria-labelledby="customer-orders">
            <h3 id="customer-orders" className="mb-2 font-display text-base text-ink">
              Orders
            </h3>
            {c.orders.length === 0 ? (
              <p className="text-sand-600">No orders yet.</p>
            ) : (
              <ul className="divide-y divide-sand-200 rounded-xl border border-sand-200">
                {c.orders.map((o) => (
                  <li key={o.id} className="flex items-center justify-between gap-3 px-4 py-3">
                    <div>
                      <p className="font-medium">{o.number}</p>
                      <p className="text-sand-600">
                        {formatDate(o.createdAt)} · {o.itemCount}{' '}
                        {o.itemCount === 1 ? 'item' : 'items'}
                      </p>
                    </div>
                    <div className="text-right">
                      <p className="tabular-nums">{formatINR(o.total)}</p>
                      <Badge className="capitalize">{o.status}</Badge>
                    </div>
                  </li>
                ))}
              </ul>
            )}
          </section>
          <section aria-labelledby="customer-addresses">
            <h3 id="customer-addresses" className="mb-2 font-display text-base text-ink">
              Saved addresses
            </h3>
            {c.addresses.length === 0 ? (
              <p className="text-sand-600">No saved addresses.</p>
            ) : (
              <ul className="grid gap-2">
                {c.addresses.map((a) => (
                  <li key={a.id} className="rounded-xl border border-sand-200 px-4 py-3">
                    <p className="font-medium">
                      {a.fullName}
                      {a.isDefault ? (
                        <Badge variant="rose" className="ml-2">
                          Default
                        </Badge>
                      ) : null}
                    </p>
                    <p className="text-sand-600">
                      {[a.line1, a.line2, a.city, a.state, a.pincode].filter(Boolean).join(', ')}
                    </p>
                    <p className="text-sand-600">{a.phone}</p>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </div>
      )}
    </SheetContent>
  );
}
