// GET /api/vendor/reports/shipping and /api/admin/reports/shipping (issue #39): RTO %, NDR %,
// COD share and delivery success for the shipments placed in a period (India's calendar days)
// that left the seller, overall, by PIN zone and by carrier (domain/shipping-figures.ts).
import { z } from 'zod';

const Rates = {
  /** Shipments placed in the period that left the seller (shipped at some point). */
  shipments: z.number().int(),
  delivered: z.number().int(),
  /** Returned to origin or on the way back (the carrier said so). */
  rto: z.number().int(),
  /** With at least one failed delivery attempt (a non-delivery report). */
  ndr: z.number().int(),
  /** Cash on delivery. */
  cod: z.number().int(),
  inTransit: z.number().int(),
  /** RTO ÷ shipments, %. */
  rtoPercent: z.number().nullable(),
  /** NDR ÷ shipments, %. */
  ndrPercent: z.number().nullable(),
  /** COD ÷ shipments, %. */
  codShare: z.number().nullable(),
  /** Delivered ÷ (delivered + RTO), %: of the parcels whose journey ended. */
  deliverySuccess: z.number().nullable(),
};

export const ShippingFiguresSchema = z
  .object({
    from: z.string(),
    to: z.string(),
    totals: z.object(Rates),
    byZone: z.array(z.object({ zone: z.string(), label: z.string(), ...Rates })),
    byCarrier: z.array(z.object({ carrier: z.string(), ...Rates })),
  })
  .meta({ id: 'ShippingFigures' });
export type ShippingFigures = z.infer<typeof ShippingFiguresSchema>;
export type ShippingRates = ShippingFigures['totals'];
