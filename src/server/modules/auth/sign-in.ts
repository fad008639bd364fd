// One sign-in for the three portals: better-auth verifies the password and makes the session,
// then the portal's role rule decides. A rejected sign-in leaves no session and sends no cookie.
import { eq } from 'drizzle-orm';
import { isAPIError } from 'better-auth/api';
import { AUTH_MESSAGES, type AuthSessionDto } from '../../../domain/schemas/auth';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import { AppError } from '../../errors';
import type { Auth } from './auth';
import { loadIdentity, toAuthSession } from './identity';
import { portalRejection, type Portal } from './role-rules';
import { sessionEndFor, SESSION_LIMITS } from './session-policy';
import { deleteSessionByToken } from './sessions';

export interface SignInResult {
  session: AuthSessionDto;
  /** Set-Cookie lines to forward: the new session cookie. */
  cookies: string[];
}

export class BadCredentialsError extends AppError {
  constructor() {
    super('unauthorized', AUTH_MESSAGES.badCredentials);
  }
}

export async function signIn(
  auth: Auth,
  db: Db,
  portal: Portal,
  credentials: { email: string; password: string },
  headers: Headers,
): Promise<SignInResult> {
  const created = await createSession(auth, credentials, headers);
  const { token } = created.response;
  const identity = await loadIdentity(db, created.response.user.id);
  const rejection = identity ? portalRejection(portal, identity) : 'noUserDocument';
  if (!identity || rejection) {
    await deleteSessionByToken(db, token);
    throw new AppError('forbidden', AUTH_MESSAGES[rejection ?? 'noUserDocument']);
  }
  let cookies = created.headers.getSetCookie();
  if (identity.role === 'admin') {
    // The admin's session ends sooner than better-auth's one lifetime: the row and the cookie.
    const [row] = await db
      .select({ createdAt: sessions.createdAt })
      .from(sessions)
      .where(eq(sessions.token, token));
    const end = sessionEndFor('admin', row?.createdAt ?? new Date());
    await db.update(sessions).set({ expiresAt: end }).where(eq(sessions.token, token));
    cookies = cookies.map((c) =>
      c.replace(/Max-Age=\d+/i, `Max-Age=${SESSION_LIMITS.admin.absoluteSeconds}`),
    );
  }
  return { session: toAuthSession(identity), cookies };
}

async function createSession(
  auth: Auth,
  { email, password }: { email: string; password: string },
  headers: Headers,
) {
  try {
    return await auth.api.signInEmail({
      body: { email, password, rememberMe: true },
      headers,
      returnHeaders: true,
    });
  } catch (err) {
    if (!isAPIError(err)) throw err;
    // The ban is checked when the session is created, i.e. after the password matched.
    if (err.body?.code === 'BANNED_USER') throw new AppError('forbidden', AUTH_MESSAGES.blocked);
    if (err.statusCode === 401 || err.statusCode === 400) throw new BadCredentialsError();
    throw err;
  }
}
