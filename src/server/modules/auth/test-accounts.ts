// Test factories: accounts of every kind written straight to the database, and small helpers
// for the sign-in calls and cookies the auth tests share.
import crypto from 'node:crypto';
import { hashPassword } from 'better-auth/crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Role, SignInProof } from '../../../domain/schemas/auth';
import {
  challengeBits,
  leadingZeroBits,
  proofText,
  SIGN_IN_CHALLENGE_HEADER,
} from '../../../domain/sign-in-challenge';
import type { Database } from '../../db/client';
import { vendors } from '../../db/schema';
import { insertPasswordUser } from './accounts';

export const TEST_PASSWORD = 'Lotus-Kajal-42';
let sequence = 0;
// scrypt is deliberately slow: hash the shared test password once per test file.
let testHash: Promise<string> | undefined;

export interface TestAccount {
  userId: string;
  email: string;
  password: string;
}

/** `role: null` makes a user marked vendor without a vendor row: signed in with no role. */
export async function createAccount(
  database: Database,
  role: Role | null,
  opts: {
    vendorStatus?: 'active' | 'suspended';
    banned?: boolean;
    email?: string;
    /** Issue #38: a test vendor is an established, verified seller unless a test says not. */
    verificationStatus?: 'not_started' | 'submitted' | 'verified' | 'rejected';
  } = {},
): Promise<TestAccount> {
  const email = opts.email ?? `${role ?? 'norole'}-${Date.now()}-${++sequence}@test.example`;
  const user = await insertPasswordUser(database.db, {
    email,
    name: `Test ${role ?? 'no role'} ${sequence}`,
    role: role ?? 'vendor',
    passwordHash: await (testHash ??= hashPassword(TEST_PASSWORD)),
  });
  if (role === 'vendor') {
    await database.db.insert(vendors).values({
      userId: user.id,
      companyName: `Test Vendor ${sequence}`,
      slug: `test-vendor-${user.id}`,
      status: opts.vendorStatus ?? 'active',
      verificationStatus: opts.verificationStatus ?? 'verified',
    });
  }
  if (opts.banned) await database.query('UPDATE users SET banned = true WHERE id = $1', [user.id]);
  return { userId: user.id, email, password: TEST_PASSWORD };
}

export const SIGN_IN_PATHS = {
  customer: '/api/auth/login',
  vendor: '/api/auth/vendor/login',
  admin: '/api/auth/admin/login',
} as const;

export function signInAt(
  app: FastifyInstance,
  portal: keyof typeof SIGN_IN_PATHS,
  credentials: { email: string; password: string },
  remoteAddress = '127.0.0.1',
) {
  return app.inject({
    method: 'POST',
    url: SIGN_IN_PATHS[portal],
    payload: { email: credentials.email, password: credentials.password },
    remoteAddress,
  });
}

/** The `name=value` of the session cookie a response set, for the next request's Cookie header. */
export function sessionCookieOf(res: LightMyRequestResponse): string {
  const line = setCookies(res).find((c) => c.includes('session_token='));
  if (!line) throw new Error(`no session cookie in ${JSON.stringify(res.headers['set-cookie'])}`);
  return line.split(';')[0]!;
}

export function setCookies(res: LightMyRequestResponse): string[] {
  const header = res.headers['set-cookie'];
  return header === undefined ? [] : Array.isArray(header) ? header : [header];
}

export async function countSessions(database: Database, userId: string): Promise<number> {
  const [row] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
    [userId],
  );
  return row!.n;
}

/** The challenge a 429 from a sign-in carried, or undefined. */
export function challengeOf(res: LightMyRequestResponse): string | undefined {
  const header = res.headers[SIGN_IN_CHALLENGE_HEADER];
  return typeof header === 'string' ? header : undefined;
}

/** Solves a sign-in challenge as the sign-in form does (tests keep its bits low). */
export function solveChallenge(challenge: string): SignInProof {
  const bits = challengeBits(challenge) ?? 32;
  for (let n = 0; ; n++) {
    const hash = crypto
      .createHash('sha256')
      .update(proofText(challenge, String(n)))
      .digest();
    if (leadingZeroBits(hash) >= bits) return { challenge, solution: String(n) };
  }
}
