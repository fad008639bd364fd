import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '../../components/ui/toast';
import { authErrorMessage } from './error-message';
import { recordSession, signOut } from './session';

/** Shows 'Failed to logout.' (or the server's message). Its text and the toast library (sonner,
 * which toast.tsx loads with the first toast) are fetched only when needed, so the header never
 * downloads zod or sonner for a rare failure. */
async function showSignOutFailure(error: unknown) {
  const { AUTH_MESSAGES } = await import('../../../domain/schemas/auth');
  toast.error(authErrorMessage(error, AUTH_MESSAGES.fallbackLogout));
}

/** Signs out on the server, then leaves for `redirectTo` and forgets the identity here. Leaving
 * first keeps a guarded page from bouncing to its sign-in page on the way out. A failure keeps
 * the visitor signed in (the server still holds the session) and says so in a toast. */
export function useSignOut(redirectTo: string): () => void {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // A plain request, not a TanStack mutation: nothing shows its progress, and useMutation
  // would add 1.5 KB gzipped to every page's entry chunk for the header's menus (issue #24).
  return () =>
    void signOut().then(
      async () => {
        await navigate(redirectTo, { replace: true });
        recordSession(queryClient, null);
      },
      (error: unknown) => showSignOutFailure(error),
    );
}
