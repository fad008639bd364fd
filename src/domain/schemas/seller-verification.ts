// Issue #38: seller verification (KYC) — the vendor's form, what it sees of its verification,
// and Angle Admin's queue (decision 032).
import { z } from 'zod';
import { gstinProblem } from '../gst';
import {
  ACCOUNT_NUMBER_PATTERN,
  IFSC_PATTERN,
  panGstinMismatch,
  panProblem,
  VERIFICATION_STATUSES,
} from '../seller-verification';
import { SearchTextSchema } from './admin';
import { listOf, pageFields } from './paging';
import { PickupAddressSchema } from './vendor-settings';

const upper = () => z.string().trim().toUpperCase();
const digits = () =>
  z
    .string()
    .trim()
    .transform((v) => v.replace(/\s/g, ''));

export const VerificationSubmitSchema = z
  .object({
    legalName: z
      .string()
      .trim()
      .min(2, 'Enter the legal name as the GST certificate shows it.')
      .max(150),
    gstin: upper().superRefine((v, ctx) => {
      const problem = gstinProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    pan: upper().superRefine((v, ctx) => {
      const problem = panProblem(v);
      if (problem) ctx.addIssue({ code: 'custom', message: problem });
    }),
    accountNumber: digits().pipe(
      z.string().regex(ACCOUNT_NUMBER_PATTERN, 'Enter the 9 to 18 digit account number.'),
    ),
    accountNumberConfirm: digits(),
    ifsc: upper().regex(IFSC_PATTERN, 'Enter the 11-character IFSC, e.g. HDFC0001234.'),
    pickupAddress: PickupAddressSchema,
  })
  .strict()
  .superRefine((v, ctx) => {
    const mismatch = panGstinMismatch(v.pan, v.gstin);
    if (mismatch) ctx.addIssue({ code: 'custom', path: ['pan'], message: mismatch });
    if (v.accountNumberConfirm !== v.accountNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumberConfirm'],
        message: 'The two account numbers differ: type it again.',
      });
    }
  });
export type VerificationSubmit = z.input<typeof VerificationSubmitSchema>;

export const DOCUMENT_KINDS = ['cancelled-cheque', 'gst-certificate'] as const;
export type DocumentKind = (typeof DOCUMENT_KINDS)[number];
export const DOCUMENT_KIND_LABELS: Record<DocumentKind, string> = {
  'cancelled-cheque': 'Cancelled cheque',
  'gst-certificate': 'GST certificate',
};

export const VerificationDocumentSchema = z.object({
  id: z.string(),
  kind: z.enum(DOCUMENT_KINDS),
  filename: z.string(),
  contentType: z.string(),
  uploadedAt: z.string(),
  /** Where the signed-in vendor (or admin) downloads it. */
  url: z.string(),
});
export type VerificationDocument = z.infer<typeof VerificationDocumentSchema>;

const verificationFields = {
  status: z.enum(VERIFICATION_STATUSES),
  legalName: z.string().nullable(),
  gstin: z.string().nullable(),
  pan: z.string().nullable(),
  ifsc: z.string().nullable(),
  accountNumberMasked: z.string().nullable(),
  pickupAddress: PickupAddressSchema.extend({ line2: z.string().optional() }).nullable(),
  /** Why the admin refused it: what the vendor has to fix. */
  rejectionReason: z.string().nullable(),
  submittedAt: z.string().nullable(),
  reviewedAt: z.string().nullable(),
  documents: z.array(VerificationDocumentSchema),
  /** Payouts settled but held until the vendor is verified. */
  heldPayouts: z.number(),
};

export const VendorVerificationSchema = z
  .object(verificationFields)
  .meta({ id: 'VendorVerification' });
export type VendorVerification = z.infer<typeof VendorVerificationSchema>;

export const AdminVerificationSchema = z
  .object({
    ...verificationFields,
    vendorId: z.string(),
    companyName: z.string(),
    /** The admin checks the whole number against the cheque. */
    accountNumber: z.string().nullable(),
  })
  .meta({ id: 'AdminVerification' });
export type AdminVerification = z.infer<typeof AdminVerificationSchema>;

export const VerificationQueueItemSchema = z.object({
  vendorId: z.string(),
  companyName: z.string(),
  status: z.enum(VERIFICATION_STATUSES),
  legalName: z.string().nullable(),
  gstin: z.string().nullable(),
  submittedAt: z.string().nullable(),
});
export type VerificationQueueItem = z.infer<typeof VerificationQueueItemSchema>;
export const VerificationQueueSchema = listOf(VerificationQueueItemSchema);
export type VerificationQueue = z.infer<typeof VerificationQueueSchema>;

export const VerificationQueueQuerySchema = z
  .object({
    /** The seller's company or legal name. */
    search: SearchTextSchema,
    status: z.enum(VERIFICATION_STATUSES).optional(),
    ...pageFields(),
  })
  .strict();
export type VerificationQueueQuery = z.input<typeof VerificationQueueQuerySchema>;

export const RejectVerificationSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3, 'Tell the seller what to fix.')
      .max(500, 'Keep the reason under 500 characters.'),
  })
  .strict();

export const DocumentParamsSchema = z.object({
  id: z.string().min(1).max(100),
  documentId: z.string().min(1).max(100),
});
