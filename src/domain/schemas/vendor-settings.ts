// The vendor's own settings (/api/vendor/settings) and the public shop page (/api/store/vendors).
import { z } from 'zod';
import { EmailSchema, IndianMobileSchema } from './auth';
import { postalFields } from './address';

/** GSTIN: 2-digit state code, PAN (5 letters, 4 digits, 1 letter), entity number, Z, checksum. */
export const GSTIN_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
/** IFSC: 4-letter bank code, a zero, 6-character branch code. */
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .transform((v) => (v === '' ? null : v))
    .nullable();

export const PickupAddressSchema = z
  .object(postalFields('Enter the building and street.'))
  .strict();
export type PickupAddress = z.output<typeof PickupAddressSchema>;

function isBlankAddress(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false;
  return Object.values(value).every(
    (v) => v === undefined || v === null || String(v).trim() === '',
  );
}

export const VendorProfileUpdateSchema = z
  .object({
    companyName: z.string().trim().min(2, 'Enter your company name.').max(100),
    contactName: z.string().trim().min(1, 'Enter a contact name.').max(80),
    description: optionalText(1000, 'Keep the description under 1,000 characters.'),
    supportPhone: IndianMobileSchema,
    supportEmail: EmailSchema,
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .refine((v) => v === '' || GSTIN_PATTERN.test(v), 'Enter a 15-character GSTIN.')
      .transform((v) => (v === '' ? null : v))
      .nullable()
      // Issue #21: the settings page edits the GSTIN with the tax details (PUT
      // /api/vendor/settings/tax, checksum checked); left out here, the saved one stays.
      .optional(),
    // A form left blank means "no pickup address yet".
    pickupAddress: z.preprocess(
      (v) => (isBlankAddress(v) ? null : v),
      PickupAddressSchema.nullable(),
    ),
  })
  .strict();
export type VendorProfileUpdate = z.input<typeof VendorProfileUpdateSchema>;

export const PayoutUpdateSchema = z
  .object({
    accountName: z.string().trim().min(2, 'Enter the account holder’s name.').max(100),
    accountNumber: z
      .string()
      .trim()
      .transform((v) => v.replace(/\s/g, ''))
      .pipe(z.string().regex(/^\d{9,18}$/, 'Enter the 9 to 18 digit account number.')),
    ifsc: z
      .string()
      .trim()
      .toUpperCase()
      .regex(IFSC_PATTERN, 'Enter the 11-character IFSC, e.g. HDFC0001234.'),
    bankName: z.string().trim().max(100).optional(),
  })
  .strict();
export type PayoutUpdate = z.input<typeof PayoutUpdateSchema>;

/** The saved account, never its full number: only the last four digits leave the server. */
export const MaskedPayoutSchema = z.object({
  accountName: z.string(),
  accountNumberMasked: z.string(),
  ifsc: z.string(),
  bankName: z.string().nullable(),
});
export type MaskedPayout = z.infer<typeof MaskedPayoutSchema>;

export function maskAccountNumber(accountNumber: string): string {
  return `•••• ${accountNumber.slice(-4)}`;
}

export const VendorLogoSchema = z.object({ url: z.string(), srcSet: z.string() });

export const VendorProfileSchema = z
  .object({
    companyName: z.string(),
    contactName: z.string().nullable(),
    slug: z.string(),
    accountEmail: z.string(),
    description: z.string().nullable(),
    logo: VendorLogoSchema.nullable(),
    supportPhone: z.string().nullable(),
    supportEmail: z.string().nullable(),
    gstin: z.string().nullable(),
    pickupAddress: PickupAddressSchema.extend({ line2: z.string().optional() }).nullable(),
    payout: MaskedPayoutSchema.nullable(),
  })
  .meta({ id: 'VendorProfile' });
export type VendorProfile = z.infer<typeof VendorProfileSchema>;

/** `GET /api/store/vendors/{slug}`: what a shopper sees of a brand. */
export const PublicVendorSchema = z
  .object({
    slug: z.string(),
    companyName: z.string(),
    description: z.string().nullable(),
    logo: VendorLogoSchema.nullable(),
    supportEmail: z.string().nullable(),
    productCount: z.number(),
    memberSince: z.string(),
  })
  .meta({ id: 'PublicVendor' });
export type PublicVendor = z.infer<typeof PublicVendorSchema>;
