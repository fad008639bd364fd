// Shiprocket, the carrier aggregator (issue #39): create its order, assign an AWB (its courier
// picks the parcel up), generate the label and request the pickup, with the API user the admin
// set up. Each step's answer is kept before the next, so a retry resumes where one stopped.
import { paiseToRupees } from '../../../domain/money';
import { AppError } from '../../errors';
import type { ShipmentFacts, ShippingContext, ShippingProvider } from './provider';
import { ShiprocketApi } from './shiprocket-api';
import { readShippingSettings } from './shipping-settings';

const NOT_SET_UP = 'Shipping through Shiprocket is not set up. Ship it yourself, or ask Angle.';

async function apiFor(ctx: ShippingContext) {
  const { settings, secrets } = await readShippingSettings(ctx.db);
  const { enabled, email, pickupLocation } = settings.shiprocket;
  if (!enabled || !email || !secrets.shiprocketPassword) throw new AppError('conflict', NOT_SET_UP);
  const api = new ShiprocketApi(
    ctx.config.shiprocketApiBase,
    { email, password: secrets.shiprocketPassword },
    ctx.log,
    ctx.config.shiprocketTimeoutMs,
  );
  return { api, pickupLocation };
}

/** Shiprocket's order date: "YYYY-MM-DD HH:mm" in India. */
function indianDateTime(at: Date) {
  const ist = new Date(at.getTime() + 330 * 60_000).toISOString();
  return `${ist.slice(0, 10)} ${ist.slice(11, 16)}`;
}

function orderInput(facts: ShipmentFacts, pickupLocation: string, parcel: Parcel) {
  const to = facts.shipTo;
  return {
    orderId: facts.groupId,
    orderDate: indianDateTime(facts.placedAt),
    pickupLocation,
    billing: {
      name: to.fullName,
      address: to.line1,
      address2: to.line2 ?? '',
      city: to.city,
      state: to.state,
      pincode: to.pincode,
      phone: to.phone,
      email: facts.email,
    },
    items: facts.items.map((i) => ({
      name: i.name,
      sku: i.sku,
      units: i.units,
      sellingPrice: paiseToRupees(i.unitPaise),
    })),
    paymentMethod: facts.codPaise === null ? ('Prepaid' as const) : ('COD' as const),
    subTotal: paiseToRupees(facts.codPaise ?? facts.goodsPaise),
    weightKg: parcel.weightGrams / 1000,
    lengthCm: parcel.lengthCm,
    breadthCm: parcel.breadthCm,
    heightCm: parcel.heightCm,
  };
}

interface Parcel {
  weightGrams: number;
  lengthCm: number;
  breadthCm: number;
  heightCm: number;
}

export const shiprocketProvider: ShippingProvider = {
  name: 'shiprocket',
  shipsOnBooking: false,
  async book(ctx, facts, request, remember) {
    if (!request.weightGrams) {
      const message = 'Enter the parcel’s weight in grams.';
      throw new AppError('invalid', message, [{ path: 'weightGrams', message, location: 'body' }]);
    }
    const parcel: Parcel = {
      weightGrams: request.weightGrams,
      lengthCm: request.lengthCm ?? 15,
      breadthCm: request.breadthCm ?? 10,
      heightCm: request.heightCm ?? 10,
    };
    const { api, pickupLocation } = await apiFor(ctx);
    let ids =
      facts.providerOrderId && facts.providerShipmentId
        ? { providerOrderId: facts.providerOrderId, providerShipmentId: facts.providerShipmentId }
        : null;
    if (!ids) {
      const created = await api.createOrder(orderInput(facts, pickupLocation, parcel));
      ids = { providerOrderId: created.order_id, providerShipmentId: created.shipment_id };
      await remember(ids);
    }
    const awb = await api.assignAwb(ids.providerShipmentId);
    const labelUrl = await api.generateLabel(ids.providerShipmentId);
    await api.requestPickup(ids.providerShipmentId);
    return {
      carrier: awb.courier_name,
      trackingNumber: awb.awb_code,
      awb: awb.awb_code,
      labelUrl,
      ...ids,
    };
  },
  async answerFailedDelivery(ctx, awb, answer) {
    const { api } = await apiFor(ctx);
    await api.ndrAction(awb, answer);
  },
  async cancel(ctx, providerOrderId) {
    const { api } = await apiFor(ctx);
    await api.cancelOrder(providerOrderId);
  },
};
