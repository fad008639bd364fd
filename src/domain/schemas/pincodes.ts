// `GET /api/store/pincodes/{pin}`: a PIN code's district and state (the checkout fills city and
// state from it) and, for a product, when a parcel from its vendor should arrive.
import { z } from 'zod';
import { INDIAN_STATES } from './address';

export const PincodeParamsSchema = z.object({
  pin: z.string().regex(/^[1-9]\d{5}$/, 'Enter a 6-digit PIN code.'),
});

export const PincodeQuerySchema = z
  .object({
    /** A product id: the answer then carries its delivery estimate. */
    product: z.string().min(1).max(100).optional(),
  })
  .strict();

export const DeliveryEstimateSchema = z.object({
  minDays: z.number().int(),
  maxDays: z.number().int(),
  earliest: z.string().meta({ description: 'Indian calendar date, YYYY-MM-DD' }),
  latest: z.string().meta({ description: 'Indian calendar date, YYYY-MM-DD' }),
});

export const PincodeSchema = z
  .object({
    pincode: z.string(),
    district: z.string(),
    state: z.enum(INDIAN_STATES),
    /** Every PIN code in the table is served by India Post, so Angle's couriers reach it. */
    deliverable: z.boolean(),
    /** Null without `product`, or when that product is not on sale. */
    estimate: DeliveryEstimateSchema.nullable(),
  })
  .meta({ id: 'Pincode' });
export type Pincode = z.infer<typeof PincodeSchema>;
