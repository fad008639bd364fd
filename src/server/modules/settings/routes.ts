import { StoreInfoSchema } from '../../../domain/settings';
import { routeGroup } from '../../http/route-group';
import { catalogCacheOf } from '../catalog/catalog-cache';
import { declareDirectRead } from '../catalog/direct-reads';
import { readStoreInfo } from './store-settings';

export const storeInfoRoutes = routeGroup('store-info', (routes, app) => {
  // Every rendered page's footer reads it (issue #35): kept with the catalogue, which every
  // settings write under /api/admin drops (plugins/catalog-invalidation.ts), and read by the
  // server's renderer without a request (catalog/direct-reads.ts).
  const info = () =>
    catalogCacheOf(app.database).value('store-info', () => readStoreInfo(app.database.db));
  declareDirectRead(app.database, '/api/store/info', { response: StoreInfoSchema }, info);
  routes.get(
    '/api/store/info',
    {
      summary: "The store's contact details and delivery terms",
      response: { 200: StoreInfoSchema },
    },
    async (_request, reply) => {
      reply.header('cache-control', 'public, max-age=60');
      return info();
    },
  );
});
