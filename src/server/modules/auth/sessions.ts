// Reads the session cookie into an Actor, applying Angle's per-role idle and absolute limits,
// and ends sessions (sign-out, password change, rejected sign-in).
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Role } from '../../../domain/schemas/auth';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Auth } from './auth';
import { loadIdentity, type Identity } from './identity';
import { CLIENT_IP_HEADER, judgeSession, SESSION_LIMITS } from './session-policy';

/** Who is calling, as every guarded route sees it. A vendor's id is always the session's. */
export interface Actor {
  userId: string;
  role: Role | null;
  sessionId: string;
  vendorId?: string;
}

export interface ActiveSession {
  status: 'active';
  actor: Actor;
  identity: Identity;
  token: string;
}

/** `none`: no session cookie; `ended`: a cookie whose session is gone, expired or idle. */
export type SessionState = { status: 'none' } | { status: 'ended' } | ActiveSession;

/**
 * The request's headers for better-auth's API, with the client's address as Fastify worked it
 * out (request.ip honours only the proxies TRUST_PROXY names). better-auth would otherwise
 * record the first X-Forwarded-For entry, which the client writes, as the session's address.
 */
export function authHeadersOf(request: FastifyRequest): Headers {
  const headers = fromNodeHeaders(request.headers);
  headers.set(CLIENT_IP_HEADER, request.ip);
  return headers;
}

export async function sessionCookieName(auth: Auth): Promise<string> {
  return (await auth.$context).authCookies.sessionToken.name;
}

export async function readSessionState(
  auth: Auth,
  db: Db,
  request: FastifyRequest,
  now = Date.now(),
): Promise<SessionState> {
  const cookieName = await sessionCookieName(auth);
  if (!request.cookies[cookieName]) return { status: 'none' };
  // Refresh and cookie caching are off (auth.ts): every read sees the database's truth.
  const found = await auth.api.getSession({
    headers: authHeadersOf(request),
    query: { disableCookieCache: true, disableRefresh: true },
  });
  if (!found) return { status: 'ended' };
  const { session } = found;
  const identity = await loadIdentity(db, found.user.id);
  if (!identity || isBanned(identity, now)) {
    await deleteSession(db, session.id);
    return { status: 'ended' };
  }
  const verdict = judgeSession(session, SESSION_LIMITS[identity.role ?? 'customer'], now);
  if (verdict === 'expired') {
    await deleteSession(db, session.id);
    return { status: 'ended' };
  }
  if (verdict === 'touch') {
    await db
      .update(sessions)
      .set({ updatedAt: new Date(now) })
      .where(eq(sessions.id, session.id));
  }
  return {
    status: 'active',
    identity,
    token: session.token,
    actor: {
      userId: identity.user.id,
      role: identity.role,
      sessionId: session.id,
      ...(identity.role === 'vendor' ? { vendorId: identity.user.id } : {}),
    },
  };
}

function isBanned({ user }: Identity, now: number): boolean {
  return user.banned && (!user.banExpires || user.banExpires.getTime() > now);
}

const resolved = new WeakMap<FastifyRequest, Promise<SessionState>>();

/**
 * The request's session, read once however many hooks and handlers ask. A cookie that no longer
 * names a live session is cleared, so the browser stops sending it.
 */
export function currentSession(request: FastifyRequest, reply: FastifyReply) {
  let state = resolved.get(request);
  if (!state) {
    const { auth, database } = request.server;
    state = readSessionState(auth, database.db, request).then(async (s) => {
      if (s.status === 'ended') await clearSessionCookie(auth, reply);
      return s;
    });
    resolved.set(request, state);
  }
  return state;
}

export async function clearSessionCookie(auth: Auth, reply: FastifyReply) {
  const { name, attributes } = (await auth.$context).authCookies.sessionToken;
  reply.clearCookie(name, {
    path: attributes.path ?? '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: attributes.secure ?? false,
  });
}

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteSessionByToken(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.token, token));
}

/** Ends every session of the user but the one making the request. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
}
