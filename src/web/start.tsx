// The app: the stores, the first screen's data and React's root (hydrating the server's page, or
// rendering a client-rendered one). main.tsx loads it.
import './lib/zod-jitless';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { AppTree } from './app/app-tree';
import { AppBrowserRouter } from './app/browser-router';
import { syncAuthAcrossTabs, useAuthStore } from './features/auth/auth-store';
import { authKeys, type MeResponse } from './features/auth/session';
import { syncCartAcrossTabs } from './features/cart/cart-store';
import { prefetchFirstPage } from './features/storefront/first-visit';
import { FIRST_SCREEN_STATE_ID, hydrateFirstScreen } from './lib/first-screen-state';
import { createQueryClient } from './lib/query-client';
import { preloadRoute } from './router';

const queryClient = createQueryClient();

function start() {
  const container = document.getElementById('root');
  if (!container) throw new Error('index.html has no #root element.');
  // A storefront page the server rendered carries its first screen's data beside the root.
  const serverState = document.getElementById(FIRST_SCREEN_STATE_ID)?.textContent;
  if (serverState) hydrateFirstScreen(queryClient, serverState);
  // A page rendered for a session answers the session check too: the store takes it as the
  // check would have (features/auth/session.ts), and no `me` request follows.
  const me = queryClient.getQueryData<MeResponse>(authKeys.me);
  if (me) useAuthStore.getState().setSession(me.session);
  prefetchFirstPage(queryClient, window.location);

  syncCartAcrossTabs();
  syncAuthAcrossTabs();

  const app = <AppTree queryClient={queryClient} router={AppBrowserRouter} />;
  if (serverState) {
    // The page's code first, so hydration renders what the server did instead of a fallback.
    // Hydration starts in a task of its own, apart from the page module's evaluation, and as a
    // transition, so React yields to the browser every few milliseconds instead of hydrating in
    // one long task (Total Blocking Time counts each task's excess over 50 ms), and a tap on a
    // part not hydrated yet makes React hydrate that part first (decision 036).
    void preloadRoute(window.location.pathname)
      .then(() => new Promise((resolve) => setTimeout(resolve, 0)))
      .then(() => startTransition(() => void hydrateRoot(container, app)));
  } else {
    createRoot(container).render(app);
  }
}

// main.tsx imports this module only once the document is parsed (and, on a server-rendered page,
// has painted), so the root and the server's data are there.
start();
