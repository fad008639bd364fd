// Issue #39's failed deliveries (NDR): what the shopper, the vendor and Angle see of one, the
// shopper's answer and the vendor's record of a failed attempt for a parcel it ships itself.
import { z } from 'zod';
import { DELIVERY_ISSUE_CHOICES, DELIVERY_ISSUE_STATUSES } from '../delivery-issues';
import { isCalendarDate } from '../india-time';
import { IndianMobileSchema } from './auth';

export const DeliveryIssueSchema = z
  .object({
    id: z.string(),
    status: z.enum(DELIVERY_ISSUE_STATUSES),
    /** 'carrier': the aggregator's courier reported it; 'vendor': the seller who ships it. */
    reportedBy: z.enum(['carrier', 'vendor']),
    reason: z.string(),
    attemptedAt: z.string(),
    choice: z.enum(DELIVERY_ISSUE_CHOICES).nullable(),
    /** The day asked for the next attempt (YYYY-MM-DD, India). */
    reattemptOn: z.string().nullable(),
    correction: z
      .object({ line1: z.string(), line2: z.string().optional(), phone: z.string() })
      .nullable(),
    answeredAt: z.string().nullable(),
    /** While open: the first and last day a new attempt may be asked for. */
    reattemptDays: z.object({ from: z.string(), to: z.string() }).nullable(),
  })
  .meta({ id: 'DeliveryIssue' });
export type DeliveryIssue = z.infer<typeof DeliveryIssueSchema>;

const field = (path: string, message: string) => ({ path, message });

/**
 * `POST /api/store/orders/{id}/delivery-issues/{issueId}`: deliver again on a day, correct the
 * street lines or phone (and deliver again on a day), or cancel (the parcel goes back).
 */
export const AnswerDeliveryIssueSchema = z
  .object({
    choice: z.enum(DELIVERY_ISSUE_CHOICES, 'Choose what should happen next.'),
    reattemptOn: z.string().refine(isCalendarDate, 'Choose a day.').optional(),
    line1: z.string().trim().min(3, 'Enter the house and street.').max(120).optional(),
    line2: z.string().trim().max(120).optional(),
    phone: IndianMobileSchema.optional(),
  })
  .strict()
  .superRefine((v, ctx) => {
    const issues =
      v.choice === 'cancel'
        ? []
        : [
            ...(v.reattemptOn ? [] : [field('reattemptOn', 'Choose a day for the next attempt.')]),
            ...(v.choice === 'correct-address' && !v.line1 && !v.phone
              ? [field('line1', 'Correct the address or the phone.')]
              : []),
          ];
    for (const i of issues) ctx.addIssue({ code: 'custom', path: [i.path], message: i.message });
  });
export type AnswerDeliveryIssue = z.infer<typeof AnswerDeliveryIssueSchema>;

export const DeliveryIssueParamsSchema = z.object({
  id: z.string().min(1).max(100),
  issueId: z.string().min(1).max(100),
});

/** `POST /api/vendor/orders/{id}/delivery-attempts`: a self-shipped parcel's failed attempt. */
export const RecordFailedAttemptSchema = z
  .object({
    reason: z
      .string('Say why it could not be delivered.')
      .trim()
      .min(3, 'Say why it could not be delivered.')
      .max(200, 'Keep it under 200 characters.'),
  })
  .strict();
