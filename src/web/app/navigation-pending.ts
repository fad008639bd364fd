// Whether a navigation is waiting for its next page's code (set by the app's router,
// browser-router.tsx; read by RouteProgress).
import { createContext, use } from 'react';

export const NavigationPending = createContext(false);

/** True while a navigation waits for the next page (its lazily loaded code). */
export function useNavigationPending(): boolean {
  return use(NavigationPending);
}
