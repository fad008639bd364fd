import { useNavigate } from 'react-router';
import { useAuthStore } from './auth-store';

/** Signs out and leaves for `redirectTo`. For now it only forgets the identity in this browser;
 * the auth API's sign-out call joins it when the accounts endpoints exist. */
export function useSignOut(redirectTo: string): () => void {
  const navigate = useNavigate();
  const signOut = useAuthStore((state) => state.signOut);
  return () => {
    signOut();
    navigate(redirectTo, { replace: true });
  };
}
