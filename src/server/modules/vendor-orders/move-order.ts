// A vendor moves its own shipment of an order: confirm, pack, ship (carrier and tracking
// number), mark delivered (COD collected) or cancel with a reason the customer sees. moveGroup
// checks ownership and the lifecycle, returns stock on cancel and writes the event.
import type { VendorOrder, VendorOrderAction } from '../../../domain/schemas/vendor-orders';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { moveGroup } from '../orders/transitions';
import { cancellingBookings } from '../shipping/cancel-bookings';
import type { ShippingContext } from '../shipping/provider';
import { loadVendorOrder, vendorGroupOf } from './vendor-order';

/**
 * `carrier` reaches the courier to cancel a booked parcel's booking with its shipment (issue
 * #39); a caller without it (bulk moves) is refused such a cancellation instead.
 */
export async function moveVendorOrder(
  db: Db,
  vendorId: string,
  orderId: string,
  action: VendorOrderAction,
  carrier?: ShippingContext,
): Promise<VendorOrder> {
  return cancellingBookings(carrier ?? { db }, orderId, async (tx) => {
    const group = await vendorGroupOf(tx, vendorId, orderId);
    // Issue #39: a parcel booked with the aggregator moves as its carrier reports.
    if (group.awb && (action.to === 'shipped' || action.to === 'delivered')) {
      throw new AppError(
        'conflict',
        'This parcel is booked with a courier through Shiprocket: it moves as the courier reports.',
      );
    }
    await moveGroup(tx, {
      groupId: group.id,
      to: action.to,
      actor: { userId: vendorId, role: 'vendor' },
      ...(action.to === 'shipped'
        ? { carrier: action.carrier, trackingNumber: action.trackingNumber }
        : {}),
      ...(action.to === 'cancelled' ? { reason: action.reason } : {}),
    });
    return loadVendorOrder(tx, vendorId, orderId);
  });
}
