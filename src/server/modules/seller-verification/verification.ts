// Seller verification (issue #38, decision 032): the vendor submits its business details, Angle
// Admin verifies or rejects them, and payouts wait for `verified`. Every change of what was
// checked (a new submission, bank account or document) returns a verified vendor to `submitted`
// and holds its unpaid payouts again: a fraud guard against a changed bank account.
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  AdminVerification,
  DocumentKind,
  VendorVerification,
  VerificationQueue,
  VerificationQueueQuerySchema,
  VerificationSubmitSchema,
} from '../../../domain/schemas/seller-verification';
import { maskAccountNumber } from '../../../domain/schemas/vendor-settings';
import type { VerificationStatus } from '../../../domain/seller-verification';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { vendors, type VendorRow } from '../../db/schema';
import { payouts, vendorDocuments, vendorVerifications } from '../../db/schema-payouts';
import { AppError, notFound } from '../../errors';
import { likePattern } from '../admin/like-pattern';
import { recordAudit } from '../audit/audit';

type Submit = z.output<typeof VerificationSubmitSchema>;
type QueueQuery = z.output<typeof VerificationQueueQuerySchema>;

/** Unpaid payouts of a vendor that is no longer verified wait again. */
export async function holdUnpaidPayouts(tx: Tx, vendorId: string) {
  await tx
    .update(payouts)
    .set({ status: 'on-hold', updatedAt: new Date() })
    .where(and(eq(payouts.vendorId, vendorId), eq(payouts.status, 'due')));
}

/** The vendor's verification status, its row locked until the transaction ends; 404 if none. */
async function lockVendor(tx: Tx, vendorId: string) {
  const [vendor] = await tx
    .select({ status: vendors.verificationStatus })
    .from(vendors)
    .where(eq(vendors.userId, vendorId))
    .for('update');
  if (!vendor) throw notFound('The seller');
  return vendor;
}

/** Called after anything a verified vendor's check covered changed: back to `submitted`. */
export async function reopenIfVerified(tx: Tx, vendorId: string, what: string) {
  const [v] = await tx
    .update(vendors)
    .set({ verificationStatus: 'submitted' })
    .where(and(eq(vendors.userId, vendorId), eq(vendors.verificationStatus, 'verified')))
    .returning({ id: vendors.userId });
  if (!v) return;
  await holdUnpaidPayouts(tx, vendorId);
  await tx
    .update(vendorVerifications)
    .set({ submittedAt: new Date(), reviewedAt: null, reviewedBy: null })
    .where(eq(vendorVerifications.vendorId, vendorId));
  await recordAudit(tx, {
    actorUserId: vendorId,
    action: 'vendor.verification_reopened',
    entity: 'vendor',
    entityId: vendorId,
    changes: { status: { from: 'verified', to: 'submitted' }, changed: what },
  });
}

async function documentsOf(db: DbOrTx, vendorId: string, urlOf: (id: string) => string) {
  const rows = await db
    .select()
    .from(vendorDocuments)
    .where(eq(vendorDocuments.vendorId, vendorId))
    .orderBy(asc(vendorDocuments.kind));
  return rows.map((d) => ({
    id: d.id,
    kind: d.kind as DocumentKind,
    filename: d.filename,
    contentType: d.contentType,
    uploadedAt: d.createdAt.toISOString(),
    url: urlOf(d.id),
  }));
}

async function heldPayoutsOf(db: DbOrTx, vendorId: string) {
  const [row] = await db
    .select({ n: count() })
    .from(payouts)
    .where(and(eq(payouts.vendorId, vendorId), eq(payouts.status, 'on-hold')));
  return row?.n ?? 0;
}

async function loadVendor(db: DbOrTx, vendorId: string) {
  const [row] = await db
    .select({ vendor: vendors, verification: vendorVerifications })
    .from(vendors)
    .leftJoin(vendorVerifications, eq(vendorVerifications.vendorId, vendors.userId))
    .where(eq(vendors.userId, vendorId));
  if (!row) throw notFound('The seller');
  return row;
}

function viewOf(
  vendor: VendorRow,
  verification: typeof vendorVerifications.$inferSelect | null,
): Omit<VendorVerification, 'documents' | 'heldPayouts'> {
  const address = vendor.pickupAddress;
  return {
    status: vendor.verificationStatus as VerificationStatus,
    legalName: verification?.legalName ?? null,
    gstin: verification?.gstin ?? null,
    pan: verification?.pan ?? null,
    ifsc: vendor.payout?.ifsc ?? null,
    accountNumberMasked: vendor.payout ? maskAccountNumber(vendor.payout.accountNumber) : null,
    pickupAddress: address ? { ...address, state: address.state as never } : null,
    rejectionReason:
      vendor.verificationStatus === 'rejected' ? (verification?.rejectionReason ?? null) : null,
    submittedAt: verification?.submittedAt.toISOString() ?? null,
    reviewedAt: verification?.reviewedAt?.toISOString() ?? null,
  };
}

export async function getVendorVerification(
  db: DbOrTx,
  vendorId: string,
): Promise<VendorVerification> {
  const { vendor, verification } = await loadVendor(db, vendorId);
  return {
    ...viewOf(vendor, verification),
    documents: await documentsOf(db, vendorId, (id) => `/api/vendor/verification/documents/${id}`),
    heldPayouts: await heldPayoutsOf(db, vendorId),
  };
}

export async function getAdminVerification(
  db: DbOrTx,
  vendorId: string,
): Promise<AdminVerification> {
  const { vendor, verification } = await loadVendor(db, vendorId);
  return {
    ...viewOf(vendor, verification),
    vendorId,
    companyName: vendor.companyName,
    accountNumber: vendor.payout?.accountNumber ?? null,
    documents: await documentsOf(
      db,
      vendorId,
      (id) => `/api/admin/verifications/${vendorId}/documents/${id}`,
    ),
    heldPayouts: await heldPayoutsOf(db, vendorId),
  };
}

/** The vendor sends its details: they wait for Angle Admin, and so do its unpaid payouts. */
export async function submitVerification(
  db: Db,
  vendorId: string,
  input: Submit,
  now = new Date(),
): Promise<VendorVerification> {
  await db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, vendorId);
    const [doc] = await tx
      .select({ n: count() })
      .from(vendorDocuments)
      .where(eq(vendorDocuments.vendorId, vendorId));
    if (!doc?.n) {
      const message = 'Upload a cancelled cheque or your GST certificate first.';
      throw new AppError('invalid', message, [{ path: 'document', message, location: 'body' }]);
    }
    const { line2, ...address } = input.pickupAddress;
    await tx
      .update(vendors)
      .set({
        verificationStatus: 'submitted',
        payout: {
          accountName: input.legalName,
          accountNumber: input.accountNumber,
          ifsc: input.ifsc,
        },
        pickupAddress: { ...address, ...(line2 ? { line2 } : {}) },
      })
      .where(eq(vendors.userId, vendorId));
    const details = {
      legalName: input.legalName,
      gstin: input.gstin,
      pan: input.pan,
      rejectionReason: null,
      submittedAt: now,
      reviewedAt: null,
      reviewedBy: null,
      updatedAt: now,
    };
    await tx
      .insert(vendorVerifications)
      .values({ vendorId, ...details })
      .onConflictDoUpdate({ target: vendorVerifications.vendorId, set: details });
    await holdUnpaidPayouts(tx, vendorId);
    await recordAudit(tx, {
      actorUserId: vendorId,
      action: 'vendor.verification_submitted',
      entity: 'vendor',
      entityId: vendorId,
      changes: {
        status: { from: vendor.status, to: 'submitted' },
        gstin: input.gstin,
        ifsc: input.ifsc,
        accountNumber: maskAccountNumber(input.accountNumber),
      },
    });
  });
  return getVendorVerification(db, vendorId);
}

/** Angle Admin's answer to a submitted verification, under the vendor's lock. */
async function review(
  db: Db,
  vendorId: string,
  actorUserId: string,
  to: 'verified' | 'rejected',
  reason: string | null,
  now: Date,
) {
  await db.transaction(async (tx) => {
    const vendor = await lockVendor(tx, vendorId);
    if (vendor.status !== 'submitted') {
      throw new AppError(
        'conflict',
        'Only a submitted verification can be verified or rejected: reload the page.',
      );
    }
    await tx.update(vendors).set({ verificationStatus: to }).where(eq(vendors.userId, vendorId));
    await tx
      .update(vendorVerifications)
      .set({ rejectionReason: reason, reviewedAt: now, reviewedBy: actorUserId, updatedAt: now })
      .where(eq(vendorVerifications.vendorId, vendorId));
    const released =
      to === 'verified'
        ? await tx
            .update(payouts)
            .set({ status: 'due', updatedAt: now })
            .where(and(eq(payouts.vendorId, vendorId), eq(payouts.status, 'on-hold')))
            .returning({ id: payouts.id })
        : [];
    await recordAudit(tx, {
      actorUserId,
      action: to === 'verified' ? 'vendor.verify' : 'vendor.verification_reject',
      entity: 'vendor',
      entityId: vendorId,
      changes: {
        status: { from: vendor.status, to },
        ...(reason ? { reason } : {}),
        ...(to === 'verified' ? { payoutsReleased: released.length } : {}),
      },
    });
  });
  return getAdminVerification(db, vendorId);
}

export const verifyVendor = (db: Db, vendorId: string, actorUserId: string, now = new Date()) =>
  review(db, vendorId, actorUserId, 'verified', null, now);

export const rejectVendor = (
  db: Db,
  vendorId: string,
  actorUserId: string,
  reason: string,
  now = new Date(),
) => review(db, vendorId, actorUserId, 'rejected', reason, now);

/** The queue's filter, shared with the desk's count of sellers to verify. */
export function verificationListWhere(q: Pick<QueueQuery, 'status' | 'search'>): SQL | undefined {
  return and(
    q.status ? eq(vendors.verificationStatus, q.status) : undefined,
    q.search
      ? or(
          ilike(vendors.companyName, likePattern(q.search)),
          ilike(vendorVerifications.legalName, likePattern(q.search)),
        )
      : undefined,
  );
}

/** How many sellers the queue lists under a filter (its `total`). */
export async function countVerifications(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const [counted] = await db
    .select({ n: count() })
    .from(vendors)
    .leftJoin(vendorVerifications, eq(vendorVerifications.vendorId, vendors.userId))
    .where(where);
  return counted?.n ?? 0;
}

/** Angle Admin's queue: submitted ones first (oldest first), then the rest by name. */
export async function verificationQueue(db: DbOrTx, q: QueueQuery): Promise<VerificationQueue> {
  const where = verificationListWhere(q);
  const [rows, total] = await Promise.all([
    db
      .select({ vendor: vendors, verification: vendorVerifications })
      .from(vendors)
      .leftJoin(vendorVerifications, eq(vendorVerifications.vendorId, vendors.userId))
      .where(where)
      .orderBy(
        desc(sql`${vendors.verificationStatus} = 'submitted'`),
        asc(vendorVerifications.submittedAt),
        asc(vendors.companyName),
        asc(vendors.userId),
      )
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    countVerifications(db, where),
  ]);
  return {
    items: rows.map(({ vendor, verification }) => ({
      vendorId: vendor.userId,
      companyName: vendor.companyName,
      status: vendor.verificationStatus as VerificationStatus,
      legalName: verification?.legalName ?? null,
      gstin: verification?.gstin ?? null,
      submittedAt: verification?.submittedAt.toISOString() ?? null,
    })),
    page: q.page,
    limit: q.limit,
    total,
  };
}
