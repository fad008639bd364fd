// Server rendering of the public storefront (docs/decisions/013-server-rendering.md): loads the
// renderer that `vite build --ssr` made from src/web/entry-server.tsx, fills the built
// index.html's root with a page's markup and its first screen's data, and caches anonymous
// visitors' pages with the catalogue. A request carrying a session is rendered for that request
// only and marked `private, no-store`: its HTML is never stored, here or in any shared cache.
// Issue #35: the HTML cache keys on the parameters a page reads (entry-server.tsx canonicalUrl),
// so unknown ones (`?utm_source=…`) are answered from it; renders (cache misses and signed-in
// pages) are limited per client address, past which the page is the client-rendered shell with
// 429 and Retry-After.
import fs from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  catalogCacheOf,
  encodedBody,
  encodedOnce,
  matchesEtag,
  type CachedResponse,
} from '../modules/catalog/catalog-cache';
import { CATALOG_CACHE_CONTROL } from '../modules/catalog/cached-reply';
import { readDirectly } from '../modules/catalog/direct-reads';
import { toAuthSession } from '../modules/auth/identity';
import { currentSession } from '../modules/auth/sessions';
import { clientKey, createRenderLimiter } from './rate-limit';

/** What src/web/entry-server.tsx exports (the server does not compile web code). */
interface RenderedPage {
  html: string;
  state: string;
}
interface ServerRenderer {
  isRenderedPath: (pathname: string) => boolean;
  /** Whether the app has a page at the path (router.tsx); the others are answered 404. */
  isKnownPath: (pathname: string) => boolean;
  canonicalUrl: (url: string) => string;
  render: (
    url: string,
    transport: (path: string, init: RequestInit) => Promise<Response>,
    session?: ReturnType<typeof toAuthSession> | null,
  ) => Promise<RenderedPage | null>;
}

/** The id main.tsx reads the first screen's data from (lib/first-screen-state.ts). */
const STATE_ID = 'first-screen-state';
/** Weak validators differ from the JSON answers' by this prefix in the cache key. */
const PAGE_KEY = 'html:';
/** Private pages: the browser may not store them and no shared cache may either. */
const PRIVATE = 'private, no-store';

/** A render refused by the per-address limit: those sharing its computation from another
 * address render for themselves instead. */
class RenderLimited extends Error {
  constructor(
    readonly retryAfter: number,
    readonly address: string,
  ) {
    super('render limit reached');
  }
}

/** The renderer, or null (logged once) when it is off or not built: pages stay the shell. */
export async function loadServerRenderer(
  app: FastifyInstance,
  entry: string | null,
): Promise<ServerRenderer | null> {
  if (!entry) return null;
  if (!fs.existsSync(entry)) {
    app.log.warn(
      `No server renderer at ${entry}: storefront pages are served as the client-rendered shell (npm run build makes it).`,
    );
    return null;
  }
  return (await import(pathToFileURL(entry).href)) as ServerRenderer;
}

/** A request URL's path as the renderer's routes read it: no query, no trailing slash. */
export const pagePathOf = (url: string) => url.split('?')[0]!.replace(/\/+$/, '') || '/';

/** Whether the request carries a session cookie (`angle.session_token`, `__Secure-` over
 * HTTPS): such a visitor's page is never cached. Any cookie of that name counts, valid or not. */
export function hasSession(request: FastifyRequest): boolean {
  return Object.keys(request.cookies ?? {}).some((name) => name.endsWith('session_token'));
}

/** The page shell split around the root: `before` ends with the root's opening tag. */
function splitShell(html: string): { before: string; after: string } | null {
  const open = '<div id="root">';
  const start = html.indexOf(open);
  const bodyEnd = html.lastIndexOf('</body>');
  const end = html.lastIndexOf('</div>', bodyEnd);
  if (start < 0 || bodyEnd < 0 || end < start) return null;
  // The page works without JavaScript: the "needs JavaScript" notice goes.
  const before = html.slice(0, start).replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '') + open;
  return { before, after: html.slice(end) };
}

/** The page: its markup between the shell's halves, its first screen's data after the root. */
function pageHtml(page: RenderedPage, shell: { before: string; after: string }): string {
  // `after` starts with the root's closing tag; the data follows the root.
  const [closeRoot, rest] = [shell.after.slice(0, 6), shell.after.slice(6)];
  return `${shell.before}${page.html}${closeRoot}<script type="application/json" id="${STATE_ID}">${page.state}</script>${rest}`;
}

/**
 * A page sent once and never stored (a signed-in visitor's page, the client-rendered shell):
 * compressed here as the browser accepts (encodedOnce). The pages other than the home are
 * answered by the not-found handler, which @fastify/compress's hooks do not reach: a signed-in
 * listing went out as 158 KB of plain HTML.
 */
export function htmlOnce(request: FastifyRequest, reply: FastifyReply, html: string): Buffer {
  const { body, encoding } = encodedOnce(Buffer.from(html), request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding).header('vary', 'accept-encoding');
  return body;
}

/** The shell with the page's meta for an address (plugins/web.ts). */
type ShellOf = (url: string) => Promise<string>;

export function createStorefrontRender(app: FastifyInstance, renderer: ServerRenderer) {
  const overRenderLimit = createRenderLimiter(app, app.config.rendersPerMinute);
  /** The API answers the renderer asks for, without cookies: the storefront's public reads
   * without a request (modules/catalog/direct-reads.ts), any other through the app itself. */
  const transport = async (path: string, init: RequestInit): Promise<Response> => {
    const direct = (init.method ?? 'GET') === 'GET' ? await readDirectly(app.database, path) : null;
    if (direct !== null) {
      return new Response(direct, {
        status: 200,
        headers: { 'content-type': 'application/json; charset=utf-8' },
      });
    }
    const res = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: path,
      headers: { accept: 'application/json' },
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : res.rawPayload, {
      status: res.statusCode,
      headers: { 'content-type': String(res.headers['content-type'] ?? 'application/json') },
    });
  };

  async function renderToBytes(url: string, shellHtml: string): Promise<Buffer | null> {
    const shell = splitShell(shellHtml);
    if (!shell) return null;
    const page = await renderer.render(url, transport);
    // Bytes, kept as bytes: the cache hashes and compresses them (decision 051), encoded once.
    return page ? Buffer.from(pageHtml(page, shell)) : null;
  }

  function answerCached(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse) {
    reply
      .code(200)
      .header('cache-control', CATALOG_CACHE_CONTROL)
      .header('etag', entry.etag)
      .header('vary', 'accept-encoding');
    if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
    if (encoding) reply.header('content-encoding', encoding);
    return reply.type('text/html; charset=utf-8').send(body);
  }

  /**
   * Answers a storefront page, or returns false when the page is not server-rendered (the
   * caller sends the shell). `shellHtml` is the built index.html with an address's meta written.
   */
  return async function sendRendered(
    request: FastifyRequest,
    reply: FastifyReply,
    shellHtml: ShellOf,
  ): Promise<boolean> {
    try {
      return await sendPage(request, reply, shellHtml);
    } catch (err) {
      // A page that fails to render (a malformed address, a bug) is still served: as the shell.
      request.log.error({ err }, `server rendering of ${request.url} failed`);
      return false;
    }
  };

  /** Past the address's render limit: the client-rendered shell (the browser renders the page
   * from the cached API answers), with 429 so crawlers and scripts slow down. */
  async function sendLimited(
    reply: FastifyReply,
    shellHtml: ShellOf,
    url: string,
    retryAfter: number,
  ) {
    await reply
      .code(429)
      .header('retry-after', String(retryAfter))
      .header('cache-control', PRIVATE)
      .type('text/html; charset=utf-8')
      .send(await shellHtml(url));
    return true;
  }

  async function sendPage(
    request: FastifyRequest,
    reply: FastifyReply,
    shellHtml: ShellOf,
  ): Promise<boolean> {
    const url = request.url;
    const pathname = pagePathOf(url);
    if (!renderer.isRenderedPath(pathname)) return false;

    if (hasSession(request)) {
      // Rendered for this request alone and never stored: with the visitor's own
      // header (a signed-in customer's account menu, not Sign In and Register filled in later;
      // issue #36). A cookie that names no live session is cleared, and the page is signed out.
      const retryAfter = await overRenderLimit(request);
      if (retryAfter !== null) return sendLimited(reply, shellHtml, url, retryAfter);
      const state = await currentSession(request, reply);
      const session = state.status === 'active' ? toAuthSession(state.identity) : null;
      const shell = splitShell(await shellHtml(url));
      const page = shell ? await renderer.render(url, transport, session) : null;
      if (!shell || !page) return false;
      await reply
        .code(200)
        .header('cache-control', PRIVATE)
        .type('text/html; charset=utf-8')
        .send(htmlOnce(request, reply, pageHtml(page, shell)));
      return true;
    }

    // The page as its parameters make it: rendered (and its meta written) for that address.
    const pageUrl = renderer.canonicalUrl(url);
    const key = `${PAGE_KEY}${pageUrl}`;
    const fresh = catalogCacheOf(app.database).freshPage(key);
    let entry: CachedResponse | null;
    try {
      entry = fresh !== undefined ? fresh : await renderOnce(request, key, pageUrl, shellHtml);
    } catch (err) {
      if (err instanceof RenderLimited) return sendLimited(reply, shellHtml, url, err.retryAfter);
      throw err;
    }
    if (!entry) return false;
    await answerCached(request, reply, entry);
    return true;
  }

  /** The page from the cache, or rendered once however many ask for it at the same time; a
   * render counts against the address of the request that starts it. */
  async function renderOnce(
    request: FastifyRequest,
    key: string,
    pageUrl: string,
    shellHtml: ShellOf,
  ): Promise<CachedResponse | null> {
    const cache = catalogCacheOf(app.database);
    const address = clientKey(request);
    const render = () =>
      cache.page(key, async () => {
        const retryAfter = await overRenderLimit(request);
        if (retryAfter !== null) throw new RenderLimited(retryAfter, address);
        return renderToBytes(pageUrl, await shellHtml(pageUrl));
      });
    try {
      return await (cache.joinablePage(key) ?? render());
    } catch (err) {
      // Another address's render was refused: this request's own limit decides.
      if (err instanceof RenderLimited && err.address !== address) return render();
      throw err;
    }
  }
}
