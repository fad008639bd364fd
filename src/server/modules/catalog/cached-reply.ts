// Answers a catalogue read from the in-process cache: the serialised JSON (compressed once per
// entry), a weak ETag that turns a browser's revalidation into an empty 304, and Cache-Control
// for browsers and CDNs. Cached bodies are strings, so Fastify skips serialising them again.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catalogCacheOf, encodedBody, matchesEtag } from './catalog-cache';

/** Browsers and CDNs may reuse a read for 30 s and serve it stale while revalidating. */
export const CATALOG_CACHE_CONTROL = 'public, no-cache';

export async function sendCatalogRead(
  request: FastifyRequest,
  reply: FastifyReply,
  key: string,
  compute: () => Promise<unknown>,
) {
  const entry = await catalogCacheOf(request.server.database).response(key, compute);
  reply
    .header('cache-control', CATALOG_CACHE_CONTROL)
    .header('etag', entry.etag)
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
  const { body, encoding } = encodedBody(entry, request.headers['accept-encoding']);
  if (encoding) reply.header('content-encoding', encoding);
  return reply.type('application/json; charset=utf-8').send(body);
}
