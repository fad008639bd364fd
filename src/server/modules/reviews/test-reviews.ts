// Test factories for reviews: a customer holding a delivered order line of a product, and a
// valid review body.
import type { Database } from '../../db/client';
import { productVariants, products } from '../../db/schema';
import { orderGroups, orderItems, orders } from '../../db/schema-commerce';
import { eq } from 'drizzle-orm';

let sequence = 0;

/** Writes an order of the product (its first variant unless one is named) for the customer,
 * its shipment in `status` (delivered by default): the state a real delivery leaves. */
export async function giveOrderLine(
  database: Database,
  userId: string,
  productId: string,
  { variantId, status = 'delivered' }: { variantId?: string; status?: string } = {},
) {
  const db = database.db;
  const [product] = await db.select().from(products).where(eq(products.id, productId));
  const [variant] = await db
    .select()
    .from(productVariants)
    .where(eq(productVariants.id, variantId ?? product!.defaultVariantId!));
  const label = [variant!.option1, variant!.option2].filter(Boolean).join(' · ');
  const [order] = await db
    .insert(orders)
    .values({
      number: `ANG-TEST-0${++sequence}-${Math.random().toString(36).slice(2, 8)}`,
      userId,
      status,
      paymentMethod: 'cod',
      subtotalPaise: variant!.pricePaise,
      totalPaise: variant!.pricePaise,
      shippingAddress: {
        fullName: 'Asha Rao',
        phone: '9876543210',
        line1: '4 Brigade Road',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560001',
      },
    })
    .returning();
  const [group] = await db
    .insert(orderGroups)
    .values({
      orderId: order!.id,
      vendorId: product!.vendorId,
      status,
      subtotalPaise: variant!.pricePaise,
    })
    .returning();
  await db.insert(orderItems).values({
    orderId: order!.id,
    groupId: group!.id,
    productId,
    vendorId: product!.vendorId,
    productName: product!.name,
    variantId: variant!.id,
    sku: variant!.sku,
    variantLabel: label,
    unitPricePaise: variant!.pricePaise,
    quantity: 1,
    lineTotalPaise: variant!.pricePaise,
  });
  return { orderId: order!.id, label };
}

export function reviewBody(productId: string, rating = 5, extra: Record<string, unknown> = {}) {
  return {
    productId,
    rating,
    title: 'Lovely on my skin',
    text: 'Blends well, lasts the whole day and the shade matches me exactly.',
    ...extra,
  };
}

/** The product's stored rating and count, and an independent recount of its published rows. */
export async function ratingAndRecount(database: Database, productId: string) {
  const [stored] = await database.query<{ rating: string; review_count: number }>(
    'SELECT rating::text AS rating, review_count FROM products WHERE id = $1',
    [productId],
  );
  const rows = await database.query<{ rating: number }>(
    "SELECT rating FROM reviews WHERE product_id = $1 AND status = 'published'",
    [productId],
  );
  const sum = rows.reduce((a, r) => a + Number(r.rating), 0);
  return {
    stored: { rating: Number(stored!.rating), count: Number(stored!.review_count) },
    recount: {
      rating: rows.length ? Math.round((sum * 10) / rows.length) / 10 : 0,
      count: rows.length,
    },
  };
}
