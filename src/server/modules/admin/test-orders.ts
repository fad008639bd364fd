// Test factory: orders written straight to the tables (checkout is another module), one
// fulfilment group per vendor, so the admin's figures can be checked against known sums.
import type { Database } from '../../db/client';
import { orderGroups, orderItems, orders } from '../../db/schema-commerce';

export interface TestLine {
  productId: string;
  vendorId: string;
  unitPricePaise: number;
  quantity: number;
}

let sequence = 0;

/** `groupStatus` sets every vendor group's status; shipping makes the order total differ from
 * the merchandise subtotal, as in real orders. */
export async function insertOrder(
  database: Database,
  userId: string,
  lines: TestLine[],
  {
    groupStatus = 'placed',
    shippingPaise = 4900,
  }: { groupStatus?: string; shippingPaise?: number } = {},
) {
  const subtotal = lines.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0);
  const [order] = await database.db
    .insert(orders)
    .values({
      number: `T-${Date.now()}-${++sequence}`,
      userId,
      status: groupStatus,
      paymentMethod: 'cod',
      subtotalPaise: subtotal,
      shippingPaise,
      totalPaise: subtotal + shippingPaise,
      shippingAddress: {
        fullName: 'Test Buyer',
        phone: '9876543210',
        line1: '1 MG Road',
        city: 'Pune',
        state: 'Maharashtra',
        pincode: '411001',
      },
    })
    .returning();
  for (const vendorId of new Set(lines.map((l) => l.vendorId))) {
    const own = lines.filter((l) => l.vendorId === vendorId);
    const [group] = await database.db
      .insert(orderGroups)
      .values({
        orderId: order!.id,
        vendorId,
        status: groupStatus,
        subtotalPaise: own.reduce((sum, l) => sum + l.unitPricePaise * l.quantity, 0),
      })
      .returning();
    await database.db.insert(orderItems).values(
      own.map((l) => ({
        orderId: order!.id,
        groupId: group!.id,
        productId: l.productId,
        vendorId,
        productName: `Product ${l.productId}`,
        unitPricePaise: l.unitPricePaise,
        quantity: l.quantity,
        lineTotalPaise: l.unitPricePaise * l.quantity,
      })),
    );
  }
  return order!;
}
