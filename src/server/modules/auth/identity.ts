// Who a signed-in user is to Angle: the user row, its vendor row and the role they add up to.
import { eq } from 'drizzle-orm';
import type { AuthSessionDto, Role } from '../../../domain/schemas/auth';
import type { DbOrTx } from '../../db/client';
import { users, vendors, type UserRow, type VendorRow } from '../../db/schema';

export interface Identity {
  user: UserRow;
  vendor: VendorRow | null;
  /**
   * null = signed in with no role (SPEC §4): a user marked vendor with no vendor row, or a
   * role Angle does not know.
   */
  role: Role | null;
}

export async function loadIdentity(db: DbOrTx, userId: string): Promise<Identity | null> {
  const [row] = await db
    .select({ user: users, vendor: vendors })
    .from(users)
    .leftJoin(vendors, eq(vendors.userId, users.id))
    .where(eq(users.id, userId));
  return row ? identityOf(row.user, row.vendor) : null;
}

/** The identity a user row and its vendor row (if any) add up to. */
export function identityOf(user: UserRow, vendor: VendorRow | null): Identity {
  return { user, vendor, role: roleOf(user, vendor) };
}

function roleOf(user: UserRow, vendor: VendorRow | null): Role | null {
  switch (user.role) {
    case 'admin':
      return 'admin';
    case 'vendor':
      return vendor ? 'vendor' : null;
    case 'customer':
      return 'customer';
    default:
      return null;
  }
}

/** The shape the web's auth store records (SPEC §3: userData, vendorData, adminData). */
export function toAuthSession({ user, vendor, role }: Identity): AuthSessionDto {
  const createdAt = user.createdAt.toISOString();
  return {
    user: { id: user.id, email: user.email, name: user.name, role, createdAt },
    userData:
      role === 'customer'
        ? { id: user.id, email: user.email, displayName: user.name, role, createdAt }
        : null,
    vendorData:
      role === 'vendor' && vendor
        ? {
            id: user.id,
            email: user.email,
            companyName: vendor.companyName,
            slug: vendor.slug,
            isVendor: true,
            status: vendor.status === 'suspended' ? 'suspended' : 'active',
            createdAt: vendor.createdAt.toISOString(),
          }
        : null,
    adminData: role === 'admin' ? { id: user.id, email: user.email, isAdmin: true } : null,
  };
}
