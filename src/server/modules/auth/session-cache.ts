// The per-cookie cache of active sessions (issue #35, decision 048): a guarded request whose
// cookie was read a moment ago costs no statement. Only what the database said is kept, never
// a verdict: every use still judges the session's timestamps at the current time.
import crypto from 'node:crypto';
import type { Db } from '../../db/client';
import type { ActiveSession } from './session-types';

export const SESSION_CACHE = {
  /** How long a read is trusted without asking the database again: the bound on a change that
   * reaches no invalidation (a lost notification, a write by hand). */
  ttlMs: 5_000,
  /** Least recently used entries go first beyond this many cookies. */
  maxEntries: 10_000,
} as const;

/** What a write may have changed: every cached session, or those of some cookies and users. */
export type SessionScope = 'all' | { keys?: readonly string[]; userIds?: readonly string[] };

interface Entry {
  state: ActiveSession;
  /** By the process's own clock, not the `now` a read is judged at. */
  storedAt: number;
}

/** The cache key of a cookie: its value is a credential, so only its hash is kept. */
export function sessionCacheKey(cookieValue: string): string {
  return crypto.createHash('sha256').update(cookieValue).digest('base64url');
}

export class SessionCache {
  /** In use order: the first entry is the least recently used. */
  private readonly entries = new Map<string, Entry>();
  private readonly keysByUser = new Map<string, Set<string>>();
  /** Moves on at every invalidation: a read that began before one must not be stored. */
  generation = 0;

  get size() {
    return this.entries.size;
  }

  get(key: string): ActiveSession | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    if (performance.now() - entry.storedAt >= SESSION_CACHE.ttlMs) {
      this.delete(key);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry.state;
  }

  /** Stores a read begun at `generation`, unless an invalidation came since. */
  set(key: string, state: ActiveSession, generation: number) {
    if (generation !== this.generation) return;
    this.delete(key);
    this.entries.set(key, { state, storedAt: performance.now() });
    const keys = this.keysByUser.get(state.actor.userId) ?? new Set<string>();
    keys.add(key);
    this.keysByUser.set(state.actor.userId, keys);
    for (const oldest of this.entries.keys()) {
      if (this.entries.size <= SESSION_CACHE.maxEntries) break;
      this.delete(oldest);
    }
  }

  /** The same session with newer activity (a touch), trusted no longer than the first read;
   * not if an invalidation came since `generation` (a newer read may hold the entry). */
  replace(key: string, state: ActiveSession, generation: number) {
    const entry = this.entries.get(key);
    if (entry && generation === this.generation) entry.state = state;
  }

  delete(key: string) {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    const keys = this.keysByUser.get(entry.state.actor.userId);
    keys?.delete(key);
    if (keys?.size === 0) this.keysByUser.delete(entry.state.actor.userId);
  }

  forget(scope: SessionScope) {
    this.generation++;
    if (scope === 'all') {
      this.entries.clear();
      this.keysByUser.clear();
      return;
    }
    for (const key of scope.keys ?? []) this.delete(key);
    for (const userId of scope.userIds ?? []) {
      for (const key of [...(this.keysByUser.get(userId) ?? [])]) this.delete(key);
    }
  }

  /** Drops the entries naming a session (by its id or token): rare, so a scan is enough. */
  forgetSession(match: (state: ActiveSession) => boolean) {
    this.generation++;
    for (const [key, entry] of [...this.entries]) if (match(entry.state)) this.delete(key);
  }
}

const caches = new WeakMap<Db, SessionCache>();

/** The cache of the app using this database handle (tests run several apps in one process). */
export function sessionCacheOf(db: Db): SessionCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = new SessionCache();
    caches.set(db, cache);
  }
  return cache;
}

/**
 * Drops cached sessions of this process. Routes do it themselves (plugins/session-invalidation.ts);
 * tests call it after writing sessions, users or vendors with SQL of their own.
 */
export function invalidateSessionCache(db: Db, scope: SessionScope = 'all') {
  sessionCacheOf(db).forget(scope);
}
