// How long a session lives, by role: an idle timeout (sliding) and an absolute lifetime.
// better-auth has one lifetime for every session, so the per-role limits are applied here.
import type { Role } from '../../../domain/schemas/auth';

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

export interface SessionLimits {
  /** Signed out after this long without a request. */
  idleSeconds: number;
  /** Signed out this long after sign-in, however active. */
  absoluteSeconds: number;
  /** Last activity is written at most this often (a write per request would be wasteful). */
  touchEverySeconds: number;
}

export const SESSION_LIMITS: Record<Role, SessionLimits> = {
  customer: { idleSeconds: 7 * DAY, absoluteSeconds: 30 * DAY, touchEverySeconds: HOUR },
  vendor: { idleSeconds: 7 * DAY, absoluteSeconds: 30 * DAY, touchEverySeconds: HOUR },
  // The admin can change every vendor's money and every customer's data: shorter sessions.
  admin: { idleSeconds: HOUR, absoluteSeconds: 12 * HOUR, touchEverySeconds: MINUTE },
};

/** The cookie is `angle.session_token` (`__Secure-angle.session_token` over HTTPS). */
export const SESSION_COOKIE_BASENAME = 'angle';

export type SessionVerdict = 'active' | 'touch' | 'expired';

/** Decides from the session row's timestamps; `updatedAt` is the last recorded activity. */
export function judgeSession(
  session: { createdAt: Date; updatedAt: Date; expiresAt: Date },
  limits: SessionLimits,
  now = Date.now(),
): SessionVerdict {
  const idleFor = now - session.updatedAt.getTime();
  const age = now - session.createdAt.getTime();
  if (session.expiresAt.getTime() <= now) return 'expired';
  if (age >= limits.absoluteSeconds * 1000 || idleFor >= limits.idleSeconds * 1000) {
    return 'expired';
  }
  return idleFor >= limits.touchEverySeconds * 1000 ? 'touch' : 'active';
}

/** The absolute end of a new session for this role (admins get less than the cookie allows). */
export function sessionEndFor(role: Role, createdAt: Date): Date {
  return new Date(createdAt.getTime() + SESSION_LIMITS[role].absoluteSeconds * 1000);
}

/** The header better-auth reads the client's address from (auth.ts), set by the server from
 * request.ip (sessions.ts `authHeadersOf`): never the client's own X-Forwarded-For. */
export const CLIENT_IP_HEADER = 'x-angle-client-ip';
