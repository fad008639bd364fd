// The vendor's dashboard for a chosen period: sales figures and a chart by day, plus what needs
// attention now (shipments to fulfil, variants running low) and the latest orders.
import { and, asc, count, eq, inArray, ne, sql } from 'drizzle-orm';
import { stockStatusOf } from '../../../domain/catalog';
import { OPEN_GROUP_STATUSES } from '../../../domain/order-status';
import type { DateRangeQuery, VendorDashboard } from '../../../domain/schemas/vendor-reports';
import type { DbOrTx } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { orderGroups } from '../../db/schema-commerce';
import { optionValuesOf, variantLabel } from '../vendor-catalog/variant-writes';
import { latestVendorOrders } from '../vendor-orders/list-orders';
import { resolveRange, vendorRateBp } from './sales-sql';
import { salesSeries } from './sales-series';

const LATEST_ORDERS = 5;
const LOW_STOCK_SHOWN = 6;
const AWAITING = OPEN_GROUP_STATUSES.filter((s) => s !== 'shipped');

/** Variants running low: stock at or below their product's threshold (issue #18). */
const lowStock = (vendorId: string) =>
  and(
    eq(products.vendorId, vendorId),
    ne(products.status, 'archived'),
    eq(productVariants.isActive, true),
    sql`${productVariants.stockQuantity} <= ${products.lowStockThreshold}`,
  );

export async function vendorDashboard(
  db: DbOrTx,
  vendorId: string,
  q: DateRangeQuery,
): Promise<VendorDashboard> {
  const range = resolveRange(q);
  const rateBp = await vendorRateBp(db, vendorId);
  const [sales, [awaiting], [low], lowProducts, latestOrders] = await Promise.all([
    salesSeries(db, vendorId, range, 'day', rateBp),
    db
      .select({ n: count() })
      .from(orderGroups)
      .where(and(eq(orderGroups.vendorId, vendorId), inArray(orderGroups.status, AWAITING))),
    db
      .select({ n: count() })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lowStock(vendorId)),
    db
      .select({
        id: products.id,
        name: products.name,
        stockQuantity: productVariants.stockQuantity,
        lowStockThreshold: products.lowStockThreshold,
        variantId: productVariants.id,
        option1: productVariants.option1,
        option2: productVariants.option2,
        sku: productVariants.sku,
      })
      .from(productVariants)
      .innerJoin(products, eq(products.id, productVariants.productId))
      .where(lowStock(vendorId))
      .orderBy(
        asc(productVariants.stockQuantity),
        asc(products.name),
        asc(productVariants.position),
      )
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
    lowStockProducts: lowProducts.map(({ option1, option2, ...p }) => ({
      ...p,
      variantLabel: variantLabel(optionValuesOf({ option1, option2 })),
      stockStatus: stockStatusOf(p.stockQuantity, p.lowStockThreshold),
    })),
  };
}
