// Admin accounts exist only by this deliberate act (SPEC §6: no admin registration).
import { eq } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import { EmailSchema, PasswordSchema } from '../../../domain/schemas/auth';
import type { Db } from '../../db/client';
import { sessions, users } from '../../db/schema';
import { AppError } from '../../errors';
import {
  assertPasswordNotCommon,
  insertPasswordUser,
  revokeResetLinks,
  setPasswordHash,
} from './accounts';
import { loadIdentity } from './identity';

export interface CreateAdminInput {
  email: string;
  password: string;
  name?: string;
}

export type CreateAdminOutcome = 'created' | 'promoted' | 'updated';

export async function createOrPromoteAdmin(
  db: Db,
  input: CreateAdminInput,
): Promise<{ outcome: CreateAdminOutcome; userId: string; email: string }> {
  const email = EmailSchema.parse(input.email);
  const password = PasswordSchema.parse(input.password);
  assertPasswordNotCommon(password);
  const passwordHash = await hashPassword(password);

  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!existing) {
    const user = await insertPasswordUser(db, {
      email,
      name: input.name?.trim() || 'Angle Admin',
      role: 'admin',
      passwordHash,
    });
    return { outcome: 'created', userId: user.id, email };
  }

  const identity = await loadIdentity(db, existing.id);
  // One account, one role: a shop's vendor account must not silently become the admin.
  if (identity?.vendor) {
    throw new AppError(
      'conflict',
      `${email} is a vendor account (${identity.vendor.companyName}); use another email for the admin.`,
    );
  }
  const wasAdmin = identity?.user.role === 'admin';
  await db.transaction(async (tx) => {
    await tx
      .update(users)
      .set({
        role: 'admin',
        banned: false,
        ...(input.name?.trim() ? { name: input.name.trim() } : {}),
      })
      .where(eq(users.id, existing.id));
    await setPasswordHash(tx, existing.id, passwordHash);
    // Sessions opened under the old role or password end here, and so do reset links.
    await tx.delete(sessions).where(eq(sessions.userId, existing.id));
    await revokeResetLinks(tx, existing.id);
  });
  return { outcome: wasAdmin ? 'updated' : 'promoted', userId: existing.id, email };
}
