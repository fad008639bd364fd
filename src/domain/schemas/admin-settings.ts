// The admin API contract for the settings documents (src/domain/settings.ts), in rupees and
// percent at the edge. Razorpay's key secret and webhook secret are write-only: they go in,
// and only whether they are set (and their last four characters) ever comes out.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from '../cart-limits';
import { CATEGORIES } from '../catalog';
import {
  COD_BLOCKED_PINCODES_MAX,
  ORDER_LIMIT_BOUNDS,
  PincodeSchema,
  RETURN_WINDOW_MAX_DAYS,
  TAX_WITHHELD_MAX_PERCENT,
} from '../settings';
import { EmailSchema } from './auth';
import { percentField, rupeesField } from './admin';

/** A whole number from `min` to `max`, the message naming what it counts. */
const wholeNumber = (what: string, min: number, max: number) =>
  z
    .number(`Enter the number of ${what}.`)
    .int('Use a whole number.')
    .min(min, `Allow at least ${min}.`)
    .max(max, `Allow at most ${max}.`);

export const AdminStoreSettingsSchema = z
  .object({
    storeName: z.string().trim().min(1, 'Enter the store name.').max(80),
    supportPhone: z
      .string()
      .trim()
      .min(5, 'Enter the support phone number.')
      .max(30)
      .regex(/^[+\d][\d\s-]+$/, 'Use digits, spaces, dashes and an optional leading +.'),
    supportEmail: EmailSchema,
    address: z.string().trim().min(5, 'Enter the store address.').max(300),
    shippingFee: rupeesField('the shipping fee', { max: 10_000 }),
    freeShippingThreshold: rupeesField('the free-shipping threshold', { max: 1_000_000 }),
    gstRate: percentField('the GST rate', 28),
    firstPurchaseDiscountPct: z
      .number('Enter the discount.')
      .int('Use a whole percent.')
      .min(0, 'Use 0% or more.')
      .max(90, 'Use at most 90%.'),
    defaultCommissionRate: percentField('the default commission', 50),
    maxOpenUnpaidOrders: wholeNumber(
      'unpaid orders a customer may have open',
      1,
      ORDER_LIMIT_BOUNDS.openUnpaid,
    ),
    maxOrdersPerHour: wholeNumber(
      'orders a customer may place in an hour',
      1,
      ORDER_LIMIT_BOUNDS.perHour,
    ),
    maxUnitsPerProduct: wholeNumber('units of one product in an order', 1, MAX_LINE_QUANTITY),
    // Issue #21: left out, the saved value stays (clients written before them keep working).
    returnWindowDays: z
      .number('Enter the number of days.')
      .int('Use a whole number of days.')
      .min(0, 'Use 0 days or more.')
      .max(RETURN_WINDOW_MAX_DAYS, `Use at most ${RETURN_WINDOW_MAX_DAYS} days.`)
      .optional(),
    nonReturnableCategories: z.array(z.enum(CATEGORIES)).max(CATEGORIES.length).optional(),
    /** Issue #21 (decision 023): TCS and TDS withheld from vendors' sales, in percent (the
     * documents keep basis points); left out, the saved rate stays. */
    tcsRate: percentField('the TCS rate', TAX_WITHHELD_MAX_PERCENT).optional(),
    tdsRate: percentField('the TDS rate', TAX_WITHHELD_MAX_PERCENT).optional(),
  })
  .strict()
  .meta({ id: 'AdminStoreSettings' });
export type AdminStoreSettings = z.output<typeof AdminStoreSettingsSchema>;
export type AdminStoreSettingsInput = z.input<typeof AdminStoreSettingsSchema>;

export const SecretMaskSchema = z.object({ set: z.boolean(), last4: z.string().nullable() });
export type SecretMask = z.infer<typeof SecretMaskSchema>;

export const RAZORPAY_KEY_ID = /^rzp_(test|live)_[A-Za-z0-9]{6,40}$/;

/**
 * Issue #39 (decision 041): the rules of cash on delivery, in rupees and percent. Left out of an
 * update (clients written before them), the saved rules stay.
 */
export const CodRulesFieldsSchema = z
  .object({
    confirmAboveValue: rupeesField('the order value above which the buyer confirms by code', {
      max: 1_000_000,
    }),
    confirmFirstOrder: z.boolean(),
    rtoShareConfirm: percentField('the return-to-origin share that asks for a code', 100),
    rtoShareBlock: percentField('the return-to-origin share that ends cash on delivery', 100),
    rtoShareMinShipments: wholeNumber('finished shipments a PIN code needs', 1, 100_000),
    blockedPincodes: z
      .array(PincodeSchema)
      .max(COD_BLOCKED_PINCODES_MAX, `List at most ${COD_BLOCKED_PINCODES_MAX} PIN codes.`),
    confirmMinutes: z
      .number('Enter the number of minutes.')
      .int('Use a whole number of minutes.')
      .min(5, 'Allow at least 5 minutes.')
      .max(7 * 24 * 60, 'Allow at most 7 days.'),
  })
  .strict();
export type CodRulesFields = z.infer<typeof CodRulesFieldsSchema>;

const prepaidDiscountField = z
  .number('Enter the discount.')
  .int('Use a whole percent.')
  .min(0, 'Use 0% or more.')
  .max(50, 'Use at most 50%.');

const codFields = z.object({
  enabled: z.boolean(),
  maxOrderValue: rupeesField('the maximum order value for cash on delivery', {
    min: 1,
    max: 1_000_000,
  }),
});

export const AdminPaymentSettingsSchema = z
  .object({
    cod: codFields.extend({ rules: CodRulesFieldsSchema }),
    prepaidDiscountPct: z.number(),
    razorpay: z.object({
      enabled: z.boolean(),
      keyId: z.string(),
      testMode: z.boolean(),
      keySecret: SecretMaskSchema,
      webhookSecret: SecretMaskSchema,
    }),
  })
  .meta({ id: 'AdminPaymentSettings' });
export type AdminPaymentSettings = z.infer<typeof AdminPaymentSettingsSchema>;

/** A new secret; omitted keeps the stored one, null removes it. */
export const NewSecretSchema = z
  .string()
  .trim()
  .min(8, 'A secret has at least 8 characters.')
  .max(200, 'A secret has at most 200 characters.')
  .nullable()
  .optional();

export const AdminPaymentSettingsUpdateSchema = z
  .object({
    cod: codFields.extend({ rules: CodRulesFieldsSchema.optional() }).strict(),
    prepaidDiscountPct: prepaidDiscountField.optional(),
    razorpay: z
      .object({
        enabled: z.boolean(),
        keyId: z
          .string()
          .trim()
          .refine((v) => v === '' || RAZORPAY_KEY_ID.test(v), {
            message: 'A Razorpay key id looks like rzp_test_… or rzp_live_….',
          }),
        testMode: z.boolean(),
        keySecret: NewSecretSchema,
        webhookSecret: NewSecretSchema,
      })
      .strict(),
  })
  .strict()
  .superRefine(({ razorpay }, ctx) => {
    const live = razorpay.keyId.startsWith('rzp_live_');
    if (razorpay.keyId && razorpay.testMode === live) {
      ctx.addIssue({
        code: 'custom',
        path: ['razorpay', 'keyId'],
        message: razorpay.testMode
          ? 'Test mode needs a test key (rzp_test_…).'
          : 'Live mode needs a live key (rzp_live_…).',
      });
    }
    if (razorpay.enabled && !razorpay.keyId) {
      ctx.addIssue({
        code: 'custom',
        path: ['razorpay', 'keyId'],
        message: 'Enter the key id to turn Razorpay on.',
      });
    }
  });
export type AdminPaymentSettingsUpdate = z.input<typeof AdminPaymentSettingsUpdateSchema>;
