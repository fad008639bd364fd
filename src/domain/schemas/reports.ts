// Reports by shoppers (issue #38): a signed-in shopper reports a review, a question or an answer
// to Angle with a reason from a fixed list, once per item; Angle Admin's Reported queue shows
// the items with open reports and hides or keeps each, with a reason for the audit trail.
import { z } from 'zod';
import { listOf, pageFields } from './paging';

import { REPORT_REASONS, REPORTED_KINDS, REPORT_NOTE_MAX, REPORT_MESSAGES } from '../reports';
export {
  REPORT_REASONS,
  REPORT_REASON_LABELS,
  REPORTED_KINDS,
  REPORTED_KIND_LABELS,
  REPORT_NOTE_MAX,
  REPORT_MESSAGES,
} from '../reports';
export type { ReportReason, ReportedKind } from '../reports';

export const ReportContentSchema = z
  .object({
    reason: z.enum(REPORT_REASONS, REPORT_MESSAGES.chooseReason),
    /** A few words more, optional. */
    note: z
      .string()
      .trim()
      .max(REPORT_NOTE_MAX, `Keep the note under ${REPORT_NOTE_MAX} characters.`)
      .optional(),
  })
  .strict();
export type ReportContent = z.infer<typeof ReportContentSchema>;

// ---- Angle Admin ----

export const ReportedListQuerySchema = z
  .object({ kind: z.enum(REPORTED_KINDS).optional(), ...pageFields() })
  .strict();
export type ReportedListQuery = z.input<typeof ReportedListQuerySchema>;

export const ReportedItemSchema = z
  .object({
    kind: z.enum(REPORTED_KINDS),
    id: z.string(),
    productId: z.string(),
    productName: z.string(),
    /** The review's title and text, the question or the answer, as shoppers see it. */
    text: z.string(),
    authorName: z.string(),
    status: z.enum(['published', 'hidden']),
    /** Open reports, oldest first. */
    reports: z.array(
      z.object({ reason: z.enum(REPORT_REASONS), note: z.string().nullable(), at: z.string() }),
    ),
    firstReportedAt: z.string(),
  })
  .meta({ id: 'ReportedItem' });
export type ReportedItem = z.infer<typeof ReportedItemSchema>;
export const ReportedListSchema = listOf(ReportedItemSchema);
export type ReportedList = z.infer<typeof ReportedListSchema>;

export const ReportedParamsSchema = z.object({
  kind: z.enum(REPORTED_KINDS),
  id: z.string().min(1).max(100),
});

export const RESOLUTIONS = ['hide', 'keep'] as const;
export type Resolution = (typeof RESOLUTIONS)[number];

export const ResolveReportsSchema = z
  .object({
    reason: z
      .string()
      .trim()
      .min(3, 'Give a reason; it is kept in the audit trail.')
      .max(REPORT_NOTE_MAX, `Keep the reason under ${REPORT_NOTE_MAX} characters.`),
  })
  .strict();

export const ResolvedSchema = z.object({
  kind: z.enum(REPORTED_KINDS),
  id: z.string(),
  status: z.enum(['published', 'hidden']),
  /** How many open reports this closed. */
  closed: z.number(),
});
