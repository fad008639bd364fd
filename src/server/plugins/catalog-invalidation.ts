// Any write that succeeds in the vendor portal or Angle Admin (products, images, vendors,
// settings), and any order placed or cancelled (stock), may change what the storefront shows:
// drop the catalogue cache before the answer leaves, so the writer's next read is already fresh.
// One hook here instead of a call in every writer, so a new write route cannot forget it.
import type { FastifyInstance } from 'fastify';
import { invalidateCatalogCache } from '../modules/catalog/catalog-cache';

const CATALOGUE_WRITERS = /^\/api\/(admin|vendor|store\/orders)(\/|$)/;

export function registerCatalogInvalidation(app: FastifyInstance) {
  // Synchronous: a read (every GET) passes its payload on without a promise per request.
  app.addHook('onSend', (request, reply, payload, done) => {
    const writes = request.method !== 'GET' && request.method !== 'HEAD';
    if (
      writes &&
      reply.statusCode < 400 &&
      CATALOGUE_WRITERS.test(request.routeOptions.url ?? '')
    ) {
      invalidateCatalogCache(app.database);
    }
    done(null, payload);
  });
}
