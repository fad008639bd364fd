import './fonts/inter.css';
import '@fontsource/playfair-display/latin-500.css';
import '@fontsource/playfair-display/latin-500-italic.css';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { syncAuthAcrossTabs } from './features/auth/auth-store';
import { syncCartAcrossTabs } from './features/cart/cart-store';
import { prefetchFirstPage } from './features/storefront/first-visit';
import { createQueryClient } from './lib/query-client';
import { AppBrowserRouter } from './app/browser-router';
import { AppRoutes } from './router';

// The toast outlet downloads beside the first page instead of inside the entry chunk.
const Toaster = lazy(() => import('./components/ui/toast').then((m) => ({ default: m.Toaster })));

const queryClient = createQueryClient();
prefetchFirstPage(queryClient, window.location);

syncCartAcrossTabs();
syncAuthAcrossTabs();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <AppBrowserRouter>
        <AppRoutes />
      </AppBrowserRouter>
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
