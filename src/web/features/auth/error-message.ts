import { ApiError } from '../../lib/api-client';

/** SPEC §8: a failure shows the server's message, or the spec's fallback when it gave none
 * (no problem detail, an unreadable answer, no connection). */
export function authErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.problem?.detail) return error.problem.detail;
  return fallback;
}
