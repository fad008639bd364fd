// Self-ship: the vendor hands the parcel to its own courier and types the carrier and tracking
// number, as before issue #39. Nothing is called; the shipment ships at once.
import { AppError } from '../../errors';
import { requireShippingDetails } from '../orders/transitions';
import type { ShippingProvider } from './provider';

export const selfShipProvider: ShippingProvider = {
  name: 'self-ship',
  shipsOnBooking: true,
  book(_ctx, _facts, request) {
    requireShippingDetails(request);
    return Promise.resolve({
      carrier: request.carrier!,
      trackingNumber: request.trackingNumber!,
      awb: null,
      labelUrl: null,
      providerOrderId: null,
      providerShipmentId: null,
    });
  },
  answerFailedDelivery() {
    return Promise.resolve();
  },
  cancel() {
    return Promise.reject(
      new AppError('conflict', 'A shipment you ship yourself has no booking to cancel.'),
    );
  },
};
