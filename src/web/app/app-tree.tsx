// The app's element tree below the router, the same on the server (entry-server.tsx) and in the
// browser (start.tsx): hydration needs both sides to render the same components.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, useEffect, type ReactNode } from 'react';
import { useHydrated } from '../lib/use-hydrated';
import { AppRoutes } from '../router';

// The toast outlet downloads beside the first page instead of inside the entry chunk.
const Toaster = lazy(() => import('../components/ui/toast').then((m) => ({ default: m.Toaster })));

/** The toast outlet mounts after hydration (false on the server and while hydrating, true
 * after): the server has no toasts to show. */
function LateToaster() {
  return useHydrated() ? (
    <Suspense fallback={null}>
      <Toaster />
    </Suspense>
  ) : null;
}

export function AppTree({
  queryClient,
  router: Router,
}: {
  queryClient: QueryClient;
  router: (props: { children: ReactNode }) => ReactNode;
}) {
  // The page is the app's once this runs (hydrated, or rendered in the browser): until then a
  // server-rendered page's buttons do nothing. `<html data-app="ready">` says so; the end-to-end
  // suite waits for it after each load (tests/e2e/fixtures.ts).
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
  }, []);
  return (
    <StrictMode>
      <QueryClientProvider client={queryClient}>
        <Router>
          <AppRoutes />
        </Router>
        <LateToaster />
      </QueryClientProvider>
    </StrictMode>
  );
}
