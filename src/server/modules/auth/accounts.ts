// Password accounts in better-auth's tables: registration, the demo seed and create-admin all
// write them here, with better-auth's own scrypt hash, so its sign-in verifies them.
import { and, eq, like } from 'drizzle-orm';
import { AUTH_MESSAGES, type Role } from '../../../domain/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { accounts, users, verifications, type UserRow } from '../../db/schema';
import { AppError } from '../../errors';
import { isCommonPassword } from './common-passwords';

const CREDENTIAL_PROVIDER = 'credential';

export interface NewPasswordUser {
  email: string;
  name: string;
  role: Role;
  /** Already hashed with `hashPassword` (hash before opening a transaction: scrypt is slow). */
  passwordHash: string;
}

export function assertPasswordNotCommon(password: string, field = 'password') {
  if (isCommonPassword(password)) {
    throw new AppError('invalid', AUTH_MESSAGES.commonPassword, [
      { path: field, message: AUTH_MESSAGES.commonPassword, location: 'body' },
    ]);
  }
}

export function emailTaken() {
  return new AppError('conflict', AUTH_MESSAGES.emailTaken, [
    { path: 'email', message: AUTH_MESSAGES.emailTaken, location: 'body' },
  ]);
}

/** PostgreSQL's unique_violation on the named constraint (Drizzle wraps the driver's error). */
export function isUniqueViolation(err: unknown, constraint: string): boolean {
  for (let e = err as { code?: string; constraint?: string; cause?: unknown } | undefined; e;) {
    if (e.code === '23505') return !e.constraint || e.constraint === constraint;
    e = e.cause as typeof e;
  }
  return false;
}

export async function insertPasswordUser(db: DbOrTx, input: NewPasswordUser): Promise<UserRow> {
  const [existing] = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, input.email));
  if (existing) throw emailTaken();
  let user: UserRow | undefined;
  try {
    [user] = await db
      .insert(users)
      .values({ id: crypto.randomUUID(), email: input.email, name: input.name, role: input.role })
      .returning();
  } catch (err) {
    if (isUniqueViolation(err, 'users_email_unique')) throw emailTaken();
    throw err;
  }
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: user!.id,
    providerId: CREDENTIAL_PROVIDER,
    userId: user!.id,
    password: input.passwordHash,
  });
  return user!;
}

/** Gives an existing user a password (or a new one), as better-auth's credential account. */
export async function setPasswordHash(db: DbOrTx, userId: string, passwordHash: string) {
  const updated = await db
    .update(accounts)
    .set({ password: passwordHash })
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)))
    .returning({ id: accounts.id });
  if (updated.length > 0) return;
  await db.insert(accounts).values({
    id: crypto.randomUUID(),
    accountId: userId,
    providerId: CREDENTIAL_PROVIDER,
    userId,
    password: passwordHash,
  });
}

export async function hasPassword(db: DbOrTx, userId: string): Promise<boolean> {
  const [row] = await db
    .select({ id: accounts.id })
    .from(accounts)
    .where(and(eq(accounts.userId, userId), eq(accounts.providerId, CREDENTIAL_PROVIDER)));
  return Boolean(row);
}

/** better-auth keeps each mailed reset link as a verification row `reset-password:<token>`
 * whose value is the user's id. */
const RESET_LINK_PREFIX = 'reset-password:';

/**
 * Every reset link the account still has stops working. Called whenever its password is set
 * (a reset, a change, create-admin): a link mailed before must not set another one later.
 */
export async function revokeResetLinks(db: DbOrTx, userId: string): Promise<void> {
  await db
    .delete(verifications)
    .where(
      and(eq(verifications.value, userId), like(verifications.identifier, `${RESET_LINK_PREFIX}%`)),
    );
}
