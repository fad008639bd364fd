// A customer's saved delivery addresses. Exactly one is the default once there is any: the first
// one saved, or the one last chosen. Every query is scoped to the owner, so another customer's
// address id is simply not found.
import { and, count, desc, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Address,
  AddressInputSchema,
  AddressPatchSchema,
} from '../../../domain/schemas/address';
import type { Db, Tx } from '../../db/client';
import { addresses, type AddressRow } from '../../db/schema-commerce';
import { AppError, notFound } from '../../errors';
import { lockOwner } from './owner-lock';

type AddressInput = z.output<typeof AddressInputSchema>;
type AddressPatch = z.output<typeof AddressPatchSchema>;

export const MAX_ADDRESSES = 20;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    fullName: row.fullName,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state as Address['state'],
    pincode: row.pincode,
    isDefault: row.isDefault,
  };
}

export async function listAddresses(db: Db, userId: string): Promise<Address[]> {
  const rows = await db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), desc(addresses.createdAt));
  return rows.map(toAddress);
}

async function clearDefault(tx: Tx, userId: string, exceptId?: string) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(addresses.userId, userId),
        eq(addresses.isDefault, true),
        exceptId ? ne(addresses.id, exceptId) : undefined,
      ),
    );
}

export async function createAddress(db: Db, userId: string, input: AddressInput): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const [{ n } = { n: 0 }] = await tx
      .select({ n: count() })
      .from(addresses)
      .where(eq(addresses.userId, userId));
    if (n >= MAX_ADDRESSES) {
      throw new AppError('conflict', `You can save up to ${MAX_ADDRESSES} addresses.`);
    }
    const isDefault = n === 0 || input.isDefault === true;
    if (isDefault) await clearDefault(tx, userId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...input, line2: input.line2 || null, userId, isDefault })
      .returning();
    return toAddress(row!);
  });
}

async function findOwned(tx: Tx, userId: string, id: string): Promise<AddressRow> {
  const [row] = await tx
    .select()
    .from(addresses)
    .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
  if (!row) throw notFound('The address');
  return row;
}

/**
 * `isDefault: true` moves the default here; `false` on the default is ignored, because a
 * customer with addresses always has one (choose another address as default instead).
 */
export async function updateAddress(
  db: Db,
  userId: string,
  id: string,
  { isDefault, ...fields }: AddressPatch,
): Promise<Address> {
  return db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const current = await findOwned(tx, userId, id);
    const makeDefault = isDefault === true && !current.isDefault;
    if (makeDefault) await clearDefault(tx, userId, id);
    const changes = {
      ...fields,
      ...('line2' in fields ? { line2: fields.line2 || null } : {}),
      ...(makeDefault ? { isDefault: true } : {}),
    };
    if (Object.keys(changes).length === 0) return toAddress(current);
    const [row] = await tx
      .update(addresses)
      .set(changes)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
      .returning();
    return toAddress(row!);
  });
}

/** Deleting the default hands the role to the most recently saved remaining address. */
export async function deleteAddress(db: Db, userId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwner(tx, userId);
    const current = await findOwned(tx, userId, id);
    await tx.delete(addresses).where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!current.isDefault) return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.createdAt))
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
  });
}
