// The customer's own name (the email is the sign-in and does not change here).
import { eq } from 'drizzle-orm';
import type { AuthSessionDto } from '../../../domain/schemas/auth';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { notFound } from '../../errors';
import { loadIdentity, toAuthSession } from '../auth/identity';

export async function renameAccount(db: Db, userId: string, name: string): Promise<AuthSessionDto> {
  await db.update(users).set({ name }).where(eq(users.id, userId));
  const identity = await loadIdentity(db, userId);
  if (!identity) throw notFound('The account');
  return toAuthSession(identity);
}
