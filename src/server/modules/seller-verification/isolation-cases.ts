// How the isolation walks aim the vendor's document route at another vendor's verification
// document (src/server/test/route-table.ts explains the scheme): it is simply not found.
import type { IsolationModule } from '../../test/route-table';
import { vendorDocuments } from '../../db/schema-payouts';

export const vendorVerificationIsolation: IsolationModule = {
  name: 'vendor verification',
  async seed(t, ownerUserId) {
    const key = `private/kyc/${ownerUserId}/isolation-${crypto.randomUUID()}.pdf`;
    await t.app.media.put(key, Buffer.from('%PDF-1.4\n%%EOF\n'), 'application/pdf');
    const [doc] = await t.database.db
      .insert(vendorDocuments)
      .values({
        vendorId: ownerUserId,
        kind: 'gst-certificate',
        storageKey: key,
        contentType: 'application/pdf',
        filename: 'gst-certificate.pdf',
      })
      .onConflictDoUpdate({
        target: [vendorDocuments.vendorId, vendorDocuments.kind],
        set: { storageKey: key },
      })
      .returning();
    return { vendorDocumentId: doc!.id, documentOwnerId: ownerUserId };
  },
  cases: [
    {
      route: 'GET /api/vendor/verification/documents/:id',
      params: (ids) => ({ id: ids.vendorDocumentId! }),
    },
  ],
};
