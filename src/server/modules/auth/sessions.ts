// Reads the session cookie into an Actor, applying Angle's per-role idle and absolute limits,
// and ends sessions (sign-out, password change, rejected sign-in).
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { fromNodeHeaders } from 'better-auth/node';
import type { Db } from '../../db/client';
import { sessions } from '../../db/schema';
import type { Auth } from './auth';
import type { Identity } from './identity';
import type { ActiveSession, SessionState } from './session-types';
import { sessionCacheKey, sessionCacheOf } from './session-cache';
import { findSession, verifiedToken } from './session-lookup';
import { CLIENT_IP_HEADER, judgeSession, SESSION_LIMITS } from './session-policy';

export type { Actor, ActiveSession, SessionState } from './session-types';

const ENDED = { status: 'ended' } as const;

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
  const cookie = request.cookies[await sessionCookieName(auth)];
  if (!cookie) return { status: 'none' };
  return readSessionCookie(auth, db, cookie, now);
}

/**
 * The session a cookie value names, judged at `now`. A read of the last few seconds is reused
 * (session-cache.ts); writes that change sessions, users or vendors drop it (decision 048).
 */
export async function readSessionCookie(
  auth: Auth,
  db: Db,
  cookie: string,
  now = Date.now(),
): Promise<SessionState> {
  const cache = sessionCacheOf(db);
  const key = sessionCacheKey(cookie);
  const cached = cache.get(key);
  if (cached && !isBanned(cached.identity, now)) {
    const verdict = judgeSession(cached.times, limitsOf(cached.identity), now);
    if (verdict === 'active') return cached;
    if (verdict === 'touch') {
      const generation = cache.generation;
      const touched = await touch(db, cached, now);
      cache.replace(key, touched, generation);
      return touched;
    }
    // Expired by the cached timestamps: the row may have moved on since (another instance
    // recorded activity), so the database decides, as for a cookie never seen.
  }
  const generation = cache.generation;
  const state = await readFromDatabase(auth, db, cookie, now);
  if (state.status === 'active') cache.set(key, state, generation);
  else cache.delete(key);
  return state;
}

/** One statement: the cookie's signature is checked here, as better-auth checks it. */
async function readFromDatabase(
  auth: Auth,
  db: Db,
  cookie: string,
  now: number,
): Promise<SessionState> {
  const token = await verifiedToken(auth, cookie);
  const found = token ? await findSession(db, token) : null;
  if (!found) return ENDED;
  const { session, identity } = found;
  if (isBanned(identity, now)) {
    await deleteSession(db, session.id);
    return ENDED;
  }
  const verdict = judgeSession(session, limitsOf(identity), now);
  if (verdict === 'expired') {
    await deleteSession(db, session.id);
    return ENDED;
  }
  const state: ActiveSession = {
    status: 'active',
    identity,
    token: session.token,
    times: {
      createdAt: session.createdAt,
      updatedAt: session.updatedAt,
      expiresAt: session.expiresAt,
    },
    actor: {
      userId: identity.user.id,
      role: identity.role,
      sessionId: session.id,
      ...(identity.role === 'vendor' ? { vendorId: identity.user.id } : {}),
    },
  };
  return verdict === 'touch' ? touch(db, state, now) : state;
}

const limitsOf = ({ role }: Identity) => SESSION_LIMITS[role ?? 'customer'];

/** Records the activity (at most every `touchEverySeconds`): the idle timeout starts again. */
async function touch(db: Db, state: ActiveSession, now: number): Promise<ActiveSession> {
  const updatedAt = new Date(now);
  await db.update(sessions).set({ updatedAt }).where(eq(sessions.id, state.actor.sessionId));
  return { ...state, times: { ...state.times, updatedAt } };
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

// The helpers below drop this process's cached reads of what they delete at once; the route's
// reply tells the other instances (plugins/session-invalidation.ts).

export async function deleteSession(db: Db, sessionId: string) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
  sessionCacheOf(db).forgetSession((s) => s.actor.sessionId === sessionId);
}

export async function deleteSessionByToken(db: Db, token: string) {
  await db.delete(sessions).where(eq(sessions.token, token));
  sessionCacheOf(db).forgetSession((s) => s.token === token);
}

/** Ends every session of the user but the one making the request. */
export async function deleteOtherSessions(db: Db, userId: string, keepSessionId: string) {
  await db.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId)));
  sessionCacheOf(db).forget({ userIds: [userId] });
}
