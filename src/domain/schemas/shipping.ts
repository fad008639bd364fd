// Issue #39's API contract: the admin's aggregator settings (its password and webhook token
// write-only, as Razorpay's secrets are), the vendor's default provider, booking a shipment, the
// carrier webhook's answer and the tracking events a shopper sees.
import { z } from 'zod';
import { RTO_PAYERS } from '../delivery-issues';
import { BULK_LIMIT } from '../fulfilment';
import { SHIPPING_PROVIDERS } from '../shipping';
import { EmailSchema } from './auth';
import { NewSecretSchema, SecretMaskSchema } from './admin-settings';
import { splitValues } from './paging';

/**
 * Who pays for a parcel that came back undelivered (issue #39) and what its courier charged
 * Angle's aggregator account for each way (paise; one flat rate per parcel).
 */
export const RtoChargesSchema = z.object({
  payer: z.enum(RTO_PAYERS),
  forwardPaise: z.number().int().min(0),
  returnPaise: z.number().int().min(0),
});
export type RtoCharges = z.infer<typeof RtoChargesSchema>;
export const DEFAULT_RTO_CHARGES: RtoCharges = {
  payer: 'seller',
  forwardPaise: 6_500,
  returnPaise: 6_500,
};

/** The stored document (`shipping` in settings); secrets live in `shipping-secrets`. */
export const ShippingSettingsSchema = z.object({
  shiprocket: z.object({
    enabled: z.boolean(),
    email: z.string().max(200),
    /** The pickup location's name as set up in Shiprocket's panel ("Primary"). */
    pickupLocation: z.string().max(100),
  }),
  rto: RtoChargesSchema.default(DEFAULT_RTO_CHARGES),
});
export type ShippingSettings = z.infer<typeof ShippingSettingsSchema>;
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  shiprocket: { enabled: false, email: '', pickupLocation: 'Primary' },
  rto: DEFAULT_RTO_CHARGES,
};

const rupeesUpTo = (what: string) =>
  z
    .number(`Enter the ${what} in rupees.`)
    .min(0, `The ${what} cannot be negative.`)
    .max(10_000, `The ${what} is at most ₹10,000.`)
    .multipleOf(0.01, 'Use at most two decimals.');

/** The RTO rule as the admin reads and writes it (rupees). */
export const RtoRuleSchema = z.object({
  payer: z.enum(RTO_PAYERS, 'Choose who pays: the seller, Angle, or half each.'),
  forwardRupees: rupeesUpTo('forward shipping'),
  returnRupees: rupeesUpTo('return shipping'),
});
export type RtoRule = z.infer<typeof RtoRuleSchema>;

export const AdminShippingSettingsSchema = z
  .object({
    shiprocket: z.object({
      enabled: z.boolean(),
      email: z.string(),
      pickupLocation: z.string(),
      password: SecretMaskSchema,
      webhookToken: SecretMaskSchema,
    }),
    /** Issue #39: who pays an RTO parcel's shipping both ways. */
    rto: RtoRuleSchema,
  })
  .meta({ id: 'AdminShippingSettings' });
export type AdminShippingSettings = z.infer<typeof AdminShippingSettingsSchema>;

export const AdminShippingSettingsUpdateSchema = z
  .object({
    shiprocket: z
      .object({
        enabled: z.boolean(),
        email: z.union([z.literal(''), EmailSchema]),
        pickupLocation: z
          .string()
          .trim()
          .min(1, 'Enter the pickup location’s name as Shiprocket shows it.')
          .max(100, 'Keep the pickup location under 100 characters.'),
        password: NewSecretSchema,
        webhookToken: NewSecretSchema,
      })
      .strict(),
    /** Omitted: the RTO rule is kept as it is. */
    rto: RtoRuleSchema.strict().optional(),
  })
  .strict()
  .superRefine(({ shiprocket }, ctx) => {
    if (shiprocket.enabled && !shiprocket.email) {
      ctx.addIssue({
        code: 'custom',
        path: ['shiprocket', 'email'],
        message: 'Enter the Shiprocket API user’s email to turn Shiprocket on.',
      });
    }
  });
export type AdminShippingSettingsUpdate = z.input<typeof AdminShippingSettingsUpdateSchema>;

export const VendorShippingSettingsSchema = z
  .object({
    defaultProvider: z.enum(SHIPPING_PROVIDERS),
    /** Whether Angle Admin has set up the aggregator, so the vendor may choose it. */
    aggregatorAvailable: z.boolean(),
  })
  .meta({ id: 'VendorShippingSettings' });
export type VendorShippingSettings = z.infer<typeof VendorShippingSettingsSchema>;

export const VendorShippingSettingsUpdateSchema = z
  .object({ defaultProvider: z.enum(SHIPPING_PROVIDERS, 'Choose self-ship or Shiprocket.') })
  .strict();

const whole = (what: string, max: number) =>
  z
    .number(`Enter the ${what}.`)
    .int('Use a whole number.')
    .min(1, `Enter the ${what}.`)
    .max(max, `The ${what} is at most ${max}.`);

/**
 * `POST /api/vendor/orders/{id}/shipment`: ship a packed shipment. Without `provider` the
 * vendor's default is used. Self-ship needs the carrier and tracking number (today's ship step);
 * Shiprocket needs the parcel's weight and size, and answers with the AWB.
 */
export const BookShipmentSchema = z
  .object({
    provider: z.enum(SHIPPING_PROVIDERS, 'Choose self-ship or Shiprocket.').optional(),
    carrier: z.string().trim().min(1).max(60).optional(),
    trackingNumber: z
      .string()
      .trim()
      .min(1)
      .max(60)
      .regex(/^[A-Za-z0-9 ._/-]+$/, 'Use letters, digits, spaces and . _ / - only.')
      .optional(),
    weightGrams: whole('weight in grams', 30_000).optional(),
    lengthCm: whole('length in cm', 150).optional(),
    breadthCm: whole('breadth in cm', 150).optional(),
    heightCm: whole('height in cm', 150).optional(),
  })
  .strict();
export type BookShipment = z.infer<typeof BookShipmentSchema>;

/**
 * The least a tracking webhook must carry to be read at all: the AWB and the time. Shiprocket's
 * other fields are read by the server where present (shiprocket-webhook.ts); a body without these
 * two is a 400 before the token is checked.
 */
export const CarrierWebhookBodySchema = z
  .object({
    awb: z.union([z.string().min(1).max(60), z.number().int()]),
    current_timestamp: z.string().max(40),
  })
  .loose();

export const CarrierWebhookOutcomeSchema = z.object({
  outcome: z.enum(['applied', 'recorded', 'duplicate', 'ignored']),
});
export type CarrierWebhookOutcome = z.infer<typeof CarrierWebhookOutcomeSchema>['outcome'];

/**
 * `GET /api/vendor/orders/labels.pdf?ids=a,b`: the labels of the chosen orders in one PDF, in the
 * order given (comma-separated or repeated, repeats printed once).
 */
export const BulkLabelsQuerySchema = z
  .object({
    ids: z
      .union(
        [z.string().max(5000), z.array(z.string().max(5000)).max(BULK_LIMIT)],
        'Choose the orders.',
      )
      .transform(splitValues)
      .pipe(
        z
          .array(z.string().max(100))
          .min(1, 'Choose at least one order.')
          .max(BULK_LIMIT, `Choose at most ${BULK_LIMIT} orders at a time.`),
      ),
  })
  .strict();
export type BulkLabelsQuery = z.infer<typeof BulkLabelsQuerySchema>;

const typedWhole = (what: string, max: number) =>
  z
    .string()
    .trim()
    .transform((v) => (v === '' ? undefined : Number(v)))
    .pipe(whole(what, max).optional());

/**
 * The vendor's ship dialog: the provider (its default chosen first), the carrier and tracking
 * number for self-ship, the parcel's weight (needed by Shiprocket, printed on the label) and its
 * size in cm (Shiprocket's volumetric weight). Typed as text; the answer is BookShipment.
 */
export const ShipFormSchema = z
  .object({
    provider: z.enum(SHIPPING_PROVIDERS, 'Choose how you ship.'),
    carrier: z.string().trim().max(60, 'Keep the carrier under 60 characters.'),
    trackingNumber: z
      .string()
      .trim()
      .max(60, 'Keep the tracking number under 60 characters.')
      .regex(/^[A-Za-z0-9 ._/-]*$/, 'Use letters, digits, spaces and . _ / - only.'),
    weightGrams: typedWhole('weight in grams', 30_000),
    lengthCm: typedWhole('length in cm', 150),
    breadthCm: typedWhole('breadth in cm', 150),
    heightCm: typedWhole('height in cm', 150),
  })
  .superRefine((v, ctx) => {
    const need = (path: string, message: string) =>
      ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.provider === 'self-ship') {
      if (!v.carrier) need('carrier', 'Enter the carrier.');
      if (!v.trackingNumber) need('trackingNumber', 'Enter the tracking number.');
    } else if (v.weightGrams === undefined) {
      need('weightGrams', 'Enter the parcel’s weight in grams.');
    }
  })
  .transform(({ provider, carrier, trackingNumber, ...parcel }): BookShipment => {
    const size = Object.fromEntries(Object.entries(parcel).filter(([, n]) => n !== undefined));
    return provider === 'self-ship'
      ? { provider, carrier, trackingNumber, ...size }
      : { provider, ...size };
  });
export type ShipFormValues = z.input<typeof ShipFormSchema>;
