// Answers a catalogue read from the in-process cache: the serialised JSON (compressed once per
// entry), a weak ETag that turns a browser's revalidation into an empty 304, and Cache-Control
// for browsers and CDNs. Cached bodies are strings, so Fastify skips serialising them again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogCacheOf, encodedBody, matchesEtag, type CachedResponse } from './catalog-cache';

/** Browsers and CDNs may reuse a read for 30 s and serve it stale while revalidating. */
export const CATALOG_CACHE_CONTROL = 'public, no-cache';

/**
 * Answers the read for `key` from the cache, computing it on a miss. The handler is not async:
 * a fresh hit is sent at once, without a promise or a microtask per request; a miss sends when
 * its value arrives (or hands the error to the error handler).
 */
export function sendCatalogRead(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
): void {
  const cache = catalogCacheOf(request.server.database);
  const fresh = cache.freshResponse(key);
  if (fresh) return answer(request, reply, fresh);
  cache
    .response(key, compute)
    .then((entry) => answer(request, reply, entry))
    .catch((err: unknown) => reply.send(err));
}

function answer(request: FastifyRequest, reply: FastifyReply, entry: CachedResponse): void {
  reply
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) {
    reply.code(304).send();
    return;
  }
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  reply.type('application/json; charset=utf-8').send(body);
}
