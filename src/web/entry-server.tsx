// The server renderer of the public storefront (docs/decisions/013-server-rendering.md). The
// Fastify server loads this module (built by `vite build --ssr` into dist/server-render) and
// calls `render` for home, listings, product, brand shop and content pages. The first screen's
// data comes from the API routes through the app itself (no cookies: the HTML holds no visitor's
// data) and is handed to the browser's TanStack Query in the page, so hydration fetches nothing.
import { QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { authKeys, type MeResponse } from './features/auth/session';
import { loadFirstScreen } from './features/storefront/first-visit';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { preloadRoute } from './router';
import { serializeFirstScreen } from './lib/first-screen-state';

/** The rendered page: `pipe` writes the root's markup (and ends the destination); `state` is
 * the first screen's data as the text of a JSON script element, already safe to inline. */
export interface RenderedPage {
  pipe: (destination: NodeJS.WritableStream) => void;
  state: string;
}

/** Paths the server renders; every other page is the client-rendered shell. */
const RENDERED =
  /^\/(|products|products\/[^/]+|vendors\/[^/]+|about|contact|privacy-policy|terms|refund-policy|shipping-policy|offers)$/;

export function isRenderedPath(pathname: string): boolean {
  return RENDERED.test(pathname);
}

/** Renders `url` (path and query), or null when it is not a rendered page or its data is
 * missing (an unknown product or shop: the shell shows the not-found page as before). A request
 * with a session cookie passes its `session` (null when it has ended): the page is rendered for
 * it (the header) and the browser's `me` check is answered in the page (never a cached page). */
export async function render(
  url: string,
  transport: ApiTransport,
  session?: MeResponse['session'],
): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://angle.invalid');
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  if (!isRenderedPath(pathname)) return null;
  setApiTransport(transport);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const [loaded] = await Promise.all([
    loadFirstScreen(queryClient, { pathname, search: location.search }),
    preloadRoute(pathname),
  ]);
  if (!loaded) return null;
  if (session !== undefined) queryClient.setQueryData<MeResponse>(authKeys.me, { session });
  const state = serializeFirstScreen(queryClient);

  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={`${location.pathname}${location.search}`}>{children}</StaticRouter>
  );
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const stream = renderToPipeableStream(<AppTree queryClient={queryClient} router={router} />, {
      // Whole pages, not a shell with fallbacks: crawlers and visitors without JavaScript read
      // the HTML as it is. The data is loaded and the page modules preloaded, so nothing waits.
      // Never outline a large finished boundary into a hidden element that a script reveals:
      // without JavaScript it would stay hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () =>
        failed ? reject(failed) : resolve({ pipe: (to) => stream.pipe(to), state }),
      onShellError: reject,
      onError: (error) => {
        failed = error;
      },
    });
  });
}
