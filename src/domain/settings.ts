// The two settings documents (DESIGN §4): the store's own details and how shoppers may pay.
import { z } from 'zod';
import { MAX_LINE_QUANTITY } from './cart-limits';
import { DEFAULT_RETURN_WINDOW_DAYS, DEFAULT_TCS_RATE_BP, DEFAULT_TDS_RATE_BP } from './ledger';
import { CATEGORIES } from './catalog';

/** The longest return window the admin may set. */
export const RETURN_WINDOW_MAX_DAYS = 90;

/** The highest TCS or TDS rate the admin may set, in percent (the documents' 1000 basis points). */
export const TAX_WITHHELD_MAX_PERCENT = 10;

/** The most the admin may allow of each per-customer order limit (the most means "no limit"). */
export const ORDER_LIMIT_BOUNDS = { openUnpaid: 100_000, perHour: 100_000 } as const;

export const StoreSettingsSchema = z.object({
  storeName: z.string().min(1).max(80),
  supportPhone: z.string().min(5).max(30),
  supportEmail: z.email(),
  address: z.string().min(5).max(300),
  shippingFeePaise: z.number().int().min(0),
  freeShippingThresholdPaise: z.number().int().min(0),
  /** GST included in prices, in basis points (1800 = 18%). */
  gstRateBp: z.number().int().min(0).max(10_000),
  firstPurchaseDiscountPct: z.number().int().min(0).max(90),
  /** Commission a new vendor starts with, in basis points; documents saved before it existed
   * read as the 10% the vendors table defaults to. */
  defaultCommissionBp: z.number().int().min(0).max(10_000).default(1000),
  /**
   * Per-customer limits against holding stock without buying it (issue #16): orders not yet paid
   * (online and waiting, or cash on delivery not yet delivered) open at once, orders placed in an
   * hour, and units of one product in one order. Documents saved before they existed read as
   * the defaults.
   */
  maxOpenUnpaidOrders: z.number().int().min(1).max(ORDER_LIMIT_BOUNDS.openUnpaid).default(3),
  maxOrdersPerHour: z.number().int().min(1).max(ORDER_LIMIT_BOUNDS.perHour).default(10),
  maxUnitsPerProduct: z.number().int().min(1).max(MAX_LINE_QUANTITY).default(MAX_LINE_QUANTITY),
  /**
   * Issue #21 (decision 023): TCS (GST s.52) and TDS (s.194-O) withheld from vendors, in basis
   * points, and the days after delivery before a sale is settled (returns may still come back).
   */
  tcsRateBp: z
    .number()
    .int()
    .min(0)
    .max(TAX_WITHHELD_MAX_PERCENT * 100)
    .default(DEFAULT_TCS_RATE_BP),
  tdsRateBp: z
    .number()
    .int()
    .min(0)
    .max(TAX_WITHHELD_MAX_PERCENT * 100)
    .default(DEFAULT_TDS_RATE_BP),
  /** Issue #21: days after delivery a customer may ask for a return, and the categories that
   * cannot be returned at all (opened lipstick). Documents saved before read as the defaults. */
  returnWindowDays: z
    .number()
    .int()
    .min(0)
    .max(RETURN_WINDOW_MAX_DAYS)
    .default(DEFAULT_RETURN_WINDOW_DAYS),
  nonReturnableCategories: z.array(z.enum(CATEGORIES)).default([]),
});
export type StoreSettings = z.infer<typeof StoreSettingsSchema>;

/** PIN codes are six digits; the admin's list of those without cash on delivery. */
export const PincodeSchema = z.string().regex(/^[1-9][0-9]{5}$/, 'Enter a 6-digit PIN code.');
export const COD_BLOCKED_PINCODES_MAX = 2000;

/**
 * Issue #39 (decision 041): when cash on delivery needs the buyer's code and where it is not
 * offered. Documents saved before these existed read as the defaults, which change nothing for
 * a store until its admin sets them: no code asked for, no PIN code refused unless every one of
 * its last shipments came back. (Two returned parcels in 90 days always make a buyer prepaid.)
 */
export const CodRulesSchema = z.object({
  /** Orders above this ask for the code (risky by amount). */
  confirmAbovePaise: z.number().int().min(0).default(5_000_000),
  /** A buyer's first cash-on-delivery order asks for the code. */
  confirmFirstOrder: z.boolean().default(false),
  /** A PIN whose finished shipments came back this often or more (basis points) is risky… */
  rtoShareConfirmBp: z.number().int().min(0).max(10_000).default(10_000),
  /** …and at this share or more it has no cash on delivery at all. */
  rtoShareBlockBp: z.number().int().min(0).max(10_000).default(10_000),
  /** A PIN's share counts once it has at least this many finished shipments. */
  rtoShareMinShipments: z.number().int().min(1).max(100_000).default(10),
  /** PIN codes the admin took cash on delivery away from. */
  blockedPincodes: z.array(PincodeSchema).max(COD_BLOCKED_PINCODES_MAX).default([]),
  /** An order still unconfirmed this many minutes after it was placed is cancelled. */
  confirmMinutes: z
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(60),
});
export type CodRules = z.infer<typeof CodRulesSchema>;
export const DEFAULT_COD_RULES: CodRules = CodRulesSchema.parse({});

export const PaymentSettingsSchema = z.object({
  cod: z.object({
    enabled: z.boolean(),
    maxOrderPaise: z.number().int().min(0),
    rules: CodRulesSchema.default(DEFAULT_COD_RULES),
  }),
  /** Issue #39: percent off for paying online (0: none), priced as a platform promotion. */
  prepaidDiscountPct: z.number().int().min(0).max(50).default(0),
  razorpay: z.object({
    enabled: z.boolean(),
    keyId: z.string().max(100),
    testMode: z.boolean(),
  }),
});
export type PaymentSettings = z.infer<typeof PaymentSettingsSchema>;

export const DEFAULT_STORE_SETTINGS: StoreSettings = {
  storeName: 'Angle',
  supportPhone: '+91 20 4567 8900',
  supportEmail: 'care@angle.example',
  address: '5th Floor, Aurora Towers, MG Road, Camp, Pune, Maharashtra 411001',
  shippingFeePaise: 4900,
  freeShippingThresholdPaise: 49900,
  gstRateBp: 1800,
  firstPurchaseDiscountPct: 20,
  defaultCommissionBp: 1000,
  maxOpenUnpaidOrders: 3,
  maxOrdersPerHour: 10,
  maxUnitsPerProduct: MAX_LINE_QUANTITY,
  tcsRateBp: DEFAULT_TCS_RATE_BP,
  tdsRateBp: DEFAULT_TDS_RATE_BP,
  returnWindowDays: DEFAULT_RETURN_WINDOW_DAYS,
  nonReturnableCategories: [],
};

export const DEFAULT_PAYMENT_SETTINGS: PaymentSettings = {
  cod: { enabled: true, maxOrderPaise: 5_000_000, rules: DEFAULT_COD_RULES },
  prepaidDiscountPct: 0,
  razorpay: { enabled: false, keyId: '', testMode: true },
};

/** What any visitor may know of the settings: contact details and delivery terms, in rupees. */
export const StoreInfoSchema = z
  .object({
    storeName: z.string(),
    supportPhone: z.string(),
    supportEmail: z.string(),
    address: z.string(),
    shippingFee: z.number(),
    freeShippingThreshold: z.number(),
    codEnabled: z.boolean(),
  })
  .meta({ id: 'StoreInfo' });
export type StoreInfo = z.infer<typeof StoreInfoSchema>;
