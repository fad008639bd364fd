// Seller verification (issue #38, decision 032): the checks a seller's business details pass
// before Angle pays it, shared by the form in the browser and the server. The GSTIN's own checks
// (shape, state code, check character) live in gst.ts.
import { gstinProblem } from './gst';

export const VERIFICATION_STATUSES = ['not_started', 'submitted', 'verified', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VERIFICATION_STATUS_LABELS: Record<VerificationStatus, string> = {
  not_started: 'Not started',
  submitted: 'Submitted',
  verified: 'Verified',
  rejected: 'Rejected',
};

/** What a held payout says, to the vendor and the admin alike. */
export const ON_HOLD_LABEL = 'On hold: verify your business';

/** PAN: 5 letters, 4 digits, 1 letter (the 4th letter says what kind of holder it is). */
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export function panProblem(pan: string): string | null {
  return PAN_PATTERN.test(pan) ? null : 'Enter the 10-character PAN, e.g. AAPFU0939F.';
}

/** A GSTIN carries its holder's PAN as characters 3 to 12. */
export function panOfGstin(gstin: string): string {
  return gstin.slice(2, 12);
}

/** Why the PAN and the GSTIN cannot belong together, or null (either one wrong: null, its own
 * check says so). */
export function panGstinMismatch(pan: string, gstin: string): string | null {
  if (panProblem(pan) || gstinProblem(gstin)) return null;
  return panOfGstin(gstin) === pan
    ? null
    : 'The PAN must match the GSTIN (its characters 3 to 12).';
}
