// Cancelling an order (or a shipment) whose parcel is booked with the aggregator cancels the
// booking too (issue #39, decision 040), and never half: the cancellation runs in a transaction
// that, finding it cancelled a shipment still booked at the courier, rolls itself back; the
// booking is cancelled at the courier (outside any transaction: a courier that does not answer
// is a 503 with Retry-After and nothing has changed); then the cancellation runs again, for real,
// and forgets the bookings it cancelled. A shipment cancelled earlier, or returned to origin, is
// not the courier's business any more and is left alone.
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import type { ShippingProviderName } from '../../../domain/shipping';
import type { Tx } from '../../db/client';
import { orderGroups } from '../../db/schema-commerce';
import { AppError, retryClashes } from '../../errors';
import { SHIPPING_PROVIDERS_BY_NAME } from './book-shipment';
import type { ShippingContext } from './provider';

interface Booked {
  id: string;
  provider: string;
  providerOrderId: string;
}

/** Thrown inside the first transaction to roll it back: these bookings go to the courier first. */
class BookingsToCancel extends Error {
  constructor(readonly booked: Booked[]) {
    super('bookings to cancel first');
  }
}

async function liveBookings(tx: Tx, orderId: string) {
  return tx
    .select({
      id: orderGroups.id,
      status: orderGroups.status,
      provider: orderGroups.shippingProvider,
      providerOrderId: orderGroups.providerOrderId,
    })
    .from(orderGroups)
    .where(
      and(
        eq(orderGroups.orderId, orderId),
        isNotNull(orderGroups.awb),
        isNotNull(orderGroups.providerOrderId),
        isNull(orderGroups.returnedAt),
      ),
    );
}

/**
 * Runs `cancel` (the caller's whole cancellation, in a transaction) so that every shipment it
 * cancels that is booked with a courier has its booking cancelled there. `ctx` without a config
 * (a caller with no way to reach the courier) refuses such a cancellation instead.
 */
export async function cancellingBookings<T>(
  ctx: ShippingContext | Pick<ShippingContext, 'db'>,
  orderId: string,
  cancel: (tx: Tx) => Promise<T>,
): Promise<T> {
  const cancelledAtCourier = new Set<string>();
  // Each round cancels at the courier what the last one found; a booking made meanwhile makes
  // one more round, never an endless one.
  for (let round = 0; ; round++) {
    try {
      return await retryClashes(() =>
        ctx.db.transaction(async (tx) => {
          const before = await liveBookings(tx, orderId);
          const result = await cancel(tx);
          const wasLive = new Set(before.filter((g) => g.status !== 'cancelled').map((g) => g.id));
          const cancelledNow = (await liveBookings(tx, orderId)).filter(
            (g) => g.status === 'cancelled' && wasLive.has(g.id),
          );
          const left = cancelledNow.filter((g) => !cancelledAtCourier.has(g.id));
          if (left.length > 0) {
            throw new BookingsToCancel(
              left.map((g) => ({ ...g, providerOrderId: g.providerOrderId! })),
            );
          }
          if (cancelledNow.length > 0) {
            await tx
              .update(orderGroups)
              .set({ providerOrderId: null, providerShipmentId: null, labelUrl: null })
              .where(
                inArray(
                  orderGroups.id,
                  cancelledNow.map((g) => g.id),
                ),
              );
          }
          return result;
        }),
      );
    } catch (err) {
      if (!(err instanceof BookingsToCancel)) throw err;
      if (!('config' in ctx) || round >= 3) {
        throw new AppError(
          'conflict',
          'This parcel is booked with a courier through Shiprocket. Cancel the booking first.',
        );
      }
      for (const g of err.booked) {
        await SHIPPING_PROVIDERS_BY_NAME[g.provider as ShippingProviderName].cancel(
          ctx,
          g.providerOrderId,
        );
        cancelledAtCourier.add(g.id);
      }
    }
  }
}
