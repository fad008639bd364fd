// The app's router: what React Router's BrowserRouter does (browser history), except that a
// navigation shows the next page only once its code has downloaded: the page on screen stays
// meanwhile, and RouteProgress says a navigation is pending. Only the latest navigation is shown
// (back from a page whose code had not arrived yet must not leave the outlet empty), and no page
// suspends on a navigation, so nothing shows a fallback. The new page renders in a transition:
// React keeps the page responsive while it renders a large one (docs/decisions/036).
import { startTransition, useLayoutEffect, useState, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';
import { preloadRoute } from '../router';
import { NavigationPending } from './navigation-pending';

export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [state, setState] = useState({ action: history.action, location: history.location });
  const [pending, setPending] = useState(false);
  useLayoutEffect(() => {
    let latest = 0;
    return history.listen(({ action, location }) => {
      const navigation = ++latest;
      setPending(true);
      // A failed download still navigates: the page's error boundary says what went wrong.
      const show = () => {
        if (navigation !== latest) return; // a later navigation took over
        startTransition(() => {
          setPending(false);
          setState({ action, location });
        });
      };
      preloadRoute(location.pathname).then(show, show);
    });
  }, [history]);
  return (
    <NavigationPending value={pending}>
      <Router location={state.location} navigationType={state.action} navigator={history}>
        {children}
      </Router>
    </NavigationPending>
  );
}
