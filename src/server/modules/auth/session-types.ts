// What a session read gives every guarded route (sessions.ts reads it, session-cache.ts keeps it):
// apart, so the cache and the reader need not import each other.
import type { Role } from '../../../domain/schemas/auth';
import type { SessionRow } from '../../db/schema';
import type { Identity } from './identity';

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
  /** The row's timestamps, judged again at every use (a cached read stays exact). */
  times: SessionTimes;
}

export type SessionTimes = Pick<SessionRow, 'createdAt' | 'updatedAt' | 'expiresAt'>;

/** `none`: no session cookie; `ended`: a cookie whose session is gone, expired or idle. */
export type SessionState = { status: 'none' } | { status: 'ended' } | ActiveSession;
