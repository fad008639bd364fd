// A brand's public page: who they are and how many published products they sell. Suspended
// vendors have no shop page (their products are hidden from the store too).
import { and, count, eq } from 'drizzle-orm';
import type { PublicVendor } from '../../../domain/schemas/vendor-settings';
import type { DbOrTx } from '../../db/client';
import { products, vendors } from '../../db/schema';
import { notFound } from '../../errors';
import { logoOf } from '../vendor-settings/profile';

/** The cache key of a brand's shop answer (the API route's, and the shop page's meta). */
export const vendorKey = (slug: string) => `vendor:${slug}`;

export async function getPublicVendor(db: DbOrTx, slug: string): Promise<PublicVendor> {
  const [vendor] = await db
    .select()
    .from(vendors)
    .where(and(eq(vendors.slug, slug), eq(vendors.status, 'active')));
  if (!vendor) throw notFound('The shop');
  const [published] = await db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.vendorId, vendor.userId), eq(products.status, 'published')));
  return {
    slug: vendor.slug,
    companyName: vendor.companyName,
    description: vendor.description,
    logo: logoOf(vendor.logoKey),
    supportEmail: vendor.supportEmail,
    productCount: published?.n ?? 0,
    memberSince: vendor.createdAt.toISOString(),
  };
}
