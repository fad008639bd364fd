// The one fetch wrapper of the vendor portal: a 401 means the session ended (expired, or signed
// out in another tab), so the auth store forgets it and the area's guard sends the vendor to
// sign in again.
import { apiUpload } from '../../lib/api-client';
import { forgetSessionOn401, sessionApi } from '../auth/session';

export const vendorApi = sessionApi;

export function vendorUpload<T>(
  path: string,
  file: Blob & { name?: string },
  fields?: Record<string, string>,
): Promise<T> {
  return apiUpload<T>(path, file, fields).catch(forgetSessionOn401);
}
