// The vendor's company profile, logo and payout account. The shop's URL (slug) stays as it was
// at registration, so links shoppers saved keep working after a rename.
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { imageSrcSet, imageUrl } from '../../../domain/images';
import {
  maskAccountNumber,
  type PayoutUpdateSchema,
  type VendorProfile,
  type VendorProfileUpdateSchema,
} from '../../../domain/schemas/vendor-settings';
import type { Db, DbOrTx } from '../../db/client';
import { users, vendors, type VendorRow } from '../../db/schema';
import { auditLog } from '../../db/schema-site';
import { notFound } from '../../errors';
import { storeUploadedImage } from '../media/process-image';
import type { Upload } from '../media/read-upload';
import { removeUnusedImageFiles } from '../vendor-catalog/image-files';
import { reopenIfVerified } from '../seller-verification/verification';
import type { MediaStore } from '../media/media-store';

type ProfileUpdate = z.output<typeof VendorProfileUpdateSchema>;
type PayoutUpdate = z.output<typeof PayoutUpdateSchema>;

export const LOGO_MIN_SIDE = 100;

export function logoOf(key: string | null) {
  return key ? { url: imageUrl(key, 320), srcSet: imageSrcSet(key) } : null;
}

function toProfile(vendor: VendorRow, accountEmail: string): VendorProfile {
  const payout = vendor.payout;
  return {
    companyName: vendor.companyName,
    contactName: vendor.contactName,
    slug: vendor.slug,
    accountEmail,
    description: vendor.description,
    logo: logoOf(vendor.logoKey),
    supportPhone: vendor.supportPhone,
    supportEmail: vendor.supportEmail,
    gstin: vendor.gstin,
    pickupAddress: vendor.pickupAddress
      ? { ...vendor.pickupAddress, state: vendor.pickupAddress.state as never }
      : null,
    payout: payout
      ? {
          accountName: payout.accountName,
          accountNumberMasked: maskAccountNumber(payout.accountNumber),
          ifsc: payout.ifsc,
          bankName: payout.bankName ?? null,
        }
      : null,
  };
}

export async function getVendorProfile(db: DbOrTx, vendorId: string): Promise<VendorProfile> {
  const [row] = await db
    .select({ vendor: vendors, email: users.email })
    .from(vendors)
    .innerJoin(users, eq(users.id, vendors.userId))
    .where(eq(vendors.userId, vendorId));
  if (!row) throw notFound('The vendor');
  return toProfile(row.vendor, row.email);
}

export async function updateVendorProfile(
  db: Db,
  vendorId: string,
  input: ProfileUpdate,
): Promise<VendorProfile> {
  return db.transaction(async (tx) => {
    const { pickupAddress } = input;
    await tx
      .update(vendors)
      .set({
        companyName: input.companyName,
        contactName: input.contactName,
        description: input.description,
        supportPhone: `+91 ${input.supportPhone}`,
        supportEmail: input.supportEmail,
        ...(input.gstin === undefined ? {} : { gstin: input.gstin }),
        pickupAddress: pickupAddress
          ? { ...pickupAddress, ...(pickupAddress.line2 ? {} : { line2: undefined }) }
          : null,
      })
      .where(eq(vendors.userId, vendorId));
    // SPEC §7: the company name is the vendor's display name.
    await tx.update(users).set({ name: input.companyName }).where(eq(users.id, vendorId));
    return getVendorProfile(tx, vendorId);
  });
}

/** Bank details are replaced as a whole; the change is recorded (without the number) for audit. */
export async function setPayout(
  db: Db,
  vendorId: string,
  input: PayoutUpdate,
): Promise<VendorProfile> {
  return db.transaction(async (tx) => {
    const [before] = await tx
      .select({ payout: vendors.payout })
      .from(vendors)
      .where(eq(vendors.userId, vendorId))
      .for('update');
    await tx
      .update(vendors)
      .set({
        payout: {
          accountName: input.accountName,
          accountNumber: input.accountNumber,
          ifsc: input.ifsc,
          ...(input.bankName ? { bankName: input.bankName } : {}),
        },
      })
      .where(eq(vendors.userId, vendorId));
    await tx.insert(auditLog).values({
      actorUserId: vendorId,
      action: 'vendor.payout_changed',
      entity: 'vendor',
      entityId: vendorId,
      changes: { ifsc: input.ifsc, accountNumber: maskAccountNumber(input.accountNumber) },
    });
    // Issue #38: money to a new account waits until Angle has checked it again.
    const old = before?.payout;
    if (old?.accountNumber !== input.accountNumber || old.ifsc !== input.ifsc) {
      await reopenIfVerified(tx, vendorId, 'bank account');
    }
    return getVendorProfile(tx, vendorId);
  });
}

export async function setLogo(
  db: Db,
  media: MediaStore,
  vendorId: string,
  upload: Upload | null,
): Promise<VendorProfile> {
  const stored = upload
    ? await storeUploadedImage(upload.buffer, media, `vendors/${vendorId}`, LOGO_MIN_SIDE)
    : null;
  const [before] = await db
    .select({ key: vendors.logoKey })
    .from(vendors)
    .where(eq(vendors.userId, vendorId));
  await db
    .update(vendors)
    .set({ logoKey: stored?.storageKey ?? null })
    .where(eq(vendors.userId, vendorId));
  if (before?.key && before.key !== stored?.storageKey) {
    await removeUnusedImageFiles(db, media, [before.key]);
  }
  return getVendorProfile(db, vendorId);
}
