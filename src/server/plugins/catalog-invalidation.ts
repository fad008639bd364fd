// Any write that succeeds in the vendor portal or Angle Admin (products, images, vendors,
// settings), any order placed or cancelled (stock), and any review written, changed or moderated
// (the product's rating), may change what the storefront shows:
// drop the catalogue cache before the answer leaves, so the writer's next read is already fresh.
// One hook here instead of a call in every writer, so a new write route cannot forget it.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { invalidateCatalogCache } from '../modules/catalog/catalog-cache';

const CATALOGUE_WRITERS = /^\/api\/(admin|vendor|store\/orders|store\/reviews)(\/|$)/;

const isWrite = (method: string) => method !== 'GET' && method !== 'HEAD';

export function registerCatalogInvalidation(app: FastifyInstance) {
  // Attached when a writer route is added (reads never carry it), so no route can be missed and
  // a storefront read pays nothing for it.
  app.addHook('onRoute', (route) => {
    if (![route.method].flat().some(isWrite) || !CATALOGUE_WRITERS.test(route.url)) return;
    route.onSend = [...[route.onSend ?? []].flat(), invalidateOnSuccess];
  });

  function invalidateOnSuccess(
    request: FastifyRequest,
    reply: FastifyReply,
    payload: unknown,
    done: (err: null, payload: unknown) => void,
  ) {
    if (isWrite(request.method) && reply.statusCode < 400) invalidateCatalogCache(app.database);
    done(null, payload);
  }
}
