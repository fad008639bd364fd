// /api/vendor/verification: the signed-in vendor's business verification and its documents;
// /api/admin/verifications: Angle Admin's queue, one seller's details and documents, verify and
// reject (issue #38). A vendor reaches only its own documents: another's id is not found.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { IdParamsSchema } from '../../../domain/schemas/params';
import {
  AdminVerificationSchema,
  DocumentParamsSchema,
  RejectVerificationSchema,
  VendorVerificationSchema,
  VerificationQueueQuerySchema,
  VerificationQueueSchema,
  VerificationSubmitSchema,
} from '../../../domain/schemas/seller-verification';
import { routeGroup } from '../../http/route-group';
import { actorOf, vendorIdOf } from '../../plugins/auth-guard';
import { readSingleUpload } from '../media/read-upload';
import { DOCUMENT_BYTES, readDocument, uploadDocument } from './documents';
import {
  getAdminVerification,
  getVendorVerification,
  rejectVendor,
  submitVerification,
  verificationQueue,
  verifyVendor,
} from './verification';

function sendDocument(
  reply: FastifyReply,
  doc: { bytes: Buffer; contentType: string; filename: string },
) {
  return reply
    .header('content-type', doc.contentType)
    .header('content-disposition', `attachment; filename="${doc.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(doc.bytes);
}

export const vendorVerificationRoutes = routeGroup('vendor-verification', (routes, app) => {
  const { db } = app.database;
  const answer = { 200: VendorVerificationSchema };

  routes.get(
    '/api/vendor/verification',
    {
      summary: 'The vendor’s business verification: its status, details and documents',
      response: answer,
    },
    async (request) => getVendorVerification(db, vendorIdOf(request)),
  );

  routes.put(
    '/api/vendor/verification',
    {
      summary:
        'Submit the business details for verification (legal name, GSTIN, PAN, bank account, pickup address); unpaid payouts wait until Angle verifies them',
      body: VerificationSubmitSchema,
      response: answer,
    },
    async (request) => submitVerification(db, vendorIdOf(request), request.body),
  );

  routes.post(
    '/api/vendor/verification/documents',
    {
      summary:
        'Upload a verification document (multipart: field "file", a PDF or image up to 5 MB; field "kind": cancelled-cheque or gst-certificate)',
      upload: true,
      response: answer,
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const upload = await readSingleUpload(request, {
        maxBytes: DOCUMENT_BYTES,
        what: 'document',
      });
      await uploadDocument(db, app.media, vendorId, upload);
      return getVendorVerification(db, vendorId);
    },
  );

  routes.get(
    '/api/vendor/verification/documents/:id',
    {
      summary: 'Download one of the vendor’s verification documents (as an attachment)',
      params: IdParamsSchema,
      errors: [404],
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readDocument(db, app.media, vendorIdOf(request), request.params.id),
      ),
  );
});

export const adminVerificationRoutes = routeGroup('admin-verification', (routes, app) => {
  const { db } = app.database;
  const answer = { 200: AdminVerificationSchema };

  routes.get(
    '/api/admin/verifications',
    {
      summary: 'Sellers’ verifications, submitted ones first (`status` filters)',
      querystring: VerificationQueueQuerySchema,
      response: { 200: VerificationQueueSchema },
    },
    async (request) => verificationQueue(db, request.query),
  );

  routes.get(
    '/api/admin/verifications/:id',
    {
      summary: 'One seller’s verification: its details, full bank account and documents',
      params: IdParamsSchema,
      response: answer,
      errors: [404],
    },
    async (request) => getAdminVerification(db, request.params.id),
  );

  routes.get(
    '/api/admin/verifications/:id/documents/:documentId',
    {
      summary: 'Download one of a seller’s verification documents (as an attachment)',
      params: DocumentParamsSchema,
      errors: [404],
    },
    async (request, reply) =>
      sendDocument(
        reply,
        await readDocument(db, app.media, request.params.id, request.params.documentId),
      ),
  );

  routes.post(
    '/api/admin/verifications/:id/verify',
    {
      summary: 'Verify a submitted seller: its held payouts become due',
      params: IdParamsSchema,
      body: z.object({}).strict(),
      response: answer,
      errors: [404, 409],
    },
    async (request) => verifyVendor(db, request.params.id, actorOf(request).userId),
  );

  routes.post(
    '/api/admin/verifications/:id/reject',
    {
      summary: 'Reject a submitted seller with the reason it sees; its payouts stay on hold',
      params: IdParamsSchema,
      body: RejectVerificationSchema,
      response: answer,
      errors: [404, 409],
    },
    async (request) =>
      rejectVendor(db, request.params.id, actorOf(request).userId, request.body.reason),
  );
});
