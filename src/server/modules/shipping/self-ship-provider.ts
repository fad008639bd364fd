// Self-ship: the vendor hands the parcel to its own courier and types the carrier and tracking
// number, as before issue #39. Nothing is called; the shipment ships at once.
import { AppError } from '../../errors';
import type { ShippingProvider } from './provider';

export const selfShipProvider: ShippingProvider = {
  name: 'self-ship',
  shipsOnBooking: true,
  book(_ctx, _facts, request) {
    const errors = [
      ...(request.carrier ? [] : [{ path: 'carrier', message: 'Enter the carrier.' }]),
      ...(request.trackingNumber
        ? []
        : [{ path: 'trackingNumber', message: 'Enter the tracking number.' }]),
    ].map((e) => ({ ...e, location: 'body' as const }));
    if (errors.length > 0) {
      throw new AppError('invalid', 'Shipping needs a carrier and a tracking number.', errors);
    }
    return Promise.resolve({
      carrier: request.carrier!,
      trackingNumber: request.trackingNumber!,
      awb: null,
      labelUrl: null,
      providerOrderId: null,
      providerShipmentId: null,
    });
  },
  cancel() {
    return Promise.reject(
      new AppError('conflict', 'A shipment you ship yourself has no booking to cancel.'),
    );
  },
};
