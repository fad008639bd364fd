// A vendor ships a packed shipment through the provider it chooses (or its default): self-ship
// moves it to shipped at once, as the ship step always did; the aggregator is called outside any
// transaction (like Razorpay), between a claim that keeps a second click from booking twice and
// a write of the AWB, the courier and the label. The shipment then waits for the pickup, which
// the carrier's webhook reports (tracking.ts).
import { and, eq, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { BookShipment } from '../../../domain/schemas/shipping';
import type { VendorOrder } from '../../../domain/schemas/vendor-orders';
import { CARRIER_EVENT_LABELS, type ShippingProviderName } from '../../../domain/shipping';
import type { Tx } from '../../db/client';
import { users, vendors } from '../../db/schema';
import { carrierEvents, orderGroups, orderItems, orders } from '../../db/schema-commerce';
import { AppError, notFound, retryClashes } from '../../errors';
import { moveGroup } from '../orders/transitions';
import { codAmountOf } from '../payments/cod-collection';
import { loadVendorOrder, vendorGroupOf } from '../vendor-orders/vendor-order';
import type { ShipmentFacts, ShippingContext, ShippingProvider } from './provider';
import { selfShipProvider } from './self-ship-provider';
import { shiprocketProvider } from './shiprocket-provider';
import { aggregatorAvailable } from './shipping-settings';

export const SHIPPING_PROVIDERS_BY_NAME: Record<ShippingProviderName, ShippingProvider> = {
  'self-ship': selfShipProvider,
  shiprocket: shiprocketProvider,
};

/** A booking not finished in this long was cut short (a crash): another may start. */
const BOOKING_LEASE_MS = 2 * 60_000;

/** Locks the vendor's shipment of the order (order row first, as moveGroup does). */
export async function lockVendorShipment(tx: Tx, vendorId: string, orderId: string) {
  const { id } = await vendorGroupOf(tx, vendorId, orderId);
  await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, orderId)).for('update');
  const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, id)).for('update');
  if (!group) throw notFound('The order');
  return group;
}

async function factsOf(tx: Tx, groupId: string, orderId: string): Promise<ShipmentFacts> {
  const [order] = await tx
    .select({
      number: orders.number,
      createdAt: orders.createdAt,
      shippingAddress: orders.shippingAddress,
      email: users.email,
    })
    .from(orders)
    .innerJoin(users, eq(users.id, orders.userId))
    .where(eq(orders.id, orderId));
  const [group] = await tx.select().from(orderGroups).where(eq(orderGroups.id, groupId));
  if (!order || !group) throw notFound('The order');
  const items = await tx
    .select({
      name: orderItems.productName,
      sku: orderItems.sku,
      productId: orderItems.productId,
      units: orderItems.quantity,
      unitPaise: orderItems.unitPricePaise,
    })
    .from(orderItems)
    .where(eq(orderItems.groupId, groupId));
  return {
    groupId,
    orderNumber: order.number,
    placedAt: order.createdAt,
    shipTo: order.shippingAddress,
    email: order.email,
    items: items.map((i) => ({ ...i, sku: i.sku ?? i.productId })),
    codPaise: await codAmountOf(tx, groupId),
    goodsPaise: group.subtotalPaise - group.discountPaise,
    providerOrderId: group.providerOrderId,
    providerShipmentId: group.providerShipmentId,
  };
}

async function chooseProvider(tx: Tx, vendorId: string, request: BookShipment) {
  const [vendor] = await tx
    .select({ provider: vendors.shippingProvider })
    .from(vendors)
    .where(eq(vendors.userId, vendorId));
  const name = (request.provider ?? vendor?.provider ?? 'self-ship') as ShippingProviderName;
  if (name === 'shiprocket' && !(await aggregatorAvailable(tx))) {
    throw new AppError(
      'conflict',
      'Shipping through Shiprocket is not set up. Ship it yourself, or ask Angle.',
    );
  }
  return SHIPPING_PROVIDERS_BY_NAME[name];
}

function requirePacked(group: { status: string; awb: string | null }) {
  if (group.awb) {
    throw new AppError('conflict', 'This shipment is already booked with a courier.');
  }
  if (group.status !== 'packed') {
    throw new AppError('conflict', 'Pack the shipment before you ship it.');
  }
}

export async function bookShipment(
  ctx: ShippingContext,
  vendorId: string,
  orderId: string,
  request: BookShipment,
): Promise<VendorOrder> {
  const claim = await retryClashes(() =>
    ctx.db.transaction(async (tx) => {
      const group = await lockVendorShipment(tx, vendorId, orderId);
      requirePacked(group);
      const provider = await chooseProvider(tx, vendorId, request);
      const weight = request.weightGrams ? { weightGrams: request.weightGrams } : {};
      if (provider.shipsOnBooking) {
        const booking = await provider.book(
          ctx,
          await factsOf(tx, group.id, orderId),
          request,
          () => Promise.resolve(),
        );
        await tx
          .update(orderGroups)
          .set({ shippingProvider: provider.name, ...weight })
          .where(eq(orderGroups.id, group.id));
        await moveGroup(tx, {
          groupId: group.id,
          to: 'shipped',
          actor: { userId: vendorId, role: 'vendor' },
          carrier: booking.carrier,
          trackingNumber: booking.trackingNumber,
        });
        return null;
      }
      const since = new Date(Date.now() - BOOKING_LEASE_MS);
      const [claimed] = await tx
        .update(orderGroups)
        .set({ bookingStartedAt: new Date(), ...weight })
        .where(
          and(
            eq(orderGroups.id, group.id),
            or(isNull(orderGroups.bookingStartedAt), lt(orderGroups.bookingStartedAt, since)),
          ),
        )
        .returning({ id: orderGroups.id });
      if (!claimed) {
        throw new AppError('conflict', 'This shipment is being booked. Wait a moment.');
      }
      return { provider, facts: await factsOf(tx, group.id, orderId) };
    }),
  );
  if (claim) await bookWithAggregator(ctx, claim.provider, claim.facts, request);
  return loadVendorOrder(ctx.db, vendorId, orderId);
}

async function bookWithAggregator(
  ctx: ShippingContext,
  provider: ShippingProvider,
  facts: ShipmentFacts,
  request: BookShipment,
) {
  const groupId = facts.groupId;
  let booking;
  try {
    booking = await provider.book(ctx, facts, request, async (ids) => {
      await ctx.db.update(orderGroups).set(ids).where(eq(orderGroups.id, groupId));
    });
  } catch (err) {
    await ctx.db
      .update(orderGroups)
      .set({ bookingStartedAt: null })
      .where(eq(orderGroups.id, groupId));
    throw err;
  }
  const at = new Date();
  await ctx.db.transaction(async (tx) => {
    const [group] = await tx
      .update(orderGroups)
      .set({
        shippingProvider: provider.name,
        providerOrderId: booking.providerOrderId,
        providerShipmentId: booking.providerShipmentId,
        awb: booking.awb,
        carrier: booking.carrier,
        trackingNumber: booking.trackingNumber,
        labelUrl: booking.labelUrl,
        trackingStatus: 'awb-assigned',
        trackingAt: at,
        bookingStartedAt: null,
      })
      .where(eq(orderGroups.id, groupId))
      .returning({ orderId: orderGroups.orderId });
    await tx.insert(carrierEvents).values({
      orderId: group!.orderId,
      groupId,
      provider: provider.name,
      awb: booking.awb!,
      kind: 'awb-assigned',
      description: `${CARRIER_EVENT_LABELS['awb-assigned']}: ${booking.carrier}`,
      location: null,
      occurredAt: at,
      applied: true,
    });
  });
}

/** Cancels the aggregator's booking before pickup: the shipment is packed and unbooked again. */
export async function cancelBooking(
  ctx: ShippingContext,
  vendorId: string,
  orderId: string,
): Promise<VendorOrder> {
  const group = await ctx.db.transaction((tx) => lockVendorShipment(tx, vendorId, orderId));
  if (!group.awb || !group.providerOrderId || group.status !== 'packed') {
    throw new AppError(
      'conflict',
      group.awb
        ? 'The courier has picked this parcel up; it can no longer be cancelled.'
        : 'This shipment has no courier booking to cancel.',
    );
  }
  await SHIPPING_PROVIDERS_BY_NAME[group.shippingProvider as ShippingProviderName].cancel(
    ctx,
    group.providerOrderId,
  );
  await ctx.db
    .update(orderGroups)
    .set({
      shippingProvider: 'self-ship',
      providerOrderId: null,
      providerShipmentId: null,
      awb: null,
      carrier: null,
      trackingNumber: null,
      labelUrl: null,
      trackingStatus: null,
      trackingAt: null,
    })
    .where(
      and(
        eq(orderGroups.id, group.id),
        eq(orderGroups.status, 'packed'),
        isNotNull(orderGroups.awb),
      ),
    );
  return loadVendorOrder(ctx.db, vendorId, orderId);
}
