// The API calls of a signed-in customer, vendor or admin: a 401 means the session ended
// (expired, or signed out in another tab), so the auth store forgets it and the area's guard
// sends them to sign in again.
import { ApiError, api, type RequestOptions } from '../../lib/api-client';
import { useAuthStore } from './auth-store';

export function forgetSessionOn401(err: unknown): never {
  if (err instanceof ApiError && err.status === 401) useAuthStore.getState().setSession(null);
  throw err;
}

export function sessionApi<T>(path: string, options?: RequestOptions): Promise<T> {
  return api<T>(path, options).catch(forgetSessionOn401);
}
