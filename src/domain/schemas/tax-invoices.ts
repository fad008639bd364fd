// Issue #21: tax invoices and credit notes, the vendor's tax details, HSN codes and GST rates.
import { z } from 'zod';
import { CATEGORIES } from '../catalog';
import { gstinProblem, INVOICE_PREFIX_PATTERN } from '../gst';
import { postalAddressAnswer, postalFields } from './address';

/** The GST rates in force since 22 September 2025 (decision 022), in percent. */
export const GST_RATES = [0, 0.25, 3, 5, 18, 40] as const;

const rateField = z
  .number('Choose a GST rate.')
  .refine(
    (r) => (GST_RATES as readonly number[]).includes(r),
    'Choose a GST rate: 0, 0.25, 3, 5, 18 or 40%.',
  );

/** HSN: 4, 6 or 8 digits (SAC codes for services are 6 digits starting 99). */
const hsnField = z
  .string()
  .trim()
  .regex(/^(\d{4}|\d{6}|\d{8})$/, 'Enter a 4, 6 or 8-digit HSN code.');

export const TaxDocumentSummarySchema = z
  .object({
    id: z.string(),
    /** The shipment (order group) it is for: one seller's parcel. */
    groupId: z.string(),
    kind: z.enum(['invoice', 'credit-note']),
    number: z.string(),
    issuedAt: z.string(),
    /** Rupees, GST included. */
    total: z.number(),
    pdfUrl: z.string(),
  })
  .meta({ id: 'TaxDocumentSummary' });
export type TaxDocumentSummary = z.infer<typeof TaxDocumentSummarySchema>;

export const TaxDocumentListSchema = z
  .object({ documents: z.array(TaxDocumentSummarySchema) })
  .meta({ id: 'TaxDocumentList' });
export type TaxDocumentList = z.infer<typeof TaxDocumentListSchema>;

export const TaxDocumentParamsSchema = z.object({
  id: z.string().min(1).max(100),
  documentId: z.string().min(1).max(100),
});

export const Gstr1QuerySchema = z
  .object({
    month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'Choose a month as YYYY-MM.'),
  })
  .strict();
export type Gstr1Query = z.infer<typeof Gstr1QuerySchema>;

export const VendorTaxDetailsUpdateSchema = z
  .object({
    legalName: z.string().trim().min(2, 'Enter the legal name on your GST registration.').max(120),
    gstin: z
      .string()
      .trim()
      .toUpperCase()
      .superRefine((v, ctx) => {
        const problem = gstinProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      }),
    invoicePrefix: z
      .string()
      .trim()
      .toUpperCase()
      .regex(
        INVOICE_PREFIX_PATTERN,
        'Use 2 to 6 capital letters or digits, starting with a letter.',
      ),
    registeredAddress: z.object(postalFields('Enter the building and street.')).strict(),
  })
  .strict();
export type VendorTaxDetailsUpdate = z.input<typeof VendorTaxDetailsUpdateSchema>;

export const VendorTaxDetailsSchema = z
  .object({
    legalName: z.string().nullable(),
    gstin: z.string().nullable(),
    invoicePrefix: z.string().nullable(),
    registeredAddress: postalAddressAnswer().nullable(),
    /** All four given: the vendor's shipments get tax invoices. */
    complete: z.boolean(),
  })
  .meta({ id: 'VendorTaxDetails' });
export type VendorTaxDetails = z.infer<typeof VendorTaxDetailsSchema>;

export const HsnCodeSchema = z.object({
  category: z.enum(CATEGORIES),
  /** '' for the category's own code. */
  subcategory: z.string(),
  hsnCode: z.string(),
  rate: z.number(),
});
export const HsnCodeListSchema = z
  .object({ codes: z.array(HsnCodeSchema) })
  .meta({ id: 'HsnCodeList' });
export type HsnCodeList = z.infer<typeof HsnCodeListSchema>;

export const HsnCodeUpdateSchema = z
  .object({
    category: z.enum(CATEGORIES, 'Choose a category.'),
    subcategory: z.string().trim().max(40).default(''),
    hsnCode: hsnField,
    rate: rateField,
  })
  .strict();

export const ProductTaxUpdateSchema = z
  .object({
    /** null: the category's code and rate. */
    hsnCode: hsnField.nullable(),
    rate: rateField.nullable(),
  })
  .strict();
export const ProductTaxSchema = z
  .object({ hsnCode: z.string().nullable(), rate: z.number().nullable() })
  .meta({ id: 'ProductTax' });
export type ProductTax = z.infer<typeof ProductTaxSchema>;
export type ProductTaxUpdate = z.input<typeof ProductTaxUpdateSchema>;
export type HsnCodeUpdate = z.input<typeof HsnCodeUpdateSchema>;
