// The app's router: what React Router's BrowserRouter does (browser history), except that a
// navigation shows the next page only once its code has downloaded: the page on screen stays
// meanwhile, and RouteProgress says a navigation is pending. React's transitions would keep the
// old page by themselves; the shipped build runs on Preact (docs/decisions/028), whose Suspense
// shows its fallback instead and loses a page that a second navigation replaced while it was
// still loading (back from a page whose code had not arrived yet left the outlet empty). So no
// page ever suspends on a navigation, whichever runtime renders it.
import { useLayoutEffect, useState, type ReactNode } from 'react';
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
        setPending(false);
        setState({ action, location });
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
