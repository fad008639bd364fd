// The reports' reasons, kinds, limits and messages (issue #38), without zod: the product page's
// Report dialog shows them, and the schemas (schemas/reports.ts, which re-exports them) would
// bring zod's core into the page's hydration (issue #36).
export const REPORT_REASONS = ['spam', 'offensive', 'off-topic', 'other'] as const;
export type ReportReason = (typeof REPORT_REASONS)[number];
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam',
  offensive: 'Offensive',
  'off-topic': 'Not about the product',
  other: 'Other',
};

export const REPORTED_KINDS = ['review', 'question', 'answer'] as const;
export type ReportedKind = (typeof REPORTED_KINDS)[number];
export const REPORTED_KIND_LABELS: Record<ReportedKind, string> = {
  review: 'Review',
  question: 'Question',
  answer: 'Answer',
};

export const REPORT_NOTE_MAX = 300;

export const REPORT_MESSAGES = {
  already: (kind: ReportedKind) =>
    `You have already reported this ${kind}. Our team will look at it.`,
  own: (kind: ReportedKind) => `You cannot report your own ${kind}.`,
  chooseReason: 'Choose why you are reporting it.',
} as const;
