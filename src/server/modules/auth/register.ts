// Customer and vendor registration. The server writes the role (never the request), and a
// vendor's user and vendor rows are one transaction: there is no half-registered vendor.
import { like } from 'drizzle-orm';
import { hashPassword } from 'better-auth/crypto';
import type { z } from 'zod';
import type { CustomerRegisterSchema, VendorRegisterSchema } from '../../../domain/schemas/auth';
import type { Db, DbOrTx } from '../../db/client';
import { vendors, type UserRow } from '../../db/schema';
import { auditLog } from '../../db/schema-site';
import { slugify } from '../../db/seed';
import { AppError } from '../../errors';
import { queueMail } from '../mail/outbox';
import { readSettings } from '../settings/store-settings';
import { assertPasswordNotCommon, insertPasswordUser, isUniqueViolation } from './accounts';

type CustomerRegistration = z.output<typeof CustomerRegisterSchema>;
type VendorRegistration = z.output<typeof VendorRegisterSchema>;

/** The welcome mail is written with the account, so there is never one without the other. */
async function queueWelcome(tx: DbOrTx, user: UserRow, role: 'customer' | 'vendor') {
  const { store } = await readSettings(tx);
  await queueMail(tx, user.email, 'welcome', {
    name: user.name,
    role,
    firstPurchaseDiscountPct: store.firstPurchaseDiscountPct,
    freeShippingThresholdPaise: store.freeShippingThresholdPaise,
  });
}

export async function registerCustomer(db: Db, input: CustomerRegistration): Promise<UserRow> {
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  return db.transaction(async (tx) => {
    const user = await insertPasswordUser(tx, {
      email: input.email,
      name: input.name,
      role: 'customer',
      passwordHash,
    });
    await queueWelcome(tx, user, 'customer');
    return user;
  });
}

export async function registerVendor(db: Db, input: VendorRegistration): Promise<UserRow> {
  assertPasswordNotCommon(input.password);
  const passwordHash = await hashPassword(input.password);
  try {
    return await db.transaction(async (tx) => {
      // SPEC §7: the company name is the vendor's display name.
      const user = await insertPasswordUser(tx, {
        email: input.email,
        name: input.companyName,
        role: 'vendor',
        passwordHash,
      });
      // New vendors start on the store's default commission (admin store settings).
      const { store } = await readSettings(tx);
      await tx.insert(vendors).values({
        userId: user.id,
        companyName: input.companyName,
        commissionRateBp: store.defaultCommissionBp,
        contactName: input.contactName,
        slug: await freeSlug(tx, input.companyName),
        supportEmail: input.email,
        supportPhone: `+91 ${input.phone}`,
      });
      await tx.insert(auditLog).values({
        actorUserId: user.id,
        action: 'vendor.registered',
        entity: 'vendor',
        entityId: user.id,
        changes: { companyName: input.companyName, contactName: input.contactName },
      });
      await queueWelcome(tx, user, 'vendor');
      return user;
    });
  } catch (err) {
    // Two vendors racing for the same new slug: the loser may simply try again.
    if (isUniqueViolation(err, 'vendors_slug_unique')) {
      throw new AppError('conflict', 'Please try again: another vendor just took that name.');
    }
    throw err;
  }
}

/** `rani-rouge`, or `rani-rouge-2` … when taken; shop URLs use it. */
async function freeSlug(db: DbOrTx, companyName: string): Promise<string> {
  const base = slugify(companyName) || 'vendor';
  const taken = new Set(
    (
      await db
        .select({ slug: vendors.slug })
        .from(vendors)
        .where(like(vendors.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}
