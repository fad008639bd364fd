// SPEC §5–§6: each role has its own sign-in, and the wrong one is told where to go.
// Applied only after the password is verified, so it reveals nothing to a guesser.
import type { AUTH_MESSAGES } from '../../../domain/schemas/auth';
import type { Identity } from './identity';

export type Portal = 'customer' | 'vendor' | 'admin';
export type AuthMessageKey = keyof typeof AUTH_MESSAGES;

/** The message key that rejects this identity at this sign-in, or null when it may enter. */
export function portalRejection(portal: Portal, { role, vendor }: Identity): AuthMessageKey | null {
  switch (portal) {
    case 'customer':
      if (role === 'admin') return 'adminAtCustomerLogin';
      if (role === 'vendor') return 'vendorAtCustomerLogin';
      return role === 'customer' ? null : 'noUserDocument';
    case 'vendor':
      if (role !== 'vendor') return 'notVendor';
      return vendor?.status === 'active' ? null : 'vendorSuspended';
    case 'admin':
      return role === 'admin' ? null : 'notAdmin';
  }
}
