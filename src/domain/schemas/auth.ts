// The accounts API contract (issue: Accounts): requests the forms send, the session they get back.
import { z } from 'zod';

export const ROLES = ['customer', 'vendor', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const EmailSchema = z
  .string()
  .trim()
  .toLowerCase()
  .max(254)
  .pipe(z.email('Enter a valid email address.'));

/** Spaces (any Unicode white space) and invisible format characters only: no password at all. */
const BLANK = /^[\s\p{Cf}]*$/u;

export const BLANK_PASSWORD_MESSAGE = 'Use some letters, digits or symbols, not only spaces.';

/** Every password a person chooses: registration, reset, change and create-admin. */
export const PasswordSchema = z
  .string()
  .min(8, 'Use at least 8 characters.')
  .max(128, 'Use at most 128 characters.')
  .refine((v) => !BLANK.test(v), BLANK_PASSWORD_MESSAGE);

/** An Indian mobile number: 10 digits starting 6–9, optionally written with +91 or 0. */
export const IndianMobileSchema = z
  .string()
  .trim()
  .transform((v) => v.replace(/[\s-]/g, '').replace(/^(\+91|0)/, ''))
  .pipe(z.string().regex(/^[6-9]\d{9}$/, 'Enter a 10-digit mobile number.'));

export const CustomerRegisterSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter your name.').max(80),
    email: EmailSchema,
    password: PasswordSchema,
  })
  .strict();
export type CustomerRegister = z.input<typeof CustomerRegisterSchema>;

export const VendorRegisterSchema = z
  .object({
    companyName: z.string().trim().min(2, 'Enter your company name.').max(100),
    contactName: z.string().trim().min(1, 'Enter a contact name.').max(80),
    email: EmailSchema,
    password: PasswordSchema,
    phone: IndianMobileSchema,
  })
  .strict();
export type VendorRegister = z.input<typeof VendorRegisterSchema>;

/** A solved sign-in challenge (src/domain/sign-in-challenge.ts), sent only when asked for. */
export const SignInProofSchema = z
  .object({
    challenge: z.string().max(200),
    solution: z.string().regex(/^\d{1,15}$/),
  })
  .strict();
export type SignInProof = z.infer<typeof SignInProofSchema>;

export const SignInSchema = z
  .object({
    email: EmailSchema,
    password: z.string().min(1, 'Enter your password.').max(128),
    proof: SignInProofSchema.optional(),
  })
  .strict();
export type SignIn = z.input<typeof SignInSchema>;

/** `PATCH /api/store/account/profile`. */
export const ProfileUpdateSchema = z
  .object({ name: z.string().trim().min(1, 'Enter your name.').max(80) })
  .strict();
export type ProfileUpdate = z.input<typeof ProfileUpdateSchema>;

export const ChangePasswordSchema = z
  .object({ currentPassword: z.string().min(1).max(128), newPassword: PasswordSchema })
  .strict();

export const ForgotPasswordSchema = z.object({ email: EmailSchema }).strict();

export const ResetPasswordSchema = z
  .object({ token: z.string().min(10).max(500), newPassword: PasswordSchema })
  .strict();

/** `POST /api/auth/password/forgot` answers the same whether or not the account exists. */
export const PasswordResetRequestedSchema = z.object({ message: z.string() });

export const CurrentUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: z.enum(ROLES).nullable(),
  createdAt: z.string(),
});

/** What the server says about the signed-in identity; the web's auth store records it. */
export const AuthSessionSchema = z
  .object({
    user: CurrentUserSchema,
    userData: z
      .object({
        id: z.string(),
        email: z.string(),
        displayName: z.string(),
        role: z.literal('customer'),
        createdAt: z.string(),
      })
      .nullable(),
    vendorData: z
      .object({
        id: z.string(),
        email: z.string(),
        companyName: z.string(),
        slug: z.string(),
        isVendor: z.literal(true),
        status: z.enum(['active', 'suspended']),
        createdAt: z.string(),
      })
      .nullable(),
    adminData: z.object({ id: z.string(), email: z.string(), isAdmin: z.literal(true) }).nullable(),
  })
  .meta({ id: 'AuthSession' });
export type AuthSessionDto = z.infer<typeof AuthSessionSchema>;

/** `GET /api/auth/me`: 200 with `session: null` for visitors (no 401 noise on every page). */
export const MeResponseSchema = z.object({ session: AuthSessionSchema.nullable() });

/** SPEC §5 and §8: the exact texts of the role rules and the fallbacks. */
export const AUTH_MESSAGES = {
  adminAtCustomerLogin: 'Admin account. Please use the admin login.',
  vendorAtCustomerLogin: 'Vendor account. Please use the vendor login.',
  noUserDocument: 'User data not found. Please register or contact support.',
  notVendor: 'Access denied. Not a registered vendor.',
  notAdmin: 'Access denied. Not a registered admin.',
  badCredentials: 'Incorrect email or password.',
  blocked: 'This account has been blocked. Please contact support.',
  vendorSuspended: 'This vendor account is suspended. Please contact Angle support.',
  emailTaken: 'An account with this email already exists. Please sign in instead.',
  commonPassword: 'This password is too common. Choose a less guessable one.',
  fallbackLogin: 'Failed to login.',
  fallbackRegister: 'Failed to register.',
  fallbackVendorLogin: 'Failed to login as vendor.',
  fallbackVendorRegister: 'Failed to register as vendor.',
  fallbackAdminLogin: 'Failed to login as admin.',
  fallbackLogout: 'Failed to logout.',
  signInRequired: 'Please sign in to continue.',
  sessionEnded: 'Your session has ended. Please sign in again.',
  customersOnly: 'This is available to customer accounts only.',
} as const;
