// Issue #39 (decision 041): cash on delivery that doesn't bleed. The text-message provider's
// settings (Twilio's account and sender; its auth token is write-only), and the buyer's one-time
// code that confirms a risky cash-on-delivery order.
import { z } from 'zod';
import { NewSecretSchema, SecretMaskSchema } from './admin-settings';

/** The `sms` settings document. Off: messages are written to the server's log, like mail. */
export const SmsSettingsSchema = z.object({
  twilio: z.object({
    enabled: z.boolean(),
    accountSid: z.string(),
    /** The sender: a Twilio number in E.164 or an alphanumeric sender id. */
    from: z.string(),
  }),
});
export type SmsSettings = z.infer<typeof SmsSettingsSchema>;
export const DEFAULT_SMS_SETTINGS: SmsSettings = {
  twilio: { enabled: false, accountSid: '', from: '' },
};

export const AdminSmsSettingsSchema = z
  .object({
    twilio: z.object({
      enabled: z.boolean(),
      accountSid: z.string(),
      from: z.string(),
      authToken: SecretMaskSchema,
    }),
  })
  .meta({ id: 'AdminSmsSettings' });
export type AdminSmsSettings = z.infer<typeof AdminSmsSettingsSchema>;

export const TWILIO_ACCOUNT_SID = /^AC[0-9a-fA-F]{32}$/;

export const AdminSmsSettingsUpdateSchema = z
  .object({
    twilio: z
      .object({
        enabled: z.boolean(),
        accountSid: z
          .string()
          .trim()
          .refine((v) => v === '' || TWILIO_ACCOUNT_SID.test(v), {
            message: 'A Twilio account SID is AC followed by 32 letters and digits.',
          }),
        from: z
          .string()
          .trim()
          .max(20, 'Keep the sender under 20 characters.')
          .refine((v) => v === '' || /^(\+[1-9]\d{6,14}|[A-Za-z0-9 ]{2,11})$/.test(v), {
            message: 'Use a number like +14155550100 or a sender id of up to 11 letters.',
          }),
        authToken: NewSecretSchema,
      })
      .strict(),
  })
  .strict()
  .superRefine(({ twilio }, ctx) => {
    if (twilio.enabled && !twilio.accountSid) {
      ctx.addIssue({
        code: 'custom',
        path: ['twilio', 'accountSid'],
        message: 'Enter the account SID to turn Twilio on.',
      });
    }
    if (twilio.enabled && !twilio.from) {
      ctx.addIssue({
        code: 'custom',
        path: ['twilio', 'from'],
        message: 'Enter the sender to turn Twilio on.',
      });
    }
  });
export type AdminSmsSettingsUpdate = z.input<typeof AdminSmsSettingsUpdateSchema>;

/** The code's rules: six digits, ten minutes, five wrong tries, a minute between sends, five sends. */
export const COD_CODE_LIMITS = {
  digits: 6,
  lifeMinutes: 10,
  attempts: 5,
  resendSeconds: 60,
  sends: 5,
} as const;

/** Where a cash-on-delivery order stands with its code (GET and POST answers). */
export const CodConfirmationSchema = z
  .object({
    orderId: z.string(),
    status: z.enum(['awaiting', 'confirmed', 'expired']),
    /** The phone the code goes to, all but its last 4 digits hidden. */
    phone: z.string(),
    /** The order is cancelled if it is not confirmed by then. */
    confirmBy: z.iso.datetime(),
    /** Whether a code has been sent and can still be typed. */
    codeSent: z.boolean(),
    attemptsLeft: z.number().int(),
    sendsLeft: z.number().int(),
    /** Seconds before another code may be sent (0: now). */
    resendInSeconds: z.number().int(),
  })
  .meta({ id: 'CodConfirmation' });
export type CodConfirmation = z.infer<typeof CodConfirmationSchema>;

export const CodCodeInputSchema = z
  .object({
    code: z
      .string('Enter the code.')
      .trim()
      .regex(/^\d{6}$/, 'Enter the 6-digit code from the text message.'),
  })
  .strict();
export type CodCodeInput = z.infer<typeof CodCodeInputSchema>;
