// One customer's writes to what they own (addresses, wishlist) wait for each other, so two
// requests cannot both make a default or both take the last place.
import { eq } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema';

export async function lockOwner(tx: Tx, userId: string) {
  // NO KEY UPDATE: queues the customer's writes without blocking rows that refer to them.
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}
