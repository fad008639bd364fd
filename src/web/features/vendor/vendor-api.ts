// The one fetch wrapper of the vendor portal: a 401 means the session ended (expired, or signed
// out in another tab), so the auth store forgets it and the area's guard sends the vendor to
// sign in again.
import { ApiError, api, apiUpload, type RequestOptions } from '../../lib/api-client';
import { useAuthStore } from '../auth/auth-store';

function forgetOn401(err: unknown): never {
  if (err instanceof ApiError && err.status === 401) useAuthStore.getState().setSession(null);
  throw err;
}

export function vendorApi<T>(path: string, options?: RequestOptions): Promise<T> {
  return api<T>(path, options).catch(forgetOn401);
}

export function vendorUpload<T>(
  path: string,
  file: Blob & { name?: string },
  fields?: Record<string, string>,
): Promise<T> {
  return apiUpload<T>(path, file, fields).catch(forgetOn401);
}
