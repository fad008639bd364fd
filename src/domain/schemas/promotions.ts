// The promotions API (issue #20): what the admin and a vendor send to create or edit an offer,
// and what the lists answer. Rupees at the edge, paise inside; instants are ISO with an offset
// (the forms enter India time, UTC+05:30).
import { z } from 'zod';
import { CATEGORIES } from '../catalog';
import { PROMOTION_KINDS, PROMOTION_SCOPES, PROMOTION_STATUSES } from '../promotions';
import { rupeesField } from './admin';

const whole = (what: string, min: number, max: number) =>
  z
    .number(`Enter ${what}.`)
    .int('Use a whole number.')
    .min(min, `Use at least ${min}.`)
    .max(max, `Use at most ${max}.`);

const Instant = z.iso.datetime({ offset: true, message: 'Enter a date and time.' });

export const PromotionInputSchema = z
  .object({
    name: z.string().trim().min(2, 'Enter a name shoppers will see.').max(80),
    kind: z.enum(PROMOTION_KINDS, 'Choose what the offer gives.'),
    percentOff: whole('the percent off', 1, 90).nullish(),
    flatOff: rupeesField('the amount off', { min: 1, max: 100_000 }).nullish(),
    buyQuantity: whole('how many to buy', 1, 10).nullish(),
    getQuantity: whole('how many come free', 1, 10).nullish(),
    scope: z.enum(PROMOTION_SCOPES, 'Choose what the offer covers.'),
    scopeIds: z.array(z.string().trim().min(1).max(100)).max(200).default([]),
    minGoods: rupeesField('the minimum order', { max: 1_000_000 }).default(0),
    firstOrderOnly: z.boolean().default(false),
    startsAt: Instant.nullish(),
    endsAt: Instant.nullish(),
    totalLimit: whole('the number of uses', 1, 1_000_000).nullish(),
    perCustomerLimit: whole('the uses per customer', 1, 1000).nullish(),
    /** Blank: applied automatically. Stored upper case. */
    code: z
      .string()
      .trim()
      .regex(/^([A-Za-z0-9_-]{3,40})?$/, 'Use 3 to 40 letters, digits, - or _.')
      .nullish(),
    /** Issue #37: a code listed nowhere (offers, cart, home), applied only when typed. */
    private: z.boolean().default(false),
    /** Admin only: a vendor's id when the vendor funds it; a vendor's own offers are its own. */
    fundedBy: z.string().min(1).max(100).nullish(),
  })
  .superRefine((p, ctx) => {
    const need = (ok: boolean, path: string, message: string) => {
      if (!ok) ctx.addIssue({ code: 'custom', path: [path], message });
    };
    need(p.kind !== 'percent' || p.percentOff != null, 'percentOff', 'Enter the percent off.');
    need(p.kind !== 'flat' || p.flatOff != null, 'flatOff', 'Enter the amount off.');
    need(p.kind !== 'bxgy' || p.buyQuantity != null, 'buyQuantity', 'Enter how many to buy.');
    need(p.kind !== 'bxgy' || p.getQuantity != null, 'getQuantity', 'Enter how many come free.');
    need(
      p.scope === 'cart' || p.scopeIds.length > 0,
      'scopeIds',
      'Choose at least one for the offer to cover.',
    );
    need(
      p.scope !== 'categories' ||
        p.scopeIds.every((c) => (CATEGORIES as readonly string[]).includes(c)),
      'scopeIds',
      'Choose categories of the store.',
    );
    need(
      !p.startsAt || !p.endsAt || Date.parse(p.endsAt) > Date.parse(p.startsAt),
      'endsAt',
      'End the offer after it starts.',
    );
    need(!p.private || !!p.code, 'private', 'A private offer needs a code to type.');
    need(
      p.kind !== 'free-shipping' || !p.fundedBy,
      'fundedBy',
      'Shipping is the platform’s: free shipping cannot be funded by a vendor.',
    );
  });
export type PromotionInput = z.input<typeof PromotionInputSchema>;

export const PromotionSchema = z
  .object({
    id: z.string(),
    name: z.string(),
    kind: z.enum(PROMOTION_KINDS),
    percentOff: z.number().nullable(),
    flatOff: z.number().nullable(),
    buyQuantity: z.number().nullable(),
    getQuantity: z.number().nullable(),
    scope: z.enum(PROMOTION_SCOPES),
    scopeIds: z.array(z.string()),
    minGoods: z.number(),
    firstOrderOnly: z.boolean(),
    startsAt: z.string().nullable(),
    endsAt: z.string().nullable(),
    totalLimit: z.number().nullable(),
    perCustomerLimit: z.number().nullable(),
    code: z.string().nullable(),
    /** Listed nowhere; applied only when its code is typed. */
    private: z.boolean(),
    /** The funding vendor's id; null: the platform. */
    fundedBy: z.string().nullable(),
    fundedByName: z.string().nullable(),
    status: z.enum(PROMOTION_STATUSES),
    /** Orders not cancelled that used it. */
    uses: z.number(),
    /** Rupees it took off those orders (shipping waived included). */
    discountGiven: z.number(),
    createdAt: z.string(),
  })
  .meta({ id: 'Promotion' });
export type PromotionDto = z.infer<typeof PromotionSchema>;

export const PromotionListSchema = z.object({ items: z.array(PromotionSchema) });

/** `GET /api/store/offers?product=…`: only the offers that may apply to that product (its
 * Offers strip); without it, every offer running now (/offers). */
export const OfferQuerySchema = z
  .object({ product: z.string().trim().min(1).max(100).optional() })
  .strict();

/** An offer shoppers may see: /offers and the product page's Offers strip. */
export const PublicOfferSchema = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.enum(PROMOTION_KINDS),
  code: z.string().nullable(),
  scope: z.enum(PROMOTION_SCOPES),
  scopeIds: z.array(z.string()),
  /** The vendor whose products it covers, when a vendor funds it. */
  vendorId: z.string().nullable(),
  minGoods: z.number(),
  firstOrderOnly: z.boolean(),
  endsAt: z.string().nullable(),
});
export const PublicOfferListSchema = z.object({ items: z.array(PublicOfferSchema) });
export type PublicOfferList = z.infer<typeof PublicOfferListSchema>;

/** One listed code priced against a cart (issue #37, the cart's "View offers"). */
export const CartOfferSchema = z.object({
  code: z.string(),
  name: z.string(),
  /** Rupees the code takes off this cart's total (shipping waived included); 0 when not yet. */
  saving: z.number(),
  /** Rupees more the items in its scope must come to; null when that is not what stops it. */
  shortfall: z.number().nullable(),
  /** Why it does not apply yet ("Add ₹200 more"); null when it applies. */
  reason: z.string().nullable(),
});
/** `POST /api/store/quote/offers`: the codes that apply to these lines, best first, and those
 * that do not apply yet. Private codes are never listed. */
export const CartOffersSchema = z.object({
  applicable: z.array(CartOfferSchema),
  notYet: z.array(CartOfferSchema),
});
export type CartOffers = z.infer<typeof CartOffersSchema>;
export type CartOffer = z.infer<typeof CartOfferSchema>;
