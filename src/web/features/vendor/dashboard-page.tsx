// '/vendor/dashboard': the chosen period's sales (revenue, orders, units, average order value)
// and a chart by day, plus what needs attention now: shipments to fulfil and low stock.
import {
  AlertTriangle,
  IndianRupee,
  Package,
  ReceiptText,
  ShoppingBag,
  Truck,
  Wallet,
} from 'lucide-react';
import { Link } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { VariantLabel } from '../../components/back-office/variant-label';
import { PageHeader } from '../../components/page-header';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { formatINR } from '../../lib/format';
import { useDocumentTitle } from '../../lib/use-document-title';
import { formatCalendarDate, formatCount } from './ops-format';
import { LatestOrders } from './order-list';
import { PeriodPicker, usePeriod } from './period-picker';
import { useVendorDashboard } from './reports-api';
import { SalesChart } from './sales-chart';
import { StatCard } from './stat-card';

export function VendorDashboardPage() {
  useDocumentTitle('Vendor Dashboard', 'Angle Vendor Portal');
  const { period, setPeriod } = usePeriod();
  const dashboard = useVendorDashboard(new URLSearchParams({ ...period }).toString());
  const d = dashboard.data;
  const range = `${formatCalendarDate(period.from)} – ${formatCalendarDate(period.to)}`;

  return (
    <div className="grid gap-6">
      <PageHeader
        size="compact"
        title="Vendor Dashboard"
        description="Your sales, orders to fulfil and products running low on stock, at a glance."
      />
      <PeriodPicker period={period} onChange={setPeriod} />

      {dashboard.isPending ? (
        <LoadingBlock label="Loading your dashboard…" />
      ) : dashboard.isError ? (
        <ErrorBlock
          title="We could not load your dashboard."
          error={dashboard.error}
          onRetry={() => dashboard.refetch()}
        />
      ) : d ? (
        <>
          <section
            aria-label={`Sales, ${range}`}
            className="grid grid-cols-2 gap-3 lg:grid-cols-3 xl:grid-cols-6"
          >
            <StatCard
              label="Revenue"
              value={formatINR(d.revenue)}
              icon={IndianRupee}
              hint={`${formatINR(d.deliveredRevenue)} delivered`}
            />
            <StatCard
              label="Orders"
              value={formatCount(d.orders)}
              icon={ReceiptText}
              hint="Placed, not cancelled"
            />
            <StatCard label="Units sold" value={formatCount(d.units)} icon={ShoppingBag} />
            <StatCard
              label="Avg. order value"
              value={formatINR(d.averageOrderValue)}
              icon={Wallet}
            />
            <StatCard
              label="To fulfil"
              value={formatCount(d.awaitingFulfilment)}
              icon={Truck}
              hint="Placed, confirmed or packed"
              tone={d.awaitingFulfilment > 0 ? 'attention' : 'default'}
            />
            <StatCard
              label="Low stock"
              value={formatCount(d.lowStockCount)}
              icon={AlertTriangle}
              hint="At or below threshold"
              tone={d.lowStockCount > 0 ? 'attention' : 'default'}
            />
          </section>

          <Card>
            <CardHeader>
              <CardTitle>Sales by day</CardTitle>
              <p className="text-sm text-sand-600">{range}</p>
            </CardHeader>
            <CardContent>
              {d.orders === 0 ? (
                <p className="py-10 text-center text-sm text-sand-600">
                  No sales in this period yet. Orders appear here as soon as customers buy.
                </p>
              ) : (
                <SalesChart
                  points={d.salesByDay}
                  interval="day"
                  caption={`Revenue by day, ${range}`}
                />
              )}
            </CardContent>
          </Card>

          <div className="grid gap-6 xl:grid-cols-[2fr_1fr]">
            <Card>
              <CardHeader layout="flex flex-row items-center justify-between gap-2">
                <CardTitle>Latest orders</CardTitle>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/vendor/orders">All orders</Link>
                </Button>
              </CardHeader>
              <CardContent>
                {d.latestOrders.length === 0 ? (
                  <p className="py-6 text-center text-sm text-sand-600">
                    No orders yet. When a customer buys one of your products, it shows here.
                  </p>
                ) : (
                  <LatestOrders items={d.latestOrders} />
                )}
              </CardContent>
            </Card>
            <Card>
              <CardHeader layout="flex flex-row items-center justify-between gap-2">
                <CardTitle>Low stock</CardTitle>
                <Button asChild variant="ghost" size="sm">
                  <Link to="/vendor/products?stock=low-stock">Restock</Link>
                </Button>
              </CardHeader>
              <CardContent>
                {d.lowStockProducts.length === 0 ? (
                  <p className="py-6 text-center text-sm text-sand-600">
                    Every product and variant is above its low-stock threshold.
                  </p>
                ) : (
                  <ul className="divide-y divide-sand-100">
                    {d.lowStockProducts.map((p) => (
                      <li
                        key={p.variantId}
                        className="flex items-center justify-between gap-3 py-2.5 text-sm"
                      >
                        <Link
                          to={`/vendor/products/${p.id}`}
                          className="flex min-w-0 items-center gap-2 text-ink hover:text-rose-800"
                        >
                          <Package aria-hidden="true" className="size-4 shrink-0 text-sand-500" />
                          <span className="min-w-0">
                            <span className="block truncate">{p.name}</span>
                            <VariantLabel
                              label={p.variantLabel}
                              sku={p.variantLabel ? p.sku : null}
                            />
                          </span>
                        </Link>
                        <span
                          className={
                            p.stockStatus === 'out-of-stock'
                              ? 'shrink-0 font-medium text-danger'
                              : 'shrink-0 font-medium text-warning'
                          }
                        >
                          {p.stockQuantity === 0 ? 'Out of stock' : `${p.stockQuantity} left`}
                        </span>
                      </li>
                    ))}
                  </ul>
                )}
              </CardContent>
            </Card>
          </div>
        </>
      ) : null}
    </div>
  );
}
