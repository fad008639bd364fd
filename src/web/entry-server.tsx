// The server renderer of the public storefront (docs/decisions/013-server-rendering.md). The
// Fastify server loads this module (built by `vite build --ssr` into dist/server-render) and
// calls `render` for home, listings, product, brand shop and content pages. The first screen's
// data comes from the API routes through the server's transport (no cookies: the HTML holds no
// visitor's data; the catalogue's cached reads straight from their cache entries, any other through
// the app itself) and is handed to the browser's TanStack Query in the page, so hydration fetches
// nothing.
import { QueryClient } from '@tanstack/react-query';
import type { ReactElement, ReactNode } from 'react';
import { renderToPipeableStream, renderToString } from 'react-dom/server';
import { Writable } from 'node:stream';
import { StaticRouter } from 'react-router';
import { AppTree } from './app/app-tree';
import { authKeys, type MeResponse } from './features/auth/session';
import { loadFirstScreen } from './features/storefront/first-visit';
import { setApiTransport, type ApiTransport } from './lib/api-client';
import { LISTING_KEYS } from './features/storefront/listing-params';
import { isKnownPath, preloadRoute, routeBranch } from './router';
import type { RouteObject } from 'react-router';
import { serializeFirstScreen } from './lib/first-screen-state';

/** The rendered page: `html` is the root's markup; `state` is the first screen's data as the
 * text of a JSON script element, already safe to inline. */
export interface RenderedPage {
  html: string;
  state: string;
}

/** Paths the server renders; every other page is the client-rendered shell. */
const RENDERED =
  /^\/(|products|products\/[^/]+|vendors\/[^/]+|about|contact|privacy-policy|terms|refund-policy|shipping-policy|offers|find-my-shade)$/;

export function isRenderedPath(pathname: string): boolean {
  return RENDERED.test(pathname);
}

/** Whether the app has a page at the path (router.tsx): the server answers the others 404. */
export { isKnownPath };

/** A rendered page's route as a key: its path with the product's or shop's name left out. */
const routeShapeOf = (pathname: string) =>
  pathname.replace(/^\/(products|vendors)\/[^/]+$/, '/$1/*');

/** Per kind of page, its modules preloaded once and its branch of the route table: React
 * Router's matching ranks every route of the app each time it is asked, a tenth of a render's
 * time (issue #35); each page is the same route whatever the product or shop. */
const pageRoutes = new Map<string, { ready: Promise<void>; branch: RouteObject[] }>();

function routesOf(pathname: string) {
  const shape = routeShapeOf(pathname);
  let found = pageRoutes.get(shape);
  if (!found) {
    found = { ready: preloadRoute(pathname), branch: routeBranch(pathname) };
    found.ready.catch(() => pageRoutes.delete(shape));
    pageRoutes.set(shape, found);
  }
  return found;
}

/** The query parameters each rendered page reads (its data, its links, its form's values): the
 * listing its filters, sort and page (listing-params.ts); a product its chosen shade; a brand's
 * shop its sort and page (shopListingOf); Find my shade its chosen brand, product and shade
 * (shadeFinderQueries); the other pages none. entry-server.test.ts checks each page's first
 * screen is the same with and without the parameters dropped. */
function parametersOf(pathname: string): readonly string[] {
  if (pathname === '/products') return LISTING_KEYS;
  if (pathname === '/find-my-shade') return ['brand', 'product', 'shade'];
  if (/^\/products\/[^/]+$/.test(pathname)) return ['shade', 'variant'];
  if (/^\/vendors\/[^/]+$/.test(pathname)) return ['sort', 'page'];
  return [];
}

/**
 * The page's address with only the parameters the page reads (issue #35): a
 * campaign's `?utm_source=…` or an ad's click id changes nothing on the page, so it is rendered,
 * cached and answered as the plain page (plugins/storefront-render.ts keys its HTML cache on
 * this), and rendering this address instead of the visited one keeps a visitor's tags out of the
 * HTML others are served. The visited address stays in the browser for its own scripts.
 */
export function canonicalUrl(url: string): string {
  const location = new URL(url, 'http://angle.invalid');
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  const reads = parametersOf(pathname);
  // The kept parameters as the visitor wrote them, in their order and encoding: the page's links
  // (a filter chip's, the next page's) are the ones the visited address would have.
  const query = location.search
    .slice(1)
    .split('&')
    .filter((part) => reads.includes(part.split('=')[0]!))
    .join('&');
  return query ? `${location.pathname}?${query}` : location.pathname;
}

/** Renders `url` (path and query), or null when it is not a rendered page or its data is
 * missing (an unknown product or shop: the shell shows the not-found page as before). A request
 * with a session cookie passes its `session` (null when it has ended): the page is rendered for
 * it (the header) and the browser's `me` check is answered in the page (never a cached page). */
export async function render(
  url: string,
  transport: ApiTransport,
  session?: MeResponse['session'],
  /** Render as a stream even when one pass would do (tests compare the two). */
  { streamed = false }: { streamed?: boolean } = {},
): Promise<RenderedPage | null> {
  const location = new URL(url, 'http://angle.invalid');
  const pathname = location.pathname.replace(/\/+$/, '') || '/';
  if (!isRenderedPath(pathname)) return null;
  setApiTransport(transport);
  const queryClient = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  const page = routesOf(pathname);
  const [loaded] = await Promise.all([
    loadFirstScreen(queryClient, { pathname, search: location.search }),
    page.ready,
  ]);
  if (!loaded) return null;
  if (session !== undefined) queryClient.setQueryData<MeResponse>(authKeys.me, { session });
  const state = serializeFirstScreen(queryClient);

  const router = ({ children }: { children: ReactNode }) => (
    <StaticRouter location={`${location.pathname}${location.search}`}>{children}</StaticRouter>
  );
  const tree = <AppTree queryClient={queryClient} router={router} routes={page.branch} />;
  const html = (streamed ? null : renderedMarkup(tree)) ?? (await streamedMarkup(tree));
  return { html, state };
}

/** A part of the page React could not render on the server (an error, or something that
 * suspended): it left the part to the browser, behind this marker. Text is escaped, so page
 * content never holds it. */
const CLIENT_RENDERED = '<!--$!';

/**
 * The page's markup as one string, or null when any of it failed or suspended. The data is
 * loaded and the page's modules preloaded (lazy routes settle synchronously, router.tsx), so a
 * page renders in one pass: as a string it is the same markup as the stream's, without the
 * stream encoding each of its thousands of small chunks into bytes (a tenth of a render, issue
 * #35); the server encodes the whole page once.
 */
function renderedMarkup(tree: ReactElement): string | null {
  try {
    const html = renderToString(tree);
    return html.includes(CLIENT_RENDERED) ? null : html;
  } catch {
    return null;
  }
}

/** The page as a stream renders it: waiting for whatever suspended, and failing with the error
 * of a part that failed (the caller then serves the client-rendered shell and logs why). */
function streamedMarkup(tree: ReactElement): Promise<string> {
  return new Promise((resolve, reject) => {
    let failed: unknown;
    const chunks: Buffer[] = [];
    const stream = renderToPipeableStream(tree, {
      // Whole pages, not a shell with fallbacks: crawlers and visitors without JavaScript read
      // the HTML as it is. Never outline a large finished boundary into a hidden element that a
      // script reveals: without JavaScript it would stay hidden.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => {
        if (failed) return reject(failed);
        stream.pipe(
          new Writable({
            write(chunk: Uint8Array, _encoding, done) {
              // Copied: React reuses its buffers.
              chunks.push(Buffer.from(chunk));
              done();
            },
            final(done) {
              resolve(Buffer.concat(chunks).toString('utf8'));
              done();
            },
          }),
        );
      },
      onShellError: reject,
      onError: (error) => {
        failed = error;
      },
    });
  });
}
