import '@fontsource-variable/inter/wght.css';
import '@fontsource/playfair-display/latin-500.css';
import '@fontsource/playfair-display/latin-500-italic.css';
import './styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { syncAuthAcrossTabs } from './features/auth/auth-store';
import { syncCartAcrossTabs } from './features/cart/cart-store';
import { createQueryClient } from './lib/query-client';
import { createAppRouter } from './router';

// The toast outlet downloads beside the first page instead of inside the entry chunk.
const Toaster = lazy(() => import('./components/ui/toast').then((m) => ({ default: m.Toaster })));

const queryClient = createQueryClient();
const router = createAppRouter();

syncCartAcrossTabs();
syncAuthAcrossTabs();

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element.');

createRoot(container).render(
  <StrictMode>
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Suspense fallback={null}>
        <Toaster />
      </Suspense>
    </QueryClientProvider>
  </StrictMode>,
);
