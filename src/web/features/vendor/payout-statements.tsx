// The payout statement per order for the report's range, a page at a time, with its CSV.
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ErrorBlock, LoadingBlock } from '../../components/back-office/load-states';
import { OrderStatusBadge } from '../../components/order-status-badge';
import { Button } from '../../components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card';
import { Pagination, pageCountOf } from '../../components/ui/pagination';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '../../components/ui/table';
import { formatINR } from '../../lib/format';
import { formatDate } from './ops-format';
import type { Period } from './period-picker';
import { usePayoutStatements } from './reports-api';

const PAGE_SIZE = 20;

export function PayoutStatements({ period, exportUrl }: { period: Period; exportUrl: string }) {
  const [page, setPage] = useState({ key: `${period.from}:${period.to}`, n: 1 });
  // A new range starts again at its first page.
  const current = page.key === `${period.from}:${period.to}` ? page.n : 1;
  const statements = usePayoutStatements(
    new URLSearchParams({ ...period, page: String(current), limit: String(PAGE_SIZE) }).toString(),
  );
  const data = statements.data;
  return (
    <Card>
      <CardHeader layout="flex flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle>Payout statements</CardTitle>
        <Button asChild variant="outline" size="sm">
          <a href={exportUrl} download>
            <Download aria-hidden="true" />
            Statements CSV
          </a>
        </Button>
      </CardHeader>
      <CardContent className="grid gap-4">
        {statements.isPending ? (
          <LoadingBlock label="Loading payout statements…" rows={3} />
        ) : statements.isError ? (
          <ErrorBlock
            title="We could not load the statements."
            error={statements.error}
            onRetry={() => statements.refetch()}
          />
        ) : data && data.items.length === 0 ? (
          <p className="py-4 text-sm text-sand-600">No orders in this range.</p>
        ) : data ? (
          <>
            <div className="relative -mx-5 overflow-x-auto px-5 sm:mx-0 sm:px-0">
              <Table aria-label="Payout statement per order" className="min-w-[56rem]">
                <TableHeader>
                  <TableRow>
                    <TableHead>Order</TableHead>
                    <TableHead>Status</TableHead>
                    <TableHead className="text-right">Order total</TableHead>
                    <TableHead className="text-right">
                      Your offers
                      <span className="block text-xs font-normal">your cost</span>
                    </TableHead>
                    <TableHead className="text-right">
                      Angle’s offers
                      <span className="block text-xs font-normal">not your cost</span>
                    </TableHead>
                    <TableHead className="text-right">Commission</TableHead>
                    <TableHead className="text-right">Refunded</TableHead>
                    <TableHead className="text-right">Net</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {data.items.map((s) => (
                    <TableRow key={s.orderId}>
                      <TableCell>
                        <Link
                          to={`/vendor/orders/${s.orderId}`}
                          className="font-medium text-ink hover:text-rose-800"
                        >
                          {s.number}
                        </Link>
                        <p className="text-xs text-sand-600">{formatDate(s.placedAt)}</p>
                      </TableCell>
                      <TableCell>
                        <OrderStatusBadge status={s.status} />
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatINR(s.total)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {s.vendorDiscount > 0 ? `−${formatINR(s.vendorDiscount)}` : '—'}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {s.platformDiscount > 0 ? formatINR(s.platformDiscount) : '—'}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatINR(s.commission)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {s.refunded > 0 ? formatINR(s.refunded) : '—'}
                      </TableCell>
                      <TableCell className="text-right font-medium tabular-nums">
                        {formatINR(s.net)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </div>
            <Pagination
              page={current}
              pageCount={pageCountOf(data.total, PAGE_SIZE)}
              onPageChange={(n) => setPage({ key: `${period.from}:${period.to}`, n })}
            />
          </>
        ) : null}
      </CardContent>
    </Card>
  );
}
