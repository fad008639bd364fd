// The app's router: what React Router's BrowserRouter does (browser history, each navigation in
// a React transition, so the page on screen stays until the next one's code has downloaded),
// and it also tells RouteProgress while such a navigation is still pending.
import {
  createContext,
  use,
  useLayoutEffect,
  useState,
  useTransition,
  type ReactNode,
} from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigationPending = createContext(false);

/** True while a navigation waits for the next page (its lazily loaded code). */
export function useNavigationPending(): boolean {
  return use(NavigationPending);
}

export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, startTransition] = useTransition();
  useLayoutEffect(
    () =>
      history.listen(({ action, location }) =>
        startTransition(() => setState({ action, location })),
      ),
    [history],
  );
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
