// Every write that may change who a session cookie is, or whether it still works, drops the
// cached session reads (modules/auth/session-cache.ts) before its answer leaves, here and, on
// PostgreSQL, on every other instance (issue #35, docs/decisions/048-session-cache.md).
// Decided per URL prefix as each route is added, like the catalogue's invalidation, so a new
// write route under these prefixes cannot forget it:
// - `/api/auth/*` and `/api/admin/*`: every cached session. Sign-out, password change and reset,
//   bans, suspensions and whatever the admin gains next change other people's sessions.
// - sign-in, registration and sign-out: the caller's own cookie (its previous session ends);
//   frequent, so they do not empty everyone's cache.
// - `/api/vendor/*` and `/api/store/account/*`: the caller's own sessions (its name, company,
//   vendor status and profile are in the identity `/api/auth/me` shows).
import crypto from 'node:crypto';
import { EventEmitter } from 'node:events';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Database } from '../db/client';
import {
  invalidateSessionCache,
  sessionCacheKey,
  type SessionScope,
} from '../modules/auth/session-cache';
import { sessionCookieName } from '../modules/auth/sessions';
import { isWrite } from '../http/methods';

export const SESSIONS_CHANNEL = 'angle_sessions_changed';

const EVERYONE = /^\/api\/(auth|admin)(\/|$)/;
const OWN_ACCOUNT = /^\/api\/(vendor|store\/account)(\/|$)/;
const OWN_COOKIE = new Set([
  '/api/auth/login',
  '/api/auth/vendor/login',
  '/api/auth/admin/login',
  '/api/auth/register',
  '/api/auth/vendor/register',
  '/api/auth/logout',
]);

/** Writes under those prefixes that touch no session, user or vendor row: asking for a reset
 * mail does all its work after the answer, and its answer must cost nothing (no timing oracle). */
const NO_SESSION_CHANGE = new Set(['/api/auth/password/forgot']);

type Reach = 'everyone' | 'own-account' | 'own-cookie';

/** Which cached sessions a write to this route may change, or null for none. */
export function sessionReachOf(url: string): Reach | null {
  if (NO_SESSION_CHANGE.has(url)) return null;
  if (OWN_COOKIE.has(url)) return 'own-cookie';
  if (EVERYONE.test(url)) return 'everyone';
  if (OWN_ACCOUNT.test(url)) return 'own-account';
  return null;
}

/** This process's id in the notifications: its own are ignored when they come back. */
const instanceIds = new WeakMap<Database, string>();
function instanceIdOf(database: Database): string {
  let id = instanceIds.get(database);
  if (!id) {
    id = `${process.pid}-${crypto.randomUUID()}`;
    instanceIds.set(database, id);
  }
  return id;
}

const heard = new WeakMap<Database, EventEmitter>();
function heardBy(database: Database): EventEmitter {
  let emitter = heard.get(database);
  if (!emitter) {
    emitter = new EventEmitter();
    heard.set(database, emitter);
  }
  return emitter;
}

/** Calls `listener` each time another instance's notification dropped cached sessions here
 * (tests wait for it rather than for a time). Returns the unsubscribe function. */
export function onSessionsNotified(
  database: Database,
  listener: (scope: SessionScope) => void,
): () => void {
  heardBy(database).on('heard', listener);
  return () => heardBy(database).off('heard', listener);
}

/** `<instance> *` or `<instance> k:<cookie hash> u:<user id> …` (ids hold no spaces). */
function encode(from: string, scope: SessionScope): string {
  if (scope === 'all') return `${from} *`;
  const keys = (scope.keys ?? []).map((k) => `k:${k}`);
  const users = (scope.userIds ?? []).map((u) => `u:${u}`);
  return [from, ...keys, ...users].join(' ');
}

function decode(payload: string): { from: string; scope: SessionScope } {
  const [from = '', ...parts] = payload.split(' ');
  if (parts.includes('*')) return { from, scope: 'all' };
  const keys = parts.filter((p) => p.startsWith('k:')).map((p) => p.slice(2));
  const userIds = parts.filter((p) => p.startsWith('u:')).map((p) => p.slice(2));
  // Anything not understood (a newer instance's format) drops everything: never too little.
  if (keys.length + userIds.length !== parts.length) return { from, scope: 'all' };
  return { from, scope: { keys, userIds } };
}

/**
 * Sessions, users or vendors changed: drop the cached reads here now and, on PostgreSQL, tell
 * the other instances, waiting for the notification to be sent (not for them to act on it).
 */
export async function sessionsChanged(app: FastifyInstance, scope: SessionScope): Promise<void> {
  const { database } = app;
  invalidateSessionCache(database.db, scope);
  if (database.kind !== 'postgres') return;
  try {
    await database.query('SELECT pg_notify($1, $2)', [
      SESSIONS_CHANNEL,
      encode(instanceIdOf(database), scope),
    ]);
  } catch (err) {
    app.log.warn({ err }, 'could not tell the other instances that sessions changed');
  }
}

export async function registerSessionInvalidation(app: FastifyInstance) {
  const cookieName = await sessionCookieName(app.auth);

  app.addHook('onRoute', (route) => {
    const reach = sessionReachOf(route.url);
    if (!reach || ![route.method].flat().some(isWrite)) return;
    route.onSend = [...[route.onSend ?? []].flat(), invalidateFor(reach)];
  });

  /** The caller's cookie and account: what an own-cookie or own-account write may change. */
  function callerScope(request: FastifyRequest, reach: Reach): SessionScope | null {
    const cookie = request.cookies[cookieName];
    const keys = cookie ? [sessionCacheKey(cookie)] : [];
    const userIds = reach === 'own-account' && request.actor ? [request.actor.userId] : [];
    return keys.length + userIds.length > 0 ? { keys, userIds } : null;
  }

  function invalidateFor(reach: Reach) {
    return async function invalidateSessions(request: FastifyRequest, reply: FastifyReply) {
      // A refused write (4xx) changed nothing, and a guard's 401/403 must not let anyone empty
      // the cache. A rejected sign-in deletes only the session it had just made, whose cookie
      // never left the server. A 5xx may have stopped half-way: drop anyway.
      if (!isWrite(request.method) || (reply.statusCode >= 400 && reply.statusCode < 500)) return;
      const scope = reach === 'everyone' ? 'all' : callerScope(request, reach);
      if (scope) await sessionsChanged(app, scope);
    };
  }

  const { database } = app;
  if (!database.listen) return;
  const listener = await database.listen(SESSIONS_CHANNEL, {
    onNotify: (payload) => {
      const { from, scope } = decode(payload);
      if (from === instanceIdOf(database)) return;
      invalidateSessionCache(database.db, scope);
      heardBy(database).emit('heard', scope);
    },
    onReconnect: () => {
      // Notifications sent while the connection was down are lost: trust nothing cached.
      app.log.info('session notifications: listening again');
      invalidateSessionCache(database.db, 'all');
    },
    onError: (err) => app.log.warn({ err }, 'session notifications: connection lost'),
  });
  app.addHook('onClose', () => listener.close());
}
