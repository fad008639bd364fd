// A session cookie to its session row, user and vendor in one statement (issue #35). better-auth's
// getSession did the same check of the cookie, then read the session and the user in two
// statements, and Angle read the identity in a third.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sessions, users, vendors, type SessionRow } from '../../db/schema';
import type { Auth } from './auth';
import { identityOf, type Identity } from './identity';

/** better-call's signed cookie: `<token>.<base64 HMAC-SHA256 of the token>`, 44 characters. */
const SIGNATURE = /^[A-Za-z0-9+/]{43}=$/;

/**
 * The token a signed session cookie carries, or null when its signature is not the app's.
 * The same acceptance as better-call's `getSignedCookie` (which getSession used): the last dot
 * splits off a 44-character standard base64 signature, which must be the HMAC-SHA256 of the
 * token under better-auth's secret; compared in constant time.
 */
export async function verifiedToken(auth: Auth, cookieValue: string): Promise<string | null> {
  const dot = cookieValue.lastIndexOf('.');
  if (dot < 1) return null;
  const token = cookieValue.slice(0, dot);
  const signature = cookieValue.slice(dot + 1);
  if (!SIGNATURE.test(signature)) return null;
  const { secret } = await auth.$context;
  const expected = crypto.createHmac('sha256', secret).update(token).digest();
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && crypto.timingSafeEqual(given, expected) ? token : null;
}

export interface FoundSession {
  session: SessionRow;
  identity: Identity;
}

/** The session row of a verified token with its user's identity, or null (no such session, or
 * its user is gone). */
export async function findSession(db: Db, token: string): Promise<FoundSession | null> {
  const [row] = await db
    .select({ session: sessions, user: users, vendor: vendors })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(vendors, eq(vendors.userId, users.id))
    .where(eq(sessions.token, token));
  return row ? { session: row.session, identity: identityOf(row.user, row.vendor) } : null;
}
