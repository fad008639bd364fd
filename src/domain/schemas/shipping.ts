// Issue #39's API contract: the admin's aggregator settings (its password and webhook token
// write-only, as Razorpay's secrets are), the vendor's default provider, booking a shipment, the
// carrier webhook's answer and the tracking events a shopper sees.
import { z } from 'zod';
import { SHIPPING_PROVIDERS } from '../shipping';
import { EmailSchema } from './auth';
import { NewSecretSchema, SecretMaskSchema } from './admin-settings';

/** The stored document (`shipping` in settings); secrets live in `shipping-secrets`. */
export const ShippingSettingsSchema = z.object({
  shiprocket: z.object({
    enabled: z.boolean(),
    email: z.string().max(200),
    /** The pickup location's name as set up in Shiprocket's panel ("Primary"). */
    pickupLocation: z.string().max(100),
  }),
});
export type ShippingSettings = z.infer<typeof ShippingSettingsSchema>;
export const DEFAULT_SHIPPING_SETTINGS: ShippingSettings = {
  shiprocket: { enabled: false, email: '', pickupLocation: 'Primary' },
};

export const AdminShippingSettingsSchema = z
  .object({
    shiprocket: z.object({
      enabled: z.boolean(),
      email: z.string(),
      pickupLocation: z.string(),
      password: SecretMaskSchema,
      webhookToken: SecretMaskSchema,
    }),
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
