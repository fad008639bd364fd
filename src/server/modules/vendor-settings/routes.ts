// /api/vendor/settings: the signed-in vendor's profile, logo and payout account. Changing the
// password is /api/auth/password/change, shared by every role.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { ProblemSchema } from '../../../domain/schemas/problem';
import {
  PayoutUpdateSchema,
  VendorProfileSchema,
  VendorProfileUpdateSchema,
} from '../../../domain/schemas/vendor-settings';
import { vendorIdOf } from '../../plugins/auth-guard';
import { registerUploads } from '../../plugins/uploads';
import { readSingleUpload } from '../media/read-upload';
import { getVendorProfile, setLogo, setPayout, updateVendorProfile } from './profile';

const guarded = { 401: ProblemSchema, 403: ProblemSchema };
const LOGO_BYTES = 2 * 1024 * 1024;

export async function vendorSettingsRoutes(app: FastifyInstance) {
  await registerUploads(app);
  const api = app.withTypeProvider<ZodTypeProvider>();
  const { db } = app.database;
  const tags = ['vendor'];

  api.get(
    '/api/vendor/settings/profile',
    {
      schema: {
        tags,
        summary: "The vendor's company profile, logo and payout account (number masked)",
        response: { 200: VendorProfileSchema, ...guarded },
      },
    },
    async (request) => getVendorProfile(db, vendorIdOf(request)),
  );

  api.patch(
    '/api/vendor/settings/profile',
    {
      schema: {
        tags,
        summary: 'Save the company profile',
        body: VendorProfileUpdateSchema,
        response: { 200: VendorProfileSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => updateVendorProfile(db, vendorIdOf(request), request.body),
  );

  api.put(
    '/api/vendor/settings/payout',
    {
      schema: {
        tags,
        summary: 'Replace the payout bank account; only its last four digits are ever shown',
        body: PayoutUpdateSchema,
        response: { 200: VendorProfileSchema, 400: ProblemSchema, ...guarded },
      },
    },
    async (request) => setPayout(db, vendorIdOf(request), request.body),
  );

  api.post(
    '/api/vendor/settings/logo',
    {
      config: { allowMultipart: true },
      schema: {
        tags,
        summary:
          'Upload the company logo (multipart field "file"): JPEG, PNG, WebP or AVIF up to 2 MB',
        consumes: ['multipart/form-data'],
        response: {
          200: VendorProfileSchema,
          400: ProblemSchema,
          413: ProblemSchema,
          415: ProblemSchema,
          422: ProblemSchema,
          ...guarded,
        },
      },
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const upload = await readSingleUpload(request, { maxBytes: LOGO_BYTES, what: 'logo' });
      return setLogo(db, app.config.uploadsDir, vendorId, upload);
    },
  );

  api.delete(
    '/api/vendor/settings/logo',
    {
      schema: {
        tags,
        summary: 'Remove the company logo',
        response: { 200: VendorProfileSchema, ...guarded },
      },
    },
    async (request) => setLogo(db, app.config.uploadsDir, vendorIdOf(request), null),
  );
}
