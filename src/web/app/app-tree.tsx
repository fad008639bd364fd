// The app's element tree below the router, the same on the server (entry-server.tsx) and in the
// browser (start.tsx): hydration needs both sides to render the same components.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { StrictMode, useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '../components/ui/toast';
import { authDataFor, RenderedForProvider } from '../features/auth/auth-store';
import { authKeys, type MeResponse } from '../features/auth/session';
import { useHydrated } from '../lib/use-hydrated';
import type { RouteObject } from 'react-router';
import { AppRoutes } from '../router';

/** The toast outlet mounts after hydration (false on the server and while hydrating, true
 * after): the server has no toasts to show. */
function LateToaster() {
  return useHydrated() ? <Toaster /> : null;
}

export function AppTree({
  queryClient,
  router: Router,
  routes,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
  /** The server's branch of the route table (router.tsx routeBranch); the browser's is whole. */
  routes?: RouteObject[];
}) {
  // The page is the app's once this runs (hydrated, or rendered in the browser): until then a
  // server-rendered page's buttons do nothing. `<html data-app="ready">` says so; the end-to-end
  // suite waits for it after each load (tests/e2e/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  // Who the server rendered the page for: the session it answered in the page (a request with a
  // session cookie), else a visitor. Hydration starts from it (auth-store.ts).
  const [renderedFor] = useState(() =>
    authDataFor(queryClient.getQueryData<MeResponse>(authKeys.me)?.session ?? null),
  );
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <RenderedForProvider value={renderedFor}>
          <Router>
            <AppRoutes table={routes} />
          </Router>
          <LateToaster />
        </RenderedForProvider>
      </QueryClientProvider>
    </StrictMode>
  );
}
