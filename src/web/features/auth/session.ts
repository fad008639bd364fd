// The session's life in the browser: `GET /api/auth/me`, asked once when the app loads,
// `POST /api/auth/logout`, and the client of every call made within a session. Kept apart from
// api.ts, which imports the zod contract for its messages, because this file ships with every
// page (entry chunk, header, shells).
import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { AuthSessionDto } from '../../../domain/schemas/auth';
import { ApiError, api, type RequestOptions } from '../../lib/api-client';
import { useAuthStore } from './auth-store';

export interface MeResponse {
  session: AuthSessionDto | null;
}

export const authKeys = {
  me: ['auth', 'me'] as const,
};

/** Queries that hold one signed-in person's data: dropped whenever the identity changes. */
export const PERSONAL_QUERY_ROOTS = [['account'], ['wishlist'], ['vendor']] as const;

/** The session's calls in flight, and the sign-out under way or done (true once the session is gone;
 * kept until a new session is recorded). */
const inFlight = new Set<Promise<unknown>>();
let signingOut: Promise<boolean> | null = null;

export const fetchMe = (signal?: AbortSignal) => api<MeResponse>('/api/auth/me', { signal });

function isAbort(err: unknown): boolean {
  return (
    typeof err === 'object' && err !== null && (err as { name?: unknown }).name === 'AbortError'
  );
}

/** The session check. The store is loading while it runs and takes its answer, before the query
 * settles, so a guard that sees the query done also sees the server's flags (never stale ones).
 * A check that fails counts as signed out: the server would refuse that visitor anyway. */
export const meQuery = () =>
  queryOptions({
    queryKey: authKeys.me,
    queryFn: async ({ signal }) => {
      useAuthStore.getState().setLoading(true);
      try {
        const me = await fetchMe(signal);
        if (me.session) signingOut = null;
        useAuthStore.getState().setSession(me.session);
        return me;
      } catch (err) {
        if (isAbort(err)) useAuthStore.getState().setLoading(false);
        else useAuthStore.getState().setSession(null);
        throw err;
      }
    },
    // Sign-in and sign-out write the answer themselves; nothing else changes it.
    staleTime: Infinity,
    retry: 1,
  });

/** Whether the first session check has answered (successfully or not). */
export function useSessionChecked(): boolean {
  return !useQuery(meQuery()).isPending;
}

/** Records a session the server just started or ended, in the store and in the `me` cache; a
 * check still in flight is cancelled so its older answer cannot overwrite this one. */
export function recordSession(queryClient: QueryClient, session: AuthSessionDto | null) {
  void queryClient.cancelQueries({ queryKey: authKeys.me });
  // A new session opens the gate a finished sign-out left closed (see signOut).
  if (session) signingOut = null;
  useAuthStore.getState().setSession(session);
  queryClient.setQueryData<MeResponse>(authKeys.me, { session });
  for (const queryKey of PERSONAL_QUERY_ROOTS) queryClient.removeQueries({ queryKey });
}

/** Mounted once in the root layout: asks `me` as the app loads. */
export function AuthBootstrap() {
  useQuery(meQuery());
  return null;
}

/** How long a sign-out waits for the calls in flight before it goes anyway. */
const SIGN_OUT_WAIT_MS = 5_000;

/** Sign-out: the server deletes the session (see use-sign-out.ts for what follows). It is
 * serialised with the session's own calls: it waits for those in flight (sent with the session,
 * they are answered under it) and holds those made meanwhile; after it, those are not sent at
 * all, and neither is any call made before a new session is recorded: between the server's
 * answer and the store forgetting the identity (the navigation in use-sign-out.ts comes first),
 * a page still rendered as signed in may ask for its data. Without this a call crossing the
 * sign-out (the cart read just after a reload) reached the server after the session ended and
 * got a 401, which the browser logs as a failed resource. */
export function signOut(): Promise<void> {
  const done = (async () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    await Promise.race([
      Promise.allSettled([...inFlight]),
      new Promise((resolve) => (timer = setTimeout(resolve, SIGN_OUT_WAIT_MS))),
    ]);
    clearTimeout(timer);
    await api<void>('/api/auth/logout', { method: 'POST' });
  })();
  const gate = done.then(
    () => true,
    () => false,
  );
  signingOut = gate;
  // A failed sign-out leaves the session as it was: its held calls go. A finished one keeps the
  // gate closed until recordSession records the next session.
  void gate.then((signedOut) => {
    if (!signedOut && signingOut === gate) signingOut = null;
  });
  return done;
}

/** A 401 means the session ended (expired, or signed out in another tab): the auth store
 * forgets it and the area's guard sends the customer, vendor or admin to sign in again. */
export function forgetSessionOn401(err: unknown): never {
  if (err instanceof ApiError && err.status === 401) useAuthStore.getState().setSession(null);
  throw err;
}

/** The API calls of a signed-in customer, vendor or admin. One made while the session signs
 * out waits for it, and is refused here with the 401 the server would give once it is over. */
export function sessionApi<T>(path: string, options?: RequestOptions): Promise<T> {
  if (signingOut)
    return signingOut.then((signedOut) => {
      if (signedOut) throw new ApiError(401, 'You have been signed out.');
      return sessionApi<T>(path, options);
    });
  const call = api<T>(path, options).catch(forgetSessionOn401);
  inFlight.add(call);
  void call.then(
    () => inFlight.delete(call),
    () => inFlight.delete(call),
  );
  return call;
}

/** Tests start each case from a clean slate: no call of an earlier one is waited for. */
export function resetSessionCallsForTests() {
  inFlight.clear();
  signingOut = null;
}
