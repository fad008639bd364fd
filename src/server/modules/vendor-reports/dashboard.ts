// The vendor's dashboard for a chosen period: sales figures and a chart by day, plus what needs
// attention now (shipments to fulfil, variants running low) and the latest orders.
import { and, count, eq, inArray, ne } from 'drizzle-orm';
import { stockStatusOf } from '../../../domain/catalog';
import { OPEN_GROUP_STATUSES } from '../../../domain/order-status';
import type { DateRangeQuery, VendorDashboard } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { orderGroups, orders as orderRows } from '../../db/schema-commerce';
import { releasedToSellers } from '../cod/confirmation';
import {
  lowStockOrder,
  lowStockVariantColumns,
  variantRunsLow,
  withVariantLabel,
} from '../vendor-catalog/low-stock';
import { latestVendorOrders } from '../vendor-orders/list-orders';
import { resolveRange } from './sales-sql';
import { salesSeries } from './sales-series';

const LATEST_ORDERS = 5;
const LOW_STOCK_SHOWN = 6;
const AWAITING = OPEN_GROUP_STATUSES.filter((s) => s !== 'shipped');

/** Variants running low: stock at or below their product's threshold (issue #18). */
const lowStock = (vendorId: string) =>
  and(eq(products.vendorId, vendorId), ne(products.status, 'archived'), variantRunsLow);

export async function vendorDashboard(
  db: DbOrTx,
  vendorId: string,
  q: DateRangeQuery,
): Promise<VendorDashboard> {
  const range = resolveRange(q);
  const [sales, [awaiting], [low], lowProducts, latestOrders] = await Promise.all([
    salesSeries(db, vendorId, range, 'day'),
    db
      .select({ n: count() })
      .from(orderGroups)
      .innerJoin(orderRows, eq(orderRows.id, orderGroups.orderId))
      .where(
        and(
          eq(orderGroups.vendorId, vendorId),
          inArray(orderGroups.status, AWAITING),
          releasedToSellers(),
        ),
      ),
    db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lowStock(vendorId)),
    db
      .select({
        ...lowStockVariantColumns,
        stockQuantity: productVariants.stockQuantity,
        lowStockThreshold: products.lowStockThreshold,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lowStock(vendorId))
      .orderBy(...lowStockOrder)
      .limit(LOW_STOCK_SHOWN),
    latestVendorOrders(db, vendorId, LATEST_ORDERS),
  ]);
  const { revenue, orders, units } = sales.totals;
  return {
    ...range,
    revenue,
    deliveredRevenue: sales.deliveredRevenue,
    orders,
    units,
    // Rupees with paise: the mean of whole paise, rounded to the paisa.
    averageOrderValue: orders === 0 ? 0 : Math.round((revenue * 100) / orders) / 100,
    awaitingFulfilment: awaiting?.n ?? 0,
    lowStockCount: low?.n ?? 0,
    salesByDay: sales.points,
    latestOrders,
    lowStockProducts: lowProducts.map((row) => {
      const p = withVariantLabel(row);
      return { ...p, stockStatus: stockStatusOf(p.stockQuantity, p.lowStockThreshold) };
    }),
  };
}
