// The app's element tree below the router, the same on the server (entry-server.tsx) and in the
// browser (main.tsx): hydration needs both sides to render the same components.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense, type ReactNode } from 'react';
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
