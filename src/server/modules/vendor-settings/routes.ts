// /api/vendor/settings: the signed-in vendor's profile, logo and payout account. Changing the
// password is /api/auth/password/change, shared by every role.
import {
  PayoutUpdateSchema,
  VendorProfileSchema,
  VendorProfileUpdateSchema,
} from '../../../domain/schemas/vendor-settings';
import { routeGroup } from '../../http/route-group';
import { vendorIdOf } from '../../plugins/auth-guard';
import { readSingleUpload } from '../media/read-upload';
import { getVendorProfile, setLogo, setPayout, updateVendorProfile } from './profile';

const LOGO_BYTES = 2 * 1024 * 1024;
const profile = { 200: VendorProfileSchema };

export const vendorSettingsRoutes = routeGroup('vendor-settings', (routes, app) => {
  const { db } = app.database;

  routes.get(
    '/api/vendor/settings/profile',
    {
      summary: "The vendor's company profile, logo and payout account (number masked)",
      response: profile,
    },
    async (request) => getVendorProfile(db, vendorIdOf(request)),
  );

  routes.patch(
    '/api/vendor/settings/profile',
    { summary: 'Save the company profile', body: VendorProfileUpdateSchema, response: profile },
    async (request) => updateVendorProfile(db, vendorIdOf(request), request.body),
  );

  routes.put(
    '/api/vendor/settings/payout',
    {
      summary: 'Replace the payout bank account; only its last four digits are ever shown',
      body: PayoutUpdateSchema,
      response: profile,
    },
    async (request) => setPayout(db, vendorIdOf(request), request.body),
  );

  routes.post(
    '/api/vendor/settings/logo',
    {
      summary:
        'Upload the company logo (multipart field "file"): JPEG, PNG, WebP or AVIF up to 2 MB',
      upload: true,
      response: profile,
    },
    async (request) => {
      const vendorId = vendorIdOf(request);
      const upload = await readSingleUpload(request, { maxBytes: LOGO_BYTES, what: 'logo' });
      return setLogo(db, app.media, vendorId, upload);
    },
  );

  routes.delete(
    '/api/vendor/settings/logo',
    { summary: 'Remove the company logo', response: profile },
    async (request) => setLogo(db, app.media, vendorIdOf(request), null),
  );
});
