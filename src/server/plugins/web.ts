// Serves the built web app (history fallback to index.html) and the uploaded media.
import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { notFoundMeta, pageMeta } from '../modules/seo/page-meta';
import { renderPage } from '../modules/seo/render-page';
import { isMediaKey, isPrivateMediaPath } from '../modules/media/media-store';
import { sendProblem } from './errors';
import {
  createStorefrontRender,
  htmlOnce,
  loadServerRenderer,
  pagePathOf,
} from './storefront-render';

const IMMUTABLE = 'public, max-age=31536000, immutable';

/** Paths the web app never owns: the API, media, missing files (a stale page asking for an
 * asset of an older build must get a 404, not index.html served as JavaScript) and `/metrics`
 * (a scraper pointed at the public port by mistake gets a 404: plugins/metrics.ts). */
function isNotAPage(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return /^\/(api|media|assets|metrics)(\/|$)/.test(pathname) || /\.[a-z0-9]+$/i.test(pathname);
}

export async function registerWeb(app: FastifyInstance, config: Config) {
  await registerMedia(app, config);

  const indexPath = path.join(config.webDistDir, 'index.html');
  const hasWeb = fs.existsSync(indexPath);
  if (hasWeb) {
    // The built files are the hashed bundles under /assets/ and a few beside index.html (the
    // favicon). One wildcard route for /assets/ and one route per top-level file: a page's path
    // (a product, a listing) reaches the page handler without a failed file lookup on disk
    // first, which cost a cached rendered product page two thirds of its throughput
    // (docs/benchmarks-notes.md). A route per bundle instead cost a restart ~0.2 s of route
    // building (issue #35). A build replaces the folder only with a restart.
    await app.register(fastifyStatic, {
      root: path.join(config.webDistDir, 'assets'),
      prefix: '/assets/',
      index: false,
      // The files beside index.html are sent by this plugin too (below): only bundles are hashed.
      setHeaders: (reply, filePath) => {
        const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header('cache-control', hashed ? IMMUTABLE : 'no-cache');
      },
    });
    for (const file of fs.readdirSync(config.webDistDir, { withFileTypes: true })) {
      if (!file.isFile() || file.name === 'index.html') continue;
      app.get(`/${file.name}`, { schema: { hide: true } }, (_request, reply) =>
        reply.sendFile(file.name, config.webDistDir),
      );
    }
  } else {
    app.log.warn(`No built web app at ${config.webDistDir}: serving the API only.`);
  }
  const indexHtml = hasWeb ? fs.readFileSync(indexPath, 'utf8') : '';

  const renderer = hasWeb ? await loadServerRenderer(app, config.serverRenderEntry) : null;
  const sendRendered = renderer ? createStorefrontRender(app, renderer) : null;
  const shellOf = async (url: string) =>
    renderPage(indexHtml, await pageMeta(app.database, config.publicUrl, url));

  const sendIndex = async (request: FastifyRequest, reply: FastifyReply) => {
    // Storefront pages are rendered on the server; the rest (and any page the renderer turns
    // down) is the client-rendered shell with the page's meta, as before.
    if (sendRendered && (await sendRendered(request, reply, shellOf))) {
      return reply;
    }
    // The SPEC's 404 page is answered 404: a path the app has no page for (the router's table,
    // when the renderer built from it is there), or a product or brand that does not exist.
    const pathname = pagePathOf(request.url);
    const meta =
      renderer && !renderer.isKnownPath(pathname)
        ? notFoundMeta(config.publicUrl, pathname)
        : await pageMeta(app.database, config.publicUrl, request.url);
    return reply
      .code(meta.notFound ? 404 : 200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(htmlOnce(request, reply, renderPage(indexHtml, meta)));
  };

  if (hasWeb) app.get('/', { schema: { hide: true } }, sendIndex);

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const isPageRequest = request.method === 'GET' || request.method === 'HEAD';
    if (hasWeb && isPageRequest && !isNotAPage(request.url)) return sendIndex(request, reply);
    return sendProblem(
      reply,
      'not_found',
      `No route for ${request.method} ${request.url.split('?')[0]}.`,
    );
  });
}

/**
 * `/media/*` from the configured store (modules/media/media-store.ts). Every media file name
 * carries a content hash, so it never changes: cached for a year by browsers and any CDN.
 */
async function registerMedia(app: FastifyInstance, config: Config) {
  if (app.media.kind === 'folder') {
    fs.mkdirSync(config.uploadsDir, { recursive: true });
    await app.register(fastifyStatic, {
      root: config.uploadsDir,
      prefix: '/media/',
      decorateReply: false,
      index: false,
      // Sellers' verification documents (issue #38) live in the store but are never public.
      allowedPath: (pathName) => !isPrivateMediaPath(pathName),
      setHeaders: (reply) => reply.header('cache-control', IMMUTABLE),
    });
    return;
  }
  const media = app.media;
  app.get('/media/*', { schema: { hide: true } }, async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    // A key that is not a plain relative path (`..`, a leading `/`) is unknown, not looked up.
    const file = isMediaKey(key) && !isPrivateMediaPath(key) ? await media.get(key) : null;
    if (!file) return reply.callNotFound();
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', file.etag)
      .header('last-modified', file.lastModified.toUTCString());
    if (fresh(request.headers['if-none-match'], file.etag)) return reply.code(304).send();
    return reply.type(file.contentType).send(file.bytes);
  });
}

/** `If-None-Match` names this entity tag (or `*`); weak and strong forms compare equal. */
function fresh(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}
