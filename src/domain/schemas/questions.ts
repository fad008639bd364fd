// The questions-and-answers API contract (issue #19 item 6): a signed-in customer asks about a
// product; the product's vendor (badge "Seller") and customers who received it ("Verified
// buyer") answer; the admin hides and restores either with a reason.
import { z } from 'zod';
import { listOf, pageFields } from './paging';

export const QA_STATUSES = ['published', 'hidden'] as const;
export type QaStatus = (typeof QA_STATUSES)[number];

export const QA_LIMITS = { textMin: 10, textMax: 500, reasonMax: 300 } as const;

export const QA_MESSAGES = {
  notBuyer:
    'Only customers who received this product can answer questions about it. The seller answers too.',
  hidden: 'This question is hidden.',
} as const;

const text = (what: 'question' | 'answer') =>
  z
    .string()
    .trim()
    .min(QA_LIMITS.textMin, `Write at least ${QA_LIMITS.textMin} characters.`)
    .max(QA_LIMITS.textMax, `Keep the ${what} under ${QA_LIMITS.textMax} characters.`);

export const AskQuestionSchema = z
  .object({ productId: z.string().min(1).max(100), text: text('question') })
  .strict();
export type AskQuestion = z.input<typeof AskQuestionSchema>;

export const AnswerInputSchema = z.object({ text: text('answer') }).strict();
export type AnswerInput = z.input<typeof AnswerInputSchema>;

export const AnswerSchema = z.object({
  id: z.string(),
  text: z.string(),
  /** The vendor's shop name for the seller; first name and initial for a customer. */
  author: z.string(),
  /** Written by the product's own vendor: the "Seller" badge. */
  isSeller: z.boolean(),
  /** Written by a customer with a delivered order line of the product. */
  verifiedBuyer: z.boolean(),
  createdAt: z.string(),
});
export type Answer = z.infer<typeof AnswerSchema>;

export const QuestionSchema = z.object({
  id: z.string(),
  productId: z.string(),
  text: z.string(),
  author: z.string(),
  createdAt: z.string(),
  /** Published answers, the seller's first, then oldest first. */
  answers: z.array(AnswerSchema),
});
export type Question = z.infer<typeof QuestionSchema>;

export const QuestionListQuerySchema = z.object({ ...pageFields(5) }).strict();
export const QuestionListSchema = listOf(QuestionSchema);
export type QuestionList = z.infer<typeof QuestionListSchema>;

// ---- Vendor portal ----

export const VendorQuestionListQuerySchema = z
  .object({
    /** Only questions the seller has not answered yet. */
    unanswered: z
      .enum(['true', 'false', '1', '0'])
      .transform((v) => v === 'true' || v === '1')
      .optional(),
    ...pageFields(),
  })
  .strict();

export const VendorQuestionSchema = QuestionSchema.extend({
  productName: z.string(),
  status: z.enum(QA_STATUSES),
  /** Whether the seller has answered (the list puts the others first). */
  answeredBySeller: z.boolean(),
});
export type VendorQuestion = z.infer<typeof VendorQuestionSchema>;
export const VendorQuestionListSchema = listOf(VendorQuestionSchema);

// ---- Angle Admin ----

export const AdminQuestionListQuerySchema = z
  .object({
    /** Words of the product's name, the question or an answer. */
    search: z.string().trim().max(100).optional(),
    status: z.enum(QA_STATUSES).optional(),
    ...pageFields(),
  })
  .strict();

export const AdminAnswerSchema = AnswerSchema.extend({
  status: z.enum(QA_STATUSES),
  hiddenReason: z.string().nullable(),
});
export type AdminAnswer = z.infer<typeof AdminAnswerSchema>;

export const AdminQuestionSchema = QuestionSchema.extend({
  productName: z.string(),
  vendorName: z.string().nullable(),
  authorEmail: z.string(),
  status: z.enum(QA_STATUSES),
  hiddenReason: z.string().nullable(),
  /** Every answer, hidden ones too. */
  answers: z.array(AdminAnswerSchema),
});
export type AdminQuestion = z.infer<typeof AdminQuestionSchema>;
export const AdminQuestionListSchema = listOf(AdminQuestionSchema);

export const ModerateQaSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3, 'Give a reason; it is kept in the audit trail.')
      .max(QA_LIMITS.reasonMax, `Keep the reason under ${QA_LIMITS.reasonMax} characters.`),
  })
  .strict();
