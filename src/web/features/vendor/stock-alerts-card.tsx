// Issue #37: how many shoppers asked to hear when each shade is back. Shown on the product's
// editor only when someone waits, with the stock beside it: raising a 0 mails them all once.
import { useQuery } from '@tanstack/react-query';
import type { VendorStockAlerts } from '../../../domain/schemas/shades';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '../../components/ui/card';
import { vendorApi } from './vendor-api';

export function StockAlertsCard({ productId }: { productId: string }) {
  const alerts = useQuery({
    queryKey: ['vendor', 'products', 'one', productId, 'stock-alerts'],
    queryFn: ({ signal }) =>
      vendorApi<VendorStockAlerts>(
        `/api/vendor/products/${encodeURIComponent(productId)}/stock-alerts`,
        { signal },
      ),
  });
  const waiting = alerts.data?.items.filter((i) => i.waiting > 0) ?? [];
  if (waiting.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Shoppers waiting for a restock</CardTitle>
        <CardDescription>
          Each gets one mail when the shade&apos;s stock goes up from 0.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm" aria-label="Waiting per shade">
          {waiting.map((i) => (
            <li key={i.variantId} className="flex justify-between gap-3">
              <span className="text-ink">{i.label || 'This product'}</span>
              <span className="text-sand-800 tabular-nums">
                {i.waiting} waiting · {i.stockQuantity} in stock
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
