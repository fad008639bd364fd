// The accounts endpoints (/api/auth/*) for the web app: fetchers and the mutations that keep the
// auth store in step with the server. `me` and sign-out live in session.ts (see its first line).
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import {
  AUTH_MESSAGES,
  type AuthSessionDto,
  type CustomerRegister,
  type SignIn,
  type VendorRegister,
} from '../../../domain/schemas/auth';
import { SIGN_IN_CHALLENGE_HEADER } from '../../../domain/sign-in-challenge';
import { api, ApiError } from '../../lib/api-client';
import { accountKeys } from '../account/api';
import { useAuthStore } from './auth-store';
import { authErrorMessage } from './error-message';
import { recordSession } from './session';
import { canSolveChallenges, solveChallenge } from './solve-challenge';

export type Portal = 'customer' | 'vendor' | 'admin';

const SIGN_IN: Record<Portal, { path: string; fallback: string }> = {
  customer: { path: '/api/auth/login', fallback: AUTH_MESSAGES.fallbackLogin },
  vendor: { path: '/api/auth/vendor/login', fallback: AUTH_MESSAGES.fallbackVendorLogin },
  admin: { path: '/api/auth/admin/login', fallback: AUTH_MESSAGES.fallbackAdminLogin },
};

/** The message a failed sign-in at `portal` shows when the server gives none. */
export const signInFallback = (portal: Portal) => SIGN_IN[portal].fallback;

/** Signs in; when the server asks this address for a solved challenge (a 429 that carries one),
 * solves it and sends the sign-in again, so a shopper behind a busy address only waits a moment. */
export async function signIn(portal: Portal, body: SignIn): Promise<AuthSessionDto> {
  const send = (b: SignIn) =>
    api<AuthSessionDto>(SIGN_IN[portal].path, { method: 'POST', body: b });
  for (let solved = 0; ; solved++) {
    try {
      return await send(body);
    } catch (error) {
      const challenge = error instanceof ApiError && error.headers?.get(SIGN_IN_CHALLENGE_HEADER);
      // Twice at most: the work asked can grow once while the first was being solved.
      if (!challenge || solved === 2 || !canSolveChallenges()) throw error;
      body = { ...body, proof: await solveChallenge(challenge) };
    }
  }
}

export const registerCustomer = (body: CustomerRegister) =>
  api<AuthSessionDto>('/api/auth/register', { method: 'POST', body });

export const registerVendor = (body: VendorRegister) =>
  api<AuthSessionDto>('/api/auth/vendor/register', { method: 'POST', body });

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api<void>('/api/auth/password/change', { method: 'POST', body });

export const requestPasswordReset = (body: { email: string }) =>
  api<{ message: string }>('/api/auth/password/forgot', { method: 'POST', body });

export const resetPassword = (body: { token: string; newPassword: string }) =>
  api<void>('/api/auth/password/reset', { method: 'POST', body });

/** A sign-in or registration: on success the session is recorded; on failure every flag is
 * cleared and the message kept (SPEC §8). */
function useSessionMutation<TBody>(
  request: (body: TBody) => Promise<AuthSessionDto>,
  fallback: string,
  afterwards?: (queryClient: QueryClient) => void,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: (session) => {
      recordSession(queryClient, session);
      afterwards?.(queryClient);
    },
    onError: (error) => useAuthStore.getState().authFailed(authErrorMessage(error, fallback)),
  });
}

export function useSignIn(portal: Portal) {
  return useSessionMutation((body: SignIn) => signIn(portal, body), SIGN_IN[portal].fallback);
}

export function useRegisterCustomer() {
  // A new account has no saved addresses: the checkout it often goes back to shows the address
  // form at once instead of a skeleton while it asks (issue #25).
  return useSessionMutation(registerCustomer, AUTH_MESSAGES.fallbackRegister, (queryClient) =>
    queryClient.setQueryData(accountKeys.addresses, { items: [] }),
  );
}

export function useRegisterVendor() {
  return useSessionMutation(registerVendor, AUTH_MESSAGES.fallbackVendorRegister);
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}

export function useRequestPasswordReset() {
  return useMutation({ mutationFn: requestPasswordReset });
}

/** A reset ends every session of the account, this browser's included if it was signed in. */
export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: () => recordSession(queryClient, null),
  });
}
